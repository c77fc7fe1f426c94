// The rider module: a rider's moves refused from the wrong status or on another's order (409 saying why, 404 where
// it may not see the order), at most two orders on hand, and what a rider sees: the orders waiting for a rider and
// its own, nothing else. The rider's part of an order's whole life: test/modules/orders/lifecycle.test.ts.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Order, Page } from '@oja/shared/contract';
import { CLAIM_REFUSALS, MOVES, refusalOf } from '../../../src/modules/orders/lifecycle';
import { advance, callJson, createRider, move, ordersWorld, orderUrl, refusedMove } from '../../support/orders';

const { t, actors, tokens, newOrder } = await ordersWorld({ orders: { sweepEveryMs: 0 } });
const secondRider = await createRider(t, 'Second Rider');
after(() => t.close());
const refused = (token: string, path: string, order: Order) => refusedMove(t, token, path, order);

describe('a rider\u2019s moves', () => {
  it('from the wrong status: 409, saying where the order stands', async () => {
    let order = await advance(t, await newOrder(), tokens, 'claimed');
    assert.equal(await refused(tokens.rider, 'rider/orders/:id/delivered', order), refusalOf(MOVES.deliver, 'ready'));
    assert.equal(await refused(tokens.rider, 'rider/orders/:id/claim', order), 'You have already claimed this order.');
    assert.equal(await refused(secondRider.token, 'rider/orders/:id/claim', order), CLAIM_REFUSALS.taken);
    order = await advance(t, order, tokens, 'delivered');
    assert.equal(
      await refused(tokens.rider, 'rider/orders/:id/picked-up', order),
      refusalOf(MOVES.pickUp, 'delivered'),
    );
    assert.equal(
      await refused(tokens.rider, 'rider/orders/:id/delivered', order),
      refusalOf(MOVES.deliver, 'delivered'),
    );
  });

  it('refuses claiming an order no rider may take yet (404) or any more (409)', async () => {
    const fresh = await newOrder();
    assert.equal((await move(t, tokens.rider, orderUrl(fresh, 'rider/orders/:id/claim'))).status, 404);
    const cancelled = await advance(t, await newOrder(), tokens, 'accepted');
    assert.equal(
      (await move(t, actors.admin.token, orderUrl(cancelled, 'admin/orders/:id/cancel'), { reason: 'Duplicate' }))
        .status,
      200,
    );
    assert.equal(await refused(tokens.rider, 'rider/orders/:id/claim', cancelled), CLAIM_REFUSALS.notWaiting);
  });

  it('lets a rider carry at most two orders at once', async () => {
    const first = await advance(t, await newOrder(), tokens, 'ready');
    const second = await advance(t, await newOrder(), tokens, 'ready');
    const third = await advance(t, await newOrder(), tokens, 'ready');
    for (const order of [first, second]) {
      assert.equal((await move(t, secondRider.token, orderUrl(order, 'rider/orders/:id/claim'))).status, 200);
    }
    assert.equal(await refused(secondRider.token, 'rider/orders/:id/claim', third), CLAIM_REFUSALS.busy(2));
    for (const step of ['picked-up', 'delivered']) {
      assert.equal((await move(t, secondRider.token, orderUrl(first, `rider/orders/:id/${step}`))).status, 200);
    }
    assert.equal((await move(t, secondRider.token, orderUrl(third, 'rider/orders/:id/claim'))).status, 200);
  });

  it('tells a rider to claim an order before picking it up', async () => {
    const order = await advance(t, await newOrder(), tokens, 'ready');
    const res = await move(t, tokens.rider, orderUrl(order, 'rider/orders/:id/picked-up'));
    assert.equal(res.status, 409);
    assert.match(res.body.message, /Claim this order/);
  });
});

describe('what a rider sees', () => {
  it('shows a rider the orders waiting for a rider and its own, nothing else', async () => {
    const otherRider = await createRider(t, 'Third Rider');
    const waiting = await advance(t, await newOrder(), tokens, 'accepted');
    const notYet = await newOrder();
    const others = await advance(t, await newOrder(), tokens, 'accepted');
    assert.equal((await move(t, otherRider.token, orderUrl(others, 'rider/orders/:id/claim'))).status, 200);
    const available = await callJson<Page<Order>>(t, 'GET', '/api/rider/orders/available?per_page=100', tokens.rider);
    const ids = available.body.data.data.map((row) => row.id);
    assert.ok(ids.includes(waiting.id));
    assert.ok(!ids.includes(notYet.id) && !ids.includes(others.id));
    assert.equal((await callJson(t, 'GET', orderUrl(waiting, 'rider/orders/:id'), tokens.rider)).status, 200);
    assert.equal((await callJson(t, 'GET', orderUrl(notYet, 'rider/orders/:id'), tokens.rider)).status, 404);
    assert.equal((await callJson(t, 'GET', orderUrl(others, 'rider/orders/:id'), tokens.rider)).status, 404);
    assert.equal((await move(t, tokens.rider, orderUrl(others, 'rider/orders/:id/picked-up'))).status, 404);
    assert.equal((await callJson(t, 'GET', orderUrl(others, 'rider/orders/:id'), otherRider.token)).status, 200);
    // Nearest pick-up first from where the rider is; a half position is refused.
    const near = await callJson<Page<Order>>(
      t,
      'GET',
      '/api/rider/orders/available?latitude=6.45&longitude=3.48&per_page=100',
      tokens.rider,
    );
    assert.equal(near.status, 200);
    assert.ok(near.body.data.data.some((row) => row.id === waiting.id));
    const half = await callJson(t, 'GET', '/api/rider/orders/available?latitude=6.45', tokens.rider);
    assert.equal(half.status, 422);
    const mine = await callJson<Page<Order>>(t, 'GET', '/api/rider/orders?per_page=100', otherRider.token);
    assert.ok(mine.body.data.data.every((row) => row.rider?.id === otherRider.id));
  });
});
