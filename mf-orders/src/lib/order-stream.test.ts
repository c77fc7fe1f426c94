/**
 * @jest-environment node
 */
// The stream's reading and reconnecting, with a stand-in for the server: events arrive in pieces, a replay after a
// drop resends what was seen, the last id goes back as Last-Event-ID, and a dead session stops the retries.
import { ApiError } from '@oja/shared/api';
import type { OrderLiveEvent } from '@oja/shared/contract';
import { connectOrderStream, parseEventStream, type StreamOpener, type StreamStatus } from './order-stream';

const event = (id: number, type: OrderLiveEvent['type'] = 'order.placed'): OrderLiveEvent => ({
  id,
  type,
  order_id: 100 + id,
  number: `OJA-${String(100 + id).padStart(6, '0')}`,
  merchant_id: 1,
  status: 'placed',
  action: 'placed',
  at: '2026-11-26T12:00:00.000Z',
});
const wire = (e: OrderLiveEvent) => `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`;

/** A body that sends `chunks` and then ends (the connection drops). */
function body(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 2_000 && !check(); i += 1) await new Promise((resolve) => setImmediate(resolve));
  expect(check()).toBe(true);
};

describe('parseEventStream', () => {
  it('splits complete events from a piece still arriving, and drops comments', () => {
    const { messages, rest } = parseEventStream(`: keep-alive\n\n${wire(event(1))}id: 2\nevent: order.upd`);
    expect(messages).toEqual([{ id: '1', event: 'order.placed', data: JSON.stringify(event(1)) }]);
    expect(rest).toBe('id: 2\nevent: order.upd');
  });

  it('reads CRLF lines and joins data lines', () => {
    const { messages } = parseEventStream('event: x\r\ndata: a\r\ndata: b\r\n\r\n');
    expect(messages).toEqual([{ id: null, event: 'x', data: 'a\nb' }]);
  });
});

describe('connectOrderStream', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('delivers each event once, reconnects from the last id and asks the page to catch up', async () => {
    const asked: (string | null)[] = [];
    const answers = [
      () => body(wire(event(1)).slice(0, 20), wire(event(1)).slice(20), wire(event(2))),
      // The replay after the drop resends event 2 (at least once), then a new one.
      () => body(wire(event(2)), wire(event(3))),
      () => new Promise<never>(() => undefined),
    ];
    const open: StreamOpener = async (lastEventId) => {
      asked.push(lastEventId);
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next();
    };
    const received: number[] = [];
    const statuses: StreamStatus[] = [];
    let catchUps = 0;
    const close = connectOrderStream(
      { onEvent: (e) => received.push(e.id), onCatchUp: () => (catchUps += 1), onStatus: (s) => statuses.push(s) },
      open,
    );
    await until(() => received.length === 2);
    expect(statuses).toContain('offline');
    await jest.advanceTimersByTimeAsync(1_000);
    await until(() => received.length === 3);
    expect(received).toEqual([1, 2, 3]);
    await jest.advanceTimersByTimeAsync(1_000);
    await until(() => asked.length === 3);
    expect(asked).toEqual([null, '2', '3']);
    // One reconnection has opened (the third attempt is still waiting for its answer).
    expect(catchUps).toBe(1);
    close();
  });

  it('asks the page to reload its lists when the server cannot replay', async () => {
    let catchUps = 0;
    const close = connectOrderStream(
      { onEvent: () => undefined, onCatchUp: () => (catchUps += 1), onStatus: () => undefined },
      async () => body('event: stream.reset\ndata: {}\n\n'),
    );
    await until(() => catchUps === 1);
    close();
  });

  it('stops trying when the session is over', async () => {
    let opened = 0;
    const statuses: StreamStatus[] = [];
    connectOrderStream(
      { onEvent: () => undefined, onCatchUp: () => undefined, onStatus: (s) => statuses.push(s) },
      async () => {
        opened += 1;
        throw new ApiError('Please log in to continue', { status: 401, errors: null, body: null });
      },
    );
    await until(() => statuses.includes('offline'));
    await jest.advanceTimersByTimeAsync(30_000);
    expect(opened).toBe(1);
  });
});
