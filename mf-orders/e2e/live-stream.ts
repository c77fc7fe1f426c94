// The merchant's live stream for this remote's browser tests: the mock API answers JSON only, so a test serves
// `GET /api/merchant/orders/events` itself, as the API does: `text/event-stream`, each event with its id. Each
// answer is held until the test sends an event (or a few seconds pass) and then ends, so the page reconnects with
// `Last-Event-ID` as it does after any drop; `cut()` makes the stream fail (a dead network) until `restore()`.
import type { OrderLiveEvent } from '@oja/shared/contract';
import type { Page, Route } from '@playwright/test';

export interface LiveStream {
  send(event: Omit<OrderLiveEvent, 'id' | 'at' | 'merchant_id'>): void;
  cut(): void;
  restore(): void;
  /** The Last-Event-ID of each connection the page opened. */
  lastEventIds: (string | null)[];
}

const HOLD_MS = 4_000;

export async function serveLiveStream(page: Page, path = '/api/merchant/orders/events'): Promise<LiveStream> {
  let nextId = 1;
  let down = false;
  const pending: OrderLiveEvent[] = [];
  let wake: (() => void) | null = null;
  const lastEventIds: (string | null)[] = [];

  const answer = async (route: Route) => {
    if (down) return route.abort('internetdisconnected');
    lastEventIds.push(route.request().headers()['last-event-id'] ?? null);
    if (pending.length === 0) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, HOLD_MS);
      });
      wake = null;
    }
    if (down) return route.abort('internetdisconnected');
    const events = pending.splice(0);
    const body = `: connected\n\n${events.map((event) => `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`).join('')}`;
    return route
      .fulfill({ status: 200, headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' }, body })
      .catch(() => undefined);
  };
  await page.route(`**${path}`, answer);

  return {
    send: (event) => {
      pending.push({ ...event, id: nextId++, merchant_id: 1, at: new Date().toISOString() });
      wake?.();
    },
    cut: () => {
      down = true;
      wake?.();
    },
    restore: () => {
      down = false;
    },
    lastEventIds,
  };
}

/** A customer places an order (the mock's stand-in for the customer app) and the stream announces it. */
export async function placeLiveOrder(
  mockApi: { request(route: 'POST /__mock/orders'): Promise<{ body: unknown }> },
  stream: LiveStream,
) {
  const { order } = (
    (await mockApi.request('POST /__mock/orders')).body as {
      data: { order: { id: number; number: string } };
    }
  ).data;
  stream.send({ type: 'order.placed', order_id: order.id, number: order.number, status: 'placed', action: 'placed' });
  return order;
}
