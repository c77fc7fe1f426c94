// The page's one axios instance, with everything every request shares on it: the base URL of the runtime config,
// the 30 s timeout, JSON, the bearer token of the signed-in user, the 401 rule, and the failure turned into the
// ApiError the shared error handler reads. Only `client.ts` imports this module, lazily: axios is fetched with the
// page's first request, never by a page that makes none (the landing page; a guest form before its submit).
import axios, { type AxiosInstance } from 'axios';
import { bearer, configuration, REQUEST_TIMEOUT_MS, type SessionEndAnswer } from './configuration';
import { ApiError } from './errors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The failure's message when the server gives none (a call's default, "Login failed"). */
    failureMessage?: string;
  }
}

/** The 401's `session_ended` and `message`, when it has them. */
function sessionEndOf(body: unknown): SessionEndAnswer {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    reason: typeof record.session_ended === 'string' ? record.session_ended : null,
    message: typeof record.message === 'string' && record.message !== '' ? record.message : null,
  };
}

export function createApiClient(): AxiosInstance {
  // Only `Accept` is fixed: axios sends a plain object as JSON with its Content-Type itself, and leaves a FormData's
  // (multipart with its boundary) to the browser; a fixed JSON Content-Type would send files as JSON.
  const client = axios.create({ timeout: REQUEST_TIMEOUT_MS, headers: { Accept: 'application/json' } });

  client.interceptors.request.use((config) => {
    // Read at each request: the starter may configure the client after its first request has loaded it.
    config.baseURL = configuration.baseURL;
    const token = configuration.getToken();
    // A call may carry its own token (the short-lived upload token after registration); it is not the session's.
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', bearer(token));
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    // A request its caller cancelled is not a failure to report.
    if (axios.isCancel(error) || !axios.isAxiosError(error)) return Promise.reject(error);
    const status = error.response?.status ?? null;
    if (status === 401) {
      const sent = String(error.config?.headers?.get('Authorization') ?? '');
      const current = configuration.getToken();
      if (!sent || (current !== null && sent === bearer(current)))
        configuration.onUnauthorized(sessionEndOf(error.response?.data));
    }
    const fallback = error.config?.failureMessage ?? error.message;
    return Promise.reject(ApiError.of({ status, body: error.response?.data ?? null }, fallback, error));
  });

  return client;
}
