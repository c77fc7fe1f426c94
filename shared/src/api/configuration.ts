// How the page's API client is connected, set by the app that starts the page (the shell, or a remote's standalone
// harness) and read by the client at each request.
//
// The client does not know where the token lives nor what signing out means: the starter hands it a token source
// and a 401 handler with `configureApi`. That keeps the API entry free of the session entry, so either can change
// without the other.

export const REQUEST_TIMEOUT_MS = 30_000;

/** What a 401 to the session's token said: why the session ended (null when the server did not say) and its words. */
export interface SessionEndAnswer {
  reason: string | null;
  message: string | null;
}

export interface ApiConfiguration {
  /** Where the API is; the shell passes the runtime config's `apiBaseUrl` before any page. */
  baseURL: string;
  /** The bearer token of the signed-in user, read at each request (null: none is sent). */
  getToken: () => string | null;
  /**
   * A request that carried the signed-in user's token (or none) was answered 401: the token is dead, and the answer
   * may say why (a sign-out elsewhere, a password changed, a suspension, its time up). The starter ends the session
   * and goes to /login, which says why. Calls that sent a token of their own (the upload token after registration)
   * never land here: that token is not the session's.
   */
  onUnauthorized: (answer: SessionEndAnswer) => void;
}

export const configuration: ApiConfiguration = {
  baseURL: '/api',
  getToken: () => null,
  onUnauthorized: () => undefined,
};

/** Sets what is given and keeps the rest; the shell and the harness call it once at start. */
export function configureApi(options: Partial<ApiConfiguration>): void {
  if (options.baseURL !== undefined) configuration.baseURL = options.baseURL;
  if (options.getToken) configuration.getToken = options.getToken;
  if (options.onUnauthorized) configuration.onUnauthorized = options.onUnauthorized;
}

export const bearer = (token: string) => `Bearer ${token}`;
