// Public entry of @oja/shared/query: the page's one server-state cache (TanStack Query) and the states a screen
// shows around it. Data hooks live in each remote, beside the screens that use them.
export { connectApiToSession, SESSION_ENDED_DEFAULT } from './connect-session';
export { createQueryClient, FRESH_FOR_MS, queryClient } from './query-client';
export { QueryProvider } from './query-provider';
export { EmptyMessage, ErrorState, type ErrorStateProps, type ListStatus, LoadingState, statusOf } from './states';
