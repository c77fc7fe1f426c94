// The live order streams over a real socket: a merchant's stream gets its own orders' events and nobody else's, an
// admin's gets everyone's; a reconnection with Last-Event-ID gets what it missed; the bearer token travels in a
// header only; streams are counted per account; a stream ends when its session does.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Order, OrderLiveEvent } from '@oja/shared/contract';
import { EVENT_STREAM_ONLY, tooManyStreams } from '../../../src/http/event-stream';
import type { Actors } from '../../support/actors';
import { bearer, type TestApp } from '../../support/app';
import { advance, createShop, move, orderBody, ordersWorld, placed, type Shop } from '../../support/orders';
import { listen, type OpenedStream, openStream } from '../../support/streams';

const STREAMS_PER_ACCOUNT = 3;

let t: TestApp;
let actors: Actors;
let shop: Shop;
let other: Shop;
let base: string;
const opened: OpenedStream[] = [];

before(async () => {
  ({ t, actors, shop } = await ordersWorld({
    orders: { sweepEveryMs: 0, streamsPerAccount: STREAMS_PER_ACCOUNT },
    liveStreams: { heartbeatMs: 150, replayLimit: 20 },
  }));
  other = await createShop(t, actors.otherMerchant.merchant);
  base = await listen(t);
});
after(async () => {
  for (const stream of opened) stream.close();
  await t.close();
});

async function stream(path: string, token: string | null, headers?: Record<string, string>) {
  const opening = await openStream(`${base}${path}`, token, headers);
  opened.push(opening);
  return opening;
}
const merchantStream = (token = actors.approvedMerchant.token, headers?: Record<string, string>) =>
  stream('/api/merchant/orders/events', token, headers);

/** A merchant's stream that saw one order's placement, closed; and the stream that reconnects after some changes. */
async function reconnected(changes: (order: Order) => Promise<unknown>) {
  const first = await merchantStream();
  const order = await placed(t, actors.customer.token, orderBody(shop));
  const seen = await first.next(forOrder(order));
  first.close();
  await changes(order);
  const again = await merchantStream(actors.approvedMerchant.token, {
    accept: 'text/event-stream',
    'last-event-id': seen.id ?? '',
  });
  return { order, seen, again };
}
const tokens = () => ({ merchant: actors.approvedMerchant.token, rider: actors.rider.token });
const forOrder = (order: Order, type?: string) => (event: { event: string; json: () => unknown }) =>
  (event.json() as OrderLiveEvent).order_id === order.id && (type === undefined || event.event === type);

describe('a merchant\u2019s stream', () => {
  it('is a stream of Server-Sent Events, asked for with a bearer header', async () => {
    const live = await merchantStream();
    assert.equal(live.status, 200);
    assert.match(live.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.equal(live.headers.get('cache-control'), 'no-cache, no-transform');
    assert.equal(live.headers.get('x-accel-buffering'), 'no');
    live.close();
    const plain = await merchantStream(actors.approvedMerchant.token, { accept: 'application/json' });
    assert.equal(plain.status, 406);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/orders/events',
      headers: bearer(actors.approvedMerchant.token),
    });
    assert.equal(refused.json().message, EVENT_STREAM_ONLY);
    assert.equal((await merchantStream(actors.customer.token)).status, 403);
    assert.equal((await stream('/api/merchant/orders/events', null)).status, 401);
    // A token in the URL is not a way in.
    const inUrl = await stream(`/api/merchant/orders/events?token=${actors.approvedMerchant.token}`, null);
    assert.equal(inUrl.status, 401);
  });

  it('gets its own orders\u2019 events as they happen, and none of another merchant\u2019s', async () => {
    const live = await merchantStream();
    const order = await placed(t, actors.customer.token, orderBody(shop));
    const theirs = await placed(t, actors.customer.token, orderBody(other));
    const placedEvent = await live.next(forOrder(order));
    assert.equal(placedEvent.event, 'order.placed');
    const data = placedEvent.json<OrderLiveEvent>();
    assert.deepEqual(
      { type: data.type, number: data.number, merchant_id: data.merchant_id, status: data.status, action: data.action },
      { type: 'order.placed', number: order.number, merchant_id: shop.merchantId, status: 'placed', action: 'placed' },
    );
    assert.equal(placedEvent.id, String(data.id));
    await advance(t, order, tokens(), 'accepted');
    const accepted = await live.next(forOrder(order));
    assert.equal(accepted.event, 'order.updated');
    assert.equal(accepted.json<OrderLiveEvent>().status, 'accepted');
    await move(t, actors.admin.token, `/api/admin/orders/${order.id}/cancel`, { reason: 'Support request' });
    const cancelled = await live.next(forOrder(order));
    assert.equal(cancelled.event, 'order.cancelled');
    assert.ok(live.events.every((event) => event.json<OrderLiveEvent>().merchant_id === shop.merchantId));
    assert.ok(!live.events.some(forOrder(theirs)));
    live.close();
  });

  it('gets what it missed when it reconnects with Last-Event-ID, in order', async () => {
    // While the page was away: three changes.
    const { order, seen, again } = await reconnected((order) => advance(t, order, tokens(), 'claimed'));
    const missed: string[] = [];
    while (missed.length < 3) {
      const event = await again.next(forOrder(order));
      if (Number(event.id) > Number(seen.id)) missed.push(event.json<OrderLiveEvent>().action);
    }
    assert.deepEqual(missed, ['accepted', 'ready', 'claimed']);
    // And it goes on live after the replay.
    await move(t, actors.rider.token, `/api/rider/orders/${order.id}/picked-up`);
    assert.equal((await again.next(forOrder(order))).json<OrderLiveEvent>().action, 'picked_up');
    again.close();
  });

  it('is told to reload when it missed more than can be replayed', async () => {
    const { again } = await reconnected(async () => {
      for (let index = 0; index < 22; index += 1) await placed(t, actors.customer.token, orderBody(shop));
    });
    const reset = await again.next((event) => event.event === 'stream.reset');
    assert.deepEqual(reset.json(), { reason: 'too_many_missed_events' });
    again.close();
  });

  it('ends when its session ends', async () => {
    const token = await actors.freshToken('approvedMerchant');
    const live = await merchantStream(token);
    assert.equal(live.status, 200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    assert.equal(out.statusCode, 200);
    await live.ended;
  });
});

describe('an admin\u2019s stream', () => {
  it('gets every merchant\u2019s events', async () => {
    const live = await stream('/api/admin/orders/events', actors.admin.token);
    assert.equal(live.status, 200);
    const mine = await placed(t, actors.customer.token, orderBody(shop));
    const theirs = await placed(t, actors.customer.token, orderBody(other));
    await live.next(forOrder(mine, 'order.placed'));
    await live.next(forOrder(theirs, 'order.placed'));
    assert.equal((await stream('/api/admin/orders/events', actors.approvedMerchant.token)).status, 403);
    live.close();
  });
});

describe('the streams an account may hold open', () => {
  it('are counted per merchant: one past the limit is refused until another closes', async () => {
    const streams: OpenedStream[] = [];
    for (let index = 0; index < STREAMS_PER_ACCOUNT; index += 1) {
      const live = await merchantStream(await actors.freshToken('otherMerchant'));
      assert.equal(live.status, 200);
      streams.push(live);
    }
    const refused = await merchantStream(await actors.freshToken('otherMerchant'));
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get('retry-after'), '60');
    const text = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/orders/events',
      headers: { ...bearer(actors.otherMerchant.token), accept: 'text/event-stream' },
    });
    assert.equal(text.json().message, tooManyStreams(STREAMS_PER_ACCOUNT));
    // Another merchant is not affected.
    const elsewhere = await merchantStream();
    assert.equal(elsewhere.status, 200);
    elsewhere.close();
    streams[0]?.close();
    await streams[0]?.ended;
    // The slot comes back once the server has seen the stream go.
    let reopened: OpenedStream | null = null;
    for (let attempt = 0; attempt < 50 && reopened?.status !== 200; attempt += 1) {
      reopened = await merchantStream(await actors.freshToken('otherMerchant'));
      if (reopened.status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(reopened?.status, 200);
    for (const live of [...streams, reopened]) live?.close();
  });
});
