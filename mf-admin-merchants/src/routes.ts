/** Where the shell mounts this remote (shell/src/routing/page-routes.ts: `/dashboard/merchants/*`). */
export const MERCHANTS_BASE = '/dashboard/merchants';
