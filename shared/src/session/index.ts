// Public entry of @oja/shared/session.
export * from './session-store';
export { useSession } from './use-session';
