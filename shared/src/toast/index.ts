// Public entry of @oja/shared/toast.
export * from './toast-store';
export { useToasts } from './use-toasts';
