// The one axios instance of the page (a federation singleton): base URL from the runtime config, 30 s timeout,
// JSON headers, the session's bearer token on every request (spec section 7).
import { clearSession, sessionStore } from '@oja/shared/session';
import axios from 'axios';

export const REQUEST_TIMEOUT_MS = 30_000;

// Only `Accept` is fixed: axios sends JSON bodies as `application/json` itself, and a fixed JSON Content-Type
// would make it serialise FormData (file uploads) as JSON.
export const apiClient = axios.create({
  baseURL: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

/** Points the client at the API; the shell calls it with the runtime config's `apiBaseUrl` before any page. */
export function configureApi(options: { baseURL: string }): void {
  apiClient.defaults.baseURL = options.baseURL;
}

let onUnauthorized: () => void = () => window.location.assign('/login');

/** What happens after a 401 cleared the session; the shell sets a router navigation to /login. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

apiClient.interceptors.request.use((config) => {
  const { token } = sessionStore.getState();
  // A call may carry its own token (the short-lived upload token after registration); it is not the session's.
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // Spec section 4: a 401 on any call clears the session and goes to /login. A call that sent its own token
  // (the upload token) is not the session's business.
  if (axios.isAxiosError(error) && error.response?.status === 401) {
    const sentSessionToken = error.config?.headers?.Authorization === `Bearer ${sessionStore.getState().token}`;
    if (sentSessionToken || !error.config?.headers?.Authorization) {
      clearSession();
      onUnauthorized();
    }
  }
  return Promise.reject(error);
});
