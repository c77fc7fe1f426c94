// The page's one API client (a federation singleton): one axios instance (axios-client.ts), fetched with the page's
// first request. A page that makes no call (the landing page), or none yet (a guest form before its submit), never
// downloads axios; the first call waits for it once, and every later call reuses the same instance.
import type { AxiosInstance } from 'axios';
import { bearer } from './configuration';
import { ApiError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method: HttpMethod;
  /** Under the base URL: `/admin/merchants/12`. */
  path: string;
  /** Query parameters; null and undefined ones are left out. */
  query?: Readonly<Record<string, QueryValue>> | null;
  /** A FormData goes as multipart (the browser writes its Content-Type); anything else but undefined as JSON. */
  body?: unknown;
  /** A bearer token other than the session's (the upload token after registration). */
  token?: string;
  signal?: AbortSignal;
  /** The failure's message when the server gives none (default: the transport's own, "Network Error"). */
  failureMessage?: string;
}

let instance: Promise<AxiosInstance> | null = null;

/**
 * The page's axios instance, loaded by the first request. A load that fails (offline, a redeploy mid-visit) is
 * tried again by the next request.
 * Not in the public entry (5.0.0): a page sends with `apiRequest`, a call of `defineCall` or `apiStream`, and
 * tests answer with MSW in front of the wire; the client's own tests read the instance here.
 */
export function getApiClient(): Promise<AxiosInstance> {
  instance ??= import(/* webpackChunkName: "api-client" */ './axios-client').then(
    ({ createApiClient }) => createApiClient(),
    (error: unknown) => {
      instance = null;
      throw error;
    },
  );
  return instance;
}

/** The instance, or the failure a call gives when it cannot load (offline, a redeploy mid-visit). */
async function loadedClient(failureMessage: string | undefined): Promise<AxiosInstance> {
  try {
    return await getApiClient();
  } catch (error) {
    throw ApiError.of({ status: null, body: null }, failureMessage ?? 'Network Error', error);
  }
}

/**
 * Sends one request and resolves with the answer's body on a 2xx (null when empty). Otherwise it rejects with an
 * ApiError (status null when no answer came), after the 401 rule: a 401 to the session's token, or to none, calls
 * the configured `onUnauthorized`. A request the caller's signal cancels rejects with axios's cancellation.
 */
export async function apiRequest<T>(request: ApiRequest): Promise<T> {
  const client = await loadedClient(request.failureMessage);
  const response = await client.request<T>({
    method: request.method,
    url: request.path,
    params: request.query ?? undefined,
    data: request.body,
    headers: request.token ? { Authorization: bearer(request.token) } : undefined,
    signal: request.signal,
    failureMessage: request.failureMessage,
  });
  // axios gives an empty answer (204) as ''.
  return (response.data === '' ? null : response.data) as T;
}

export interface ApiStreamRequest {
  /** Under the base URL: `/merchant/orders/events`. */
  path: string;
  /** Headers the stream needs beyond the session's token (`Accept`, `Last-Event-ID`). */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  failureMessage?: string;
}

/**
 * Opens a streamed answer (Server-Sent Events) through the same client as every call (its base URL, the session's
 * token, the 401 rule), over fetch so it can be read as it arrives, with no timeout (it lives as long as the page).
 * Resolves with the answer's content type and body once the server has answered with a 2xx.
 */
export async function apiStream(
  request: ApiStreamRequest,
): Promise<{ contentType: string; body: ReadableStream<Uint8Array> | null }> {
  const client = await loadedClient(request.failureMessage);
  const response = await client.request<ReadableStream<Uint8Array> | null>({
    method: 'GET',
    url: request.path,
    adapter: 'fetch',
    responseType: 'stream',
    timeout: 0,
    signal: request.signal,
    headers: { ...request.headers },
    failureMessage: request.failureMessage,
  });
  return { contentType: String(response.headers['content-type'] ?? ''), body: response.data };
}
