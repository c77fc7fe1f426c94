// A client of the order streams as an app would write one: a fetch with the bearer token in its header, reading
// Server-Sent Events as they arrive, and waiting for the one it needs (never a fixed sleep).
import type { TestApp } from './app';

/** Starts the test application on a real socket (streams need one) and answers its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
}

export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
  json<T = Record<string, unknown>>(): T;
}

export interface OpenedStream {
  status: number;
  headers: Headers;
  /** Every event so far. */
  events: StreamEvent[];
  /** The first event after the ones already taken that matches, waiting up to `timeoutMs`. */
  next(match?: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parse(block: string): StreamEvent | null {
  let id: string | null = null;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  const text = data.join('\n');
  return { id, event, data: text, json: <T>() => JSON.parse(text) as T };
}

export async function openStream(
  url: string,
  token: string | null,
  headers: Record<string, string> = { accept: 'text/event-stream' },
): Promise<OpenedStream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { ...headers, ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let taken = 0;
  let finished = false;
  const ended = (async () => {
    if (!res.ok || res.body === null) {
      await res.arrayBuffer().catch(() => {});
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const event = parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event !== null) events.push(event);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      finished = true;
      for (const wake of waiters) wake();
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    events,
    ended,
    close: () => controller.abort(),
    next(match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          while (taken < events.length) {
            const event = events[taken] as StreamEvent;
            taken += 1;
            if (match(event)) {
              done();
              resolve(event);
              return;
            }
          }
          if (finished) {
            done();
            reject(new Error(`the stream ended before the event came (${events.length} events)`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no matching event within ${timeoutMs} ms (${events.map((e) => e.event).join(', ')})`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
  };
}
