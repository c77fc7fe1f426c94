// The one way the providers call an outside service: a deadline on every request (fetch has none of its own)
// and a small time-bounded cache, so a slow or absent provider never holds a registration form hostage.

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface JsonRequest {
  provider: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs: number;
  fetch?: FetchLike;
}

/** The parsed JSON body and the status; a network failure, a timeout or a body that is not JSON is a ProviderError. */
export async function fetchJson(request: JsonRequest): Promise<{ status: number; body: unknown }> {
  const doFetch = request.fetch ?? fetch;
  // A timer of our own rather than AbortSignal.timeout (whose timer does not keep the process alive), cleared
  // once the whole body has arrived: the deadline covers a provider that answers headers and then stalls.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  try {
    let response: Response;
    try {
      response = await doFetch(request.url, {
        method: request.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: controller.signal,
      });
    } catch {
      throw new ProviderError(request.provider, timedOut ? 'timed out' : 'could not be reached');
    }
    try {
      return { status: response.status, body: await response.json() };
    } catch {
      if (timedOut) throw new ProviderError(request.provider, 'timed out');
      throw new ProviderError(request.provider, `answered ${response.status} without JSON`);
    }
  } finally {
    clearTimeout(timer);
  }
}

/** A map whose entries expire, bounded in size (oldest entry out first). */
export class TtlCache<TValue> {
  private readonly entries = new Map<string, { value: TValue; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): TValue | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: TValue): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
