// The open order streams of this instance (Server-Sent Events, docs/product/orders.md, "Live"): a merchant's
// streams get its own orders' events, an admin's stream everyone's. Events come from the bus (event-bus.ts); a
// stream that reconnects with `Last-Event-ID`, or that may have missed something while the bus was down, gets it
// replayed from the orders' timeline first. Delivery is at least once: a client skips an id it has already seen.
import { PassThrough } from 'node:stream';
import type { OrderLiveEvent } from '@oja/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBusListener, OrderEventBus } from './event-bus';
import type { StreamSlot } from './stream-slots';

/** Whose events a stream gets: one merchant's, or (null) every order's. */
export interface StreamScope {
  merchantId: number | null;
}

export interface LiveStreamsOptions {
  /** A comment line this often keeps proxies and the idle-socket timeout from closing a quiet stream. */
  heartbeatMs: number;
  /** A client that reads slower than this much is written to is dropped (it reconnects and catches up). */
  maxBufferedBytes: number;
  /** At most this many missed events are replayed; past it the client is told to reload instead. */
  replayLimit: number;
}

export const DEFAULT_LIVE_STREAMS_OPTIONS: LiveStreamsOptions = {
  heartbeatMs: 15_000,
  maxBufferedBytes: 1024 * 1024,
  replayLimit: 500,
};

/** What the streams read from the record: the events of a scope after an id (null: more than `limit`). */
export type ReplaySource = (scope: StreamScope, afterId: number, limit: number) => Promise<OrderLiveEvent[] | null>;

export interface OpenStream {
  scope: StreamScope;
  /** The `Last-Event-ID` the client sent back (it had everything up to it), or null for a new stream. */
  lastEventId: number | null;
  /** Asked at every heartbeat: false ends the stream (the session ended, the merchant was suspended). */
  stillAllowed: () => Promise<boolean>;
  slot: StreamSlot;
}

/** The text of one event on the wire. */
export function formatEvent(event: OrderLiveEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** Ids already sent to one stream (enough to cover a replay window), so a replay never repeats what went out live. */
const RECENT_IDS = 512;

class LiveStream {
  readonly out = new PassThrough();
  private lastId: number;
  private pending: OrderLiveEvent[] | null = [];
  private readonly recent = new Set<number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    readonly request: OpenStream,
    private readonly owner: LiveStreams,
    private readonly options: LiveStreamsOptions,
  ) {
    this.lastId = request.lastEventId ?? 0;
  }

  get scope(): StreamScope {
    return this.request.scope;
  }

  private write(text: string): void {
    if (this.closed) return;
    if (this.out.writableLength > this.options.maxBufferedBytes) {
      this.close();
      return;
    }
    this.out.write(text);
  }

  private send(event: OrderLiveEvent): void {
    if (this.recent.has(event.id)) return;
    this.recent.add(event.id);
    if (this.recent.size > RECENT_IDS) {
      const oldest = this.recent.values().next();
      if (!oldest.done) this.recent.delete(oldest.value);
    }
    this.lastId = Math.max(this.lastId, event.id);
    this.write(formatEvent(event));
  }

  /** A live event: sent now, or held while a replay is under way (and sent after it). */
  push(event: OrderLiveEvent): void {
    if (this.pending !== null) this.pending.push(event);
    else this.send(event);
  }

  /** Replays what the record holds after the last id this stream knows, then sends what arrived meanwhile. */
  async catchUp(replay: ReplaySource, from: number | null): Promise<void> {
    this.pending ??= [];
    try {
      if (from !== null) {
        const missed = await replay(this.scope, from, this.options.replayLimit);
        if (missed === null) {
          this.write(`event: stream.reset\ndata: ${JSON.stringify({ reason: 'too_many_missed_events' })}\n\n`);
        } else {
          for (const event of missed) this.send(event);
        }
      }
    } finally {
      const held = this.pending ?? [];
      this.pending = null;
      for (const event of held) this.send(event);
    }
  }

  /** After the bus was down: anything after the last id sent may be missing. */
  resync(replay: ReplaySource): Promise<void> {
    return this.catchUp(replay, this.lastId);
  }

  start(log: FastifyBaseLogger): void {
    // The client reconnects after 3 s when the connection drops, and sends the last id back.
    this.write(': connected\nretry: 3000\n\n');
    const beat = () => {
      this.write(': heartbeat\n\n');
      Promise.all([this.request.slot.renew(), this.request.stillAllowed()])
        .then(([, allowed]) => {
          if (!allowed) this.close();
        })
        .catch((error: unknown) => log.warn({ err: error }, 'order stream: heartbeat check failed'));
    };
    // The first beat comes at a random point of the interval: streams opened together (a restart, a reconnecting
    // crowd) do not all check their sessions in the same instant afterwards.
    this.heartbeat = setTimeout(() => {
      beat();
      this.heartbeat = setInterval(beat, this.options.heartbeatMs);
      this.heartbeat.unref();
    }, Math.random() * this.options.heartbeatMs);
    this.heartbeat.unref();
    this.out.once('close', () => this.close());
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.heartbeat);
    clearInterval(this.heartbeat);
    this.owner.forget(this);
    void this.request.slot.release().catch(() => {});
    this.out.end();
    this.out.destroy();
  }
}

export class LiveStreams {
  private readonly byMerchant = new Map<number, Set<LiveStream>>();
  private readonly everything = new Set<LiveStream>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly bus: OrderEventBus,
    private readonly replay: ReplaySource,
    private readonly log: FastifyBaseLogger,
    private readonly options: LiveStreamsOptions = DEFAULT_LIVE_STREAMS_OPTIONS,
  ) {}

  /** Streams open on this instance. */
  get size(): number {
    let total = this.everything.size;
    for (const streams of this.byMerchant.values()) total += streams.size;
    return total;
  }

  private listen(): void {
    if (this.unsubscribe !== null) return;
    const listener: EventBusListener = {
      event: (event) => this.deliver(event),
      gap: () => {
        for (const stream of this.all()) {
          stream.resync(this.replay).catch((error: unknown) => {
            this.log.warn({ err: error }, 'order stream: replay after a gap failed');
            stream.close();
          });
        }
      },
    };
    this.unsubscribe = this.bus.subscribe(listener);
  }

  private *all(): Iterable<LiveStream> {
    yield* this.everything;
    for (const streams of this.byMerchant.values()) yield* streams;
  }

  private deliver(event: OrderLiveEvent): void {
    for (const stream of this.everything) stream.push(event);
    // A card order awaiting its payment is not the merchant's business yet.
    if (event.action === 'created') return;
    for (const stream of this.byMerchant.get(event.merchant_id) ?? []) stream.push(event);
  }

  /** Opens a stream: registered at once (nothing published from now on is missed), then the replay, then live. */
  async open(request: OpenStream): Promise<PassThrough> {
    this.listen();
    const stream = new LiveStream(request, this, this.options);
    const merchantId = request.scope.merchantId;
    if (merchantId === null) this.everything.add(stream);
    else this.byMerchant.set(merchantId, (this.byMerchant.get(merchantId) ?? new Set()).add(stream));
    stream.start(this.log);
    try {
      await stream.catchUp(this.replay, request.lastEventId);
    } catch (error) {
      stream.close();
      throw error;
    }
    return stream.out;
  }

  forget(stream: LiveStream): void {
    const merchantId = stream.scope.merchantId;
    if (merchantId === null) {
      this.everything.delete(stream);
      return;
    }
    const streams = this.byMerchant.get(merchantId);
    streams?.delete(stream);
    if (streams?.size === 0) this.byMerchant.delete(merchantId);
  }

  /** Ends every stream (the server is shutting down: clients reconnect to another instance). */
  closeAll(): void {
    for (const stream of [...this.all()]) stream.close();
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
