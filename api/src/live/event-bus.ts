// How an order's change reaches the streams of every instance (docs/product/orders.md, "Live"). One process: in
// memory. Several instances: Redis pub/sub on one channel, which every instance subscribes to with a connection of
// its own; the publisher hears its own events through the same channel, so every instance delivers in one order.
// The timeline table is the record: a stream that missed something (a reconnecting client, a subscription that
// dropped) replays it from the database, so a lost message costs a replay, never an event.
import type { OrderLiveEvent } from '@oja/shared/contract';
import type { Redis } from 'ioredis';

export interface EventBusListener {
  event(event: OrderLiveEvent): void;
  /** Events may have been missed (the subscription dropped and came back): replay from the record. */
  gap(): void;
}

export interface OrderEventBus {
  readonly kind: 'memory' | 'redis';
  /** Sends the event to every instance's streams; a failure is reported, never thrown at the caller's request. */
  publish(event: OrderLiveEvent): Promise<void>;
  subscribe(listener: EventBusListener): () => void;
  close(): Promise<void>;
}

export function memoryEventBus(): OrderEventBus {
  const listeners = new Set<EventBusListener>();
  return {
    kind: 'memory',
    async publish(event) {
      for (const listener of listeners) listener.event(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

export const ORDER_EVENTS_CHANNEL = 'oja:order-events';

function parse(message: string): OrderLiveEvent | null {
  try {
    const value = JSON.parse(message) as Partial<OrderLiveEvent>;
    return typeof value.id === 'number' && typeof value.merchant_id === 'number' && typeof value.type === 'string'
      ? (value as OrderLiveEvent)
      : null;
  } catch {
    return null;
  }
}

/**
 * `publisher` is the instance's shared connection; the subscription needs one of its own (a subscribed Redis
 * connection can do nothing else), made from it with `duplicate()` on the first subscriber.
 */
export function redisEventBus(
  publisher: Redis,
  onError: (error: unknown, what: string) => void,
  channel = ORDER_EVENTS_CHANNEL,
): OrderEventBus {
  const listeners = new Set<EventBusListener>();
  let subscriber: Redis | null = null;
  let everReady = false;

  function connect(): void {
    const connection = publisher.duplicate({ lazyConnect: false, maxRetriesPerRequest: null });
    subscriber = connection;
    connection.on('error', (error: unknown) => onError(error, 'order events subscription'));
    connection.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      const event = parse(message);
      if (event === null) return;
      for (const listener of listeners) listener.event(event);
    });
    // ioredis subscribes again by itself after a reconnection; what was published meanwhile is gone.
    connection.on('ready', () => {
      if (everReady) for (const listener of listeners) listener.gap();
      everReady = true;
    });
    connection.subscribe(channel).catch((error: unknown) => onError(error, 'order events subscribe'));
  }

  return {
    kind: 'redis',
    async publish(event) {
      try {
        await publisher.publish(channel, JSON.stringify(event));
      } catch (error) {
        onError(error, 'order events publish');
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      if (subscriber === null) connect();
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      const connection = subscriber;
      subscriber = null;
      if (connection !== null) await connection.quit().catch(() => connection.disconnect());
    },
  };
}
