// The page's one API client (a federation singleton), on the browser's own fetch: base URL from the runtime config,
// 30 s timeout, JSON, and the bearer token of the signed-in user on every request. (It was an axios instance until
// 2.0: axios was 20 KiB of every page's first load for what these few lines do.)
//
// The client does not know where the token lives nor what signing out means: the app that starts the page (the
// shell, or a remote's standalone harness) hands it a token source and a 401 handler with `configureApi`. That
// keeps the API entry free of the session entry, so either can change without the other.

export const REQUEST_TIMEOUT_MS = 30_000;

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
}

/** A request as it goes over the wire. */
export interface WireRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  signal: AbortSignal;
}

/** An answer as it came back: its status, and its body parsed as JSON (the text if it is not JSON; null if empty). */
export interface WireResponse {
  status: number;
  body: unknown;
}

/** What carries a request: fetch on the page; a test puts its mock API here (`setApiTransport`). */
export type ApiTransport = (request: WireRequest) => Promise<WireResponse>;

/** A request that got no 2xx answer: its status (null when none came: no network, timeout) and the body received. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(message);
  }
}

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

const configuration: ApiConfiguration = {
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

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const fetchTransport: ApiTransport = async ({ method, url, headers, body, signal }) => {
  const response = await fetch(url, { method, headers, body, signal });
  return { status: response.status, body: parseBody(await response.text()) };
};

let transport: ApiTransport = fetchTransport;

/** For tests: answers every request with `replacement` instead of the network; null puts fetch back. */
export function setApiTransport(replacement: ApiTransport | null): void {
  transport = replacement ?? fetchTransport;
}

function urlOf(path: string, query: ApiRequest['query']): string {
  const url = `${configuration.baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

const bearer = (token: string) => `Bearer ${token}`;

/** The 401's `session_ended` and `message`, when it has them. */
function sessionEndOf(body: unknown): SessionEndAnswer {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    reason: typeof record.session_ended === 'string' ? record.session_ended : null,
    message: typeof record.message === 'string' && record.message !== '' ? record.message : null,
  };
}

/**
 * Sends one request and resolves with the answer's body on a 2xx. Otherwise it rejects with an HttpError; a 401 to
 * the session's token (or to no token) first calls the configured `onUnauthorized`. A request the caller's signal
 * cancels rejects with that abort, as fetch does.
 */
export async function apiRequest<T>(request: ApiRequest): Promise<T> {
  const sessionToken = configuration.getToken();
  const token = request.token ?? sessionToken;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = bearer(token);
  let body: string | FormData | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort(request.signal?.reason);
  if (request.signal?.aborted) cancel();
  request.signal?.addEventListener('abort', cancel, { once: true });
  let answer: WireResponse;
  try {
    answer = await transport({
      method: request.method,
      url: urlOf(request.path, request.query),
      headers,
      body,
      signal: controller.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new HttpError(controller.signal.aborted ? 'The server took too long to answer' : 'Network Error', null, null);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', cancel);
  }

  if (answer.status >= 200 && answer.status < 300) return answer.body as T;
  if (answer.status === 401) {
    const current = configuration.getToken();
    if (!token || (current !== null && token === current)) configuration.onUnauthorized(sessionEndOf(answer.body));
  }
  throw new HttpError(`Request failed with status code ${answer.status}`, answer.status, answer.body);
}
