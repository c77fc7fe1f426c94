// The one axios instance of the page (a federation singleton): base URL from the runtime config, 30 s timeout,
// JSON headers, and the bearer token of the signed-in user on every request.
//
// The client does not know where the token lives nor what signing out means: the app that starts the page (the
// shell, or a remote's standalone harness) hands it a token source and a 401 handler with `configureApi`. That
// keeps the API entry free of the session entry, so either can change without the other.
import axios from 'axios';

export const REQUEST_TIMEOUT_MS = 30_000;

// Only `Accept` is fixed: axios sends JSON bodies as `application/json` itself, and a fixed JSON Content-Type
// would make it serialise FormData (file uploads) as JSON.
export const apiClient = axios.create({
  baseURL: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

export interface ApiConfiguration {
  /** Where the API is; the shell passes the runtime config's `apiBaseUrl` before any page. */
  baseURL: string;
  /** The bearer token of the signed-in user, read at each request (null: none is sent). */
  getToken: () => string | null;
  /**
   * A request that carried the signed-in user's token (or none) was answered 401: the token is dead. The starter
   * clears the session and goes to /login. Calls that sent a token of their own (the upload token after
   * registration) never land here: that token is not the session's.
   */
  onUnauthorized: () => void;
}

const configuration: Omit<ApiConfiguration, 'baseURL'> = {
  getToken: () => null,
  onUnauthorized: () => undefined,
};

/** Sets what is given and keeps the rest; the shell and the harness call it once at start. */
export function configureApi(options: Partial<ApiConfiguration>): void {
  if (options.baseURL !== undefined) apiClient.defaults.baseURL = options.baseURL;
  if (options.getToken) configuration.getToken = options.getToken;
  if (options.onUnauthorized) configuration.onUnauthorized = options.onUnauthorized;
}

// Kept from 1.0, where the client cleared the session itself and then called this: it now runs after the
// configured `onUnauthorized` (which, for a page started with `connectApiToSession`, clears the session).
let afterUnauthorized: () => void = () => undefined;

/**
 * What happens after a 401 to the signed-in user's token.
 * @deprecated since 1.1.0: pass `onUnauthorized` to `configureApi`, or start the page with `connectApiToSession`
 * from `@oja/shared/query`, which clears the session and then calls its handler. Goes in 2.0.0.
 */
export function setUnauthorizedHandler(handler: () => void): void {
  afterUnauthorized = handler;
}

const bearer = (token: string) => `Bearer ${token}`;

apiClient.interceptors.request.use((config) => {
  const token = configuration.getToken();
  // A call may carry its own token (the short-lived upload token after registration); it is not the session's.
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', bearer(token));
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401) {
    const sent = error.config?.headers?.Authorization;
    const token = configuration.getToken();
    if (!sent || (token !== null && sent === bearer(token))) {
      configuration.onUnauthorized();
      afterUnauthorized();
    }
  }
  return Promise.reject(error);
});
