// Card payments through Paystack (a fake of its API here): a card order awaits its payment, hidden from the merchant,
// until Paystack's signed notice places it; a notice that is not signed is refused; an order whose payment never
// comes is cancelled; a paid order that does not happen is refunded.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Order } from '@oja/shared/contract';
import { eq } from 'drizzle-orm';
import { orders } from '../../../src/db/schema';
import { SYSTEM_REASONS } from '../../../src/modules/orders/lifecycle';
import { ordersService } from '../../../src/modules/orders/service';
import { createProviders } from '../../../src/providers/index';
import { paystackPaymentProvider, paystackSignature } from '../../../src/providers/payments/paystack';
import { type Actors, createActors } from '../../support/actors';
import { createTestApp, type TestApp } from '../../support/app';
import { callJson, createShop, move, orderBody, place, type Shop } from '../../support/orders';

const SECRET = 'sk_test_0123456789abcdef';

let t: TestApp;
let actors: Actors;
let shop: Shop;
const calls: { url: string; body: Record<string, unknown> }[] = [];
let paystackDown = false;

async function fakePaystack(url: string, init?: RequestInit): Promise<Response> {
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  calls.push({ url, body });
  if (paystackDown) throw new TypeError('fetch failed');
  if (url.endsWith('/transaction/initialize')) {
    return Response.json({
      status: true,
      data: { authorization_url: `https://checkout.paystack.com/${String(body.reference)}`, reference: body.reference },
    });
  }
  if (url.endsWith('/refund')) return Response.json({ status: true, data: { status: 'pending' } });
  return Response.json({ status: false }, { status: 404 });
}

before(async () => {
  t = await createTestApp({
    orders: { sweepEveryMs: 0 },
    providers: {
      ...createProviders(),
      payments: paystackPaymentProvider({ secretKey: SECRET, baseUrl: 'https://paystack.test', fetch: fakePaystack }),
    },
  });
  actors = await createActors(t.repos);
  shop = await createShop(t, actors.approvedMerchant.merchant);
});
after(() => t.close());

async function notify(payload: unknown, signature?: string) {
  const raw = Buffer.from(JSON.stringify(payload));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? { 'x-paystack-signature': paystackSignature(SECRET, raw) }
        : { 'x-paystack-signature': signature }),
    },
    payload: raw,
  });
  return res;
}

const chargeSuccess = (order: Order, amount = order.total_kobo) => ({
  event: 'charge.success',
  data: { reference: order.payment.reference, amount, status: 'success', currency: 'NGN' },
});

async function cardOrder(): Promise<Order> {
  const res = await place(t, actors.customer.token, orderBody(shop, { payment_method: 'card' }));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data.order;
}

const statusOf = async (order: Order) =>
  (await callJson<{ order: Order }>(t, 'GET', `/api/admin/orders/${order.id}`, actors.admin.token)).body.data.order;

describe('a card order with Paystack', () => {
  it('awaits its payment at Paystack\u2019s checkout, hidden from the merchant', async () => {
    const order = await cardOrder();
    assert.equal(order.status, 'awaiting_payment');
    assert.equal(order.payment.status, 'pending');
    assert.equal(order.payment.authorization_url, `https://checkout.paystack.com/${order.payment.reference}`);
    const initialize = calls.find((call) => call.body.reference === order.payment.reference);
    assert.deepEqual(initialize?.body, {
      email: actors.customer.user.email,
      amount: order.total_kobo,
      currency: 'NGN',
      reference: order.payment.reference,
    });
    assert.equal(
      (await callJson(t, 'GET', `/api/merchant/orders/${order.id}`, actors.approvedMerchant.token)).status,
      404,
    );
    const accept = await move(t, actors.approvedMerchant.token, `/api/merchant/orders/${order.id}/accept`, {
      prep_minutes: 10,
    });
    assert.equal(accept.status, 404);
  });

  it('is placed by Paystack\u2019s signed notice, once, for the right amount only', async () => {
    const order = await cardOrder();
    assert.equal((await notify(chargeSuccess(order), 'f'.repeat(128))).statusCode, 401);
    assert.equal((await notify(chargeSuccess(order), 'not-hex')).statusCode, 401);
    assert.equal((await notify(chargeSuccess(order, order.total_kobo - 1))).statusCode, 200);
    assert.equal((await statusOf(order)).status, 'awaiting_payment');
    const res = await notify(chargeSuccess(order));
    assert.equal(res.statusCode, 200);
    const paid = await statusOf(order);
    assert.equal(paid.status, 'placed');
    assert.equal(paid.payment.status, 'paid');
    assert.equal(paid.payment.authorization_url, null);
    assert.ok(paid.placed_at);
    // Paystack retries its notices: a second one changes nothing.
    assert.equal((await notify(chargeSuccess(order))).statusCode, 200);
    assert.deepEqual(
      (await statusOf(order)).timeline?.map((row) => [row.action, row.to_status, row.actor.role]),
      [
        ['created', 'awaiting_payment', 'customer'],
        ['placed', 'placed', 'system'],
      ],
    );
    assert.equal(
      (await callJson(t, 'GET', `/api/merchant/orders/${order.id}`, actors.approvedMerchant.token)).status,
      200,
    );
    // Other events are acknowledged and ignored.
    assert.equal((await notify({ event: 'transfer.success', data: {} })).statusCode, 200);
  });

  it('is cancelled when its payment has not come within 30 minutes, and refunded if it comes after', async () => {
    const order = await cardOrder();
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(orders.id, order.id));
    assert.equal(await ordersService(t.app.context).sweep(), 1);
    const swept = await statusOf(order);
    assert.equal(swept.status, 'cancelled');
    assert.equal(swept.reason, SYSTEM_REASONS.unpaid(30));
    calls.length = 0;
    assert.equal((await notify(chargeSuccess(order))).statusCode, 200);
    assert.deepEqual(
      calls.map((call) => [call.url, call.body]),
      [['https://paystack.test/refund', { transaction: order.payment.reference, amount: order.total_kobo }]],
    );
    assert.equal((await statusOf(order)).status, 'cancelled');
  });

  it('refunds a paid order that the merchant rejects', async () => {
    const order = await cardOrder();
    await notify(chargeSuccess(order));
    calls.length = 0;
    const res = await move(t, actors.approvedMerchant.token, `/api/merchant/orders/${order.id}/reject`, {
      reason: 'Kitchen closed early',
    });
    assert.equal(res.status, 200);
    await t.app.backgroundTasks.drain();
    assert.deepEqual(
      calls.map((call) => call.url),
      ['https://paystack.test/refund'],
    );
    assert.equal((await statusOf(order)).payment.status, 'refunded');
  });

  it('answers 502 and makes no order when Paystack cannot be reached; the retry with the same key works', async () => {
    paystackDown = true;
    const key = 'retry-after-paystack-down';
    try {
      const res = await place(t, actors.customer.token, orderBody(shop, { payment_method: 'card' }), key);
      assert.equal(res.status, 502);
      assert.match(res.body.message, /could not be started/);
    } finally {
      paystackDown = false;
    }
    const again = await place(t, actors.customer.token, orderBody(shop, { payment_method: 'card' }), key);
    assert.equal(again.status, 201);
    assert.equal(again.headers['idempotent-replayed'], undefined);
  });
});

describe('the sandbox', () => {
  it('believes no notice at all', async () => {
    const sandbox = await createTestApp();
    try {
      const raw = Buffer.from(JSON.stringify({ event: 'charge.success', data: { reference: 'x', amount: 1 } }));
      const res = await sandbox.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/webhook',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(SECRET, raw) },
        payload: raw,
      });
      assert.equal(res.statusCode, 401);
    } finally {
      await sandbox.close();
    }
  });
});
