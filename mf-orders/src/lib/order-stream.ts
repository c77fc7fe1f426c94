// The merchant's live order stream (`GET /merchant/orders/events`, Server-Sent Events; docs/product/orders.md,
// "Live"). It is read over the page's own API client with a streamed fetch, so the bearer token travels in a header
// as on every call (a browser's EventSource cannot send one, and a token in a URL ends up in proxy logs), and the
// 401 rule of every call applies. A stream that drops (a phone changing networks, a server restarting, a proxy
// closing an idle line) is opened again with the last event's id (`Last-Event-ID`): the server first sends what
// was missed. The page also fetches its lists again after each reconnection, so nothing is missed even when the
// server could not replay (`stream.reset`).
import { ApiError, apiStream } from '@oja/shared/api';
import { type OrderLiveEvent, orderLiveEventModel } from '@oja/shared/contract';
import * as v from 'valibot';
import { ORDER_EVENTS_PATH } from '../data/calls';

/** One event as the wire carries it. */
export interface StreamMessage {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Splits the text received so far into complete events (each ends with a blank line) and what is left of an event
 * still arriving. Comment lines (`: keep-alive`) are dropped; `data` lines are joined with new lines.
 */
export function parseEventStream(text: string): { messages: StreamMessage[]; rest: string } {
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages = blocks.flatMap((block): StreamMessage[] => {
    const fields = block
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith(':'))
      .map((line) => {
        const [name = '', ...value] = line.split(':');
        return [name, value.join(':').replace(/^ /, '')] as const;
      });
    const last = (name: string) => fields.filter(([field]) => field === name).at(-1)?.[1];
    const data = fields.filter(([field]) => field === 'data').map(([, value]) => value);
    const event = last('event') ?? 'message';
    return data.length > 0 || event !== 'message' ? [{ id: last('id') ?? null, event, data: data.join('\n') }] : [];
  });
  return { messages, rest };
}

export type StreamStatus = 'connecting' | 'live' | 'offline';

export interface StreamHandlers {
  /** An order changed (each event once, even when a replay sends it again). */
  onEvent: (event: OrderLiveEvent) => void;
  /** The stream is open again after a drop, or the server could not replay what was missed: fetch the lists. */
  onCatchUp: () => void;
  onStatus: (status: StreamStatus) => void;
}

/** Opens the stream from an event id; resolves with its body once the server has answered with a stream. */
export type StreamOpener = (lastEventId: string | null, signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;

/** The server writes a comment every 15 s; a line silent for this long is dead, even if the socket says nothing. */
export const SILENCE_LIMIT_MS = 40_000;
/** Waits between attempts: short at first (a blip), never long (an order must not wait). */
export const RETRY_DELAYS_MS = [1_000, 2_000, 3_000, 5_000] as const;

/** A stream through the page's API client (its base URL, token and 401 rule), as a fetch that keeps reading. */
export function apiStreamAt(path: string): StreamOpener {
  return async (lastEventId, signal) => {
    const { contentType, body } = await apiStream({
      path,
      signal,
      headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
      failureMessage: 'Live updates are unavailable',
    });
    if (!contentType.includes('text/event-stream') || !body) {
      throw new ApiError('Live updates are unavailable', { status: 200, errors: null, body: null });
    }
    return body;
  };
}

/** The merchant's own orders' stream. */
export const openApiStream: StreamOpener = apiStreamAt(ORDER_EVENTS_PATH);

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** A status that no retry can cure: the session is over (the 401 rule signs out) or the account may not listen. */
const isFinal = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);
/** Too many open streams for this merchant (another tab, another phone): wait as the server asks. */
const TOO_MANY_WAIT_MS = 60_000;

/**
 * Keeps the stream open until the returned function is called: reads its events, and after a drop waits a little
 * and opens it again from the last event seen (at once when the browser says it is back online).
 */
export function connectOrderStream(handlers: StreamHandlers, open: StreamOpener = openApiStream): () => void {
  const stopped = new AbortController();
  const seen = new Set<number>();
  let lastEventId: string | null = null;

  const deliver = (message: StreamMessage) => {
    if (message.event === 'stream.reset') {
      handlers.onCatchUp();
      return;
    }
    if (!message.event.startsWith('order.')) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.data);
    } catch {
      return;
    }
    const result = v.safeParse(orderLiveEventModel, parsed);
    if (!result.success) return;
    if (message.id) lastEventId = message.id;
    // Delivery is at least once: a replay resends the last seconds.
    if (seen.has(result.output.id)) return;
    seen.add(result.output.id);
    if (seen.size > 2_000) seen.delete(seen.values().next().value as number);
    handlers.onEvent(result.output);
  };

  const readOnce = async (attempt: AbortController, dropped: boolean) => {
    const body = await open(lastEventId, attempt.signal);
    handlers.onStatus('live');
    if (dropped) handlers.onCatchUp();
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => attempt.abort(), SILENCE_LIMIT_MS);
    };
    attempt.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
    // When the device says it lost its network, the line is dead now, though the socket may not say so for a while.
    const onOffline = () => attempt.abort();
    globalThis.addEventListener?.('offline', onOffline);
    try {
      watch();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        watch();
        const { messages, rest } = parseEventStream(buffer + decoder.decode(value, { stream: true }));
        buffer = rest;
        for (const message of messages) deliver(message);
      }
    } finally {
      clearTimeout(watchdog);
      globalThis.removeEventListener?.('offline', onOffline);
    }
  };

  const run = async () => {
    let failures = 0;
    let dropped = false;
    handlers.onStatus('connecting');
    while (!stopped.signal.aborted) {
      const attempt = new AbortController();
      const stop = () => attempt.abort();
      stopped.signal.addEventListener('abort', stop, { once: true });
      let wait: number = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? 5_000;
      try {
        await readOnce(attempt, dropped);
        failures = 0;
        wait = RETRY_DELAYS_MS[0];
      } catch (error) {
        if (isFinal(error)) {
          handlers.onStatus('offline');
          return;
        }
        if (error instanceof ApiError && error.status === 429) wait = TOO_MANY_WAIT_MS;
        failures += 1;
      } finally {
        stopped.signal.removeEventListener('abort', stop);
      }
      if (stopped.signal.aborted) return;
      dropped = true;
      handlers.onStatus('offline');
      const back = new AbortController();
      const onOnline = () => back.abort();
      const onStop = () => back.abort();
      globalThis.addEventListener?.('online', onOnline);
      stopped.signal.addEventListener('abort', onStop, { once: true });
      await sleep(wait, back.signal);
      globalThis.removeEventListener?.('online', onOnline);
      stopped.signal.removeEventListener('abort', onStop);
    }
  };

  void run();
  return () => stopped.abort();
}
