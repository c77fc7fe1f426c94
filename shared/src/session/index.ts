// Public entry of @oja/shared/session.
export * from './session-store';
export type { SessionMerchant, SessionUser } from './session-user';
export { useSession } from './use-session';
