// POST /api/app/orders: the server prices the order from the menu and the distance (the client's figures are never
// read), keeps the figures on the order, refuses each bad order on its field, and makes one order per
// Idempotency-Key whatever the retries.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import type { Order } from '@oja/shared/contract';
import { formatKobo } from '@oja/shared/format';
import { ORDER_MESSAGES } from '@oja/shared/validation';
import { count, eq } from 'drizzle-orm';
import { orderEvents, orders } from '../../../src/db/schema';
import { IDEMPOTENCY_KEY_REUSED, PLACEMENT_REFUSALS } from '../../../src/modules/orders/placement';
import { createActors } from '../../support/actors';
import { createTestApp, RELAXED_LIMITS } from '../../support/app';
import { readable } from '../../support/mail';
import { callJson, createShop, NEAR_POINT, orderBody, ordersWorld, place, placed } from '../../support/orders';

const { t, actors, shop } = await ordersWorld();
after(() => t.close());

const customer = () => actors.customer.token;

describe('pricing an order', () => {
  it('computes every figure in kobo from the menu and the distance, and keeps them on the order', async () => {
    const body = orderBody(shop, {
      // Figures a client might send are not read.
      total_kobo: 1,
      subtotal_kobo: 1,
      delivery_fee_kobo: 0,
      items: [
        { product_id: shop.jollof, quantity: 2, note: 'Extra pepper', price: 1 },
        { product_id: shop.suya, quantity: 1, unit_price_kobo: 1 },
      ],
    });
    const res = await place(t, customer(), body);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const order = res.body.data.order;
    assert.equal(order.status, 'placed');
    assert.match(order.number, /^OJA-\d{6}$/);
    assert.deepEqual(
      order.items.map((line) => [
        line.name,
        line.unit_price_kobo,
        line.discount_percent,
        line.unit_discount_kobo,
        line.quantity,
        line.line_total_kobo,
        line.note,
      ]),
      [
        ['Jollof Rice', 250_000, 0, 0, 2, 500_000, 'Extra pepper'],
        // N1,999.99 less 15% (N300.00, rounded half up to the kobo).
        ['Beef Suya', 199_999, 15, 30_000, 1, 169_999, null],
      ],
    );
    // About 3.3 km: N600 for the first 2 km and N150 for each of the 2 started kilometres after.
    assert.ok(order.distance_m > 3_000 && order.distance_m < 4_000, `${order.distance_m} m`);
    assert.equal(order.delivery_fee_kobo, 90_000);
    assert.equal(order.subtotal_kobo, 699_999);
    assert.equal(order.discount_kobo, 30_000);
    assert.equal(order.total_kobo, 699_999 - 30_000 + 90_000);
    assert.deepEqual(order.payment, { method: 'cash', status: 'pending', reference: null, authorization_url: null });
    assert.equal(order.customer.name, actors.customer.user.name);
    assert.deepEqual(
      order.timeline?.map((row) => [row.action, row.from_status, row.to_status, row.actor.role]),
      [['placed', null, 'placed', 'customer']],
    );
  });

  it('keeps the price it was placed at when the menu changes later', async () => {
    const order = await placed(t, customer(), orderBody(shop, { items: [{ product_id: shop.jollof, quantity: 1 }] }));
    await t.repos.menu.updateProduct(shop.merchantId, shop.jollof, {
      categoryId: shop.categoryId,
      name: 'Jollof Rice (large)',
      price: '4000.00',
      discount: 0,
      status: 'in_stock',
      description: null,
      imageKey: null,
    });
    t.app.context.caches.menus.clear();
    const again = await callJson<{ order: Order }>(t, 'GET', `/api/app/orders/${order.id}`, customer());
    assert.equal(again.body.data.order.items[0]?.name, 'Jollof Rice');
    assert.equal(again.body.data.order.items[0]?.unit_price_kobo, 250_000);
    const next = await placed(t, customer(), orderBody(shop, { items: [{ product_id: shop.jollof, quantity: 1 }] }));
    assert.equal(next.items[0]?.unit_price_kobo, 400_000);
  });

  it('charges a card through the sandbox, which confirms at once', async () => {
    const order = await placed(t, customer(), orderBody(shop, { payment_method: 'card' }));
    assert.equal(order.status, 'placed');
    assert.equal(order.payment.status, 'paid');
    assert.match(order.payment.reference ?? '', /^oja-/);
  });

  it('mails the customer its confirmation with the lines and the total', async () => {
    const before = (await t.outbox()).length;
    const order = await placed(t, customer(), orderBody(shop));
    const mails = (await t.outbox()).slice(before);
    const mail = mails.find(
      (one) => one.content.includes(order.number) && one.content.includes(`To: ${actors.customer.user.email}`),
    );
    assert.ok(mail, 'a mail to the customer names the order');
    assert.match(mail.content, new RegExp(`^To: ${actors.customer.user.email}$`, 'm'));
    const text = readable(mail.content);
    assert.ok(text.includes(`Total: ${formatKobo(order.total_kobo)}`), text);
    assert.ok(text.includes(`Delivery: ${formatKobo(order.delivery_fee_kobo)}`));
    assert.ok(text.includes('1 x Beef Suya'));
    // The merchant is told, with what to prepare and the time it has to answer.
    const notice = mails.find((one) => one.content.includes(`To: ${actors.approvedMerchant.merchant?.businessEmail}`));
    assert.ok(notice, 'the merchant is mailed');
    const noticeText = readable(notice.content);
    assert.match(noticeText, new RegExp(`New order ${order.number}`));
    assert.match(noticeText, /2 x Jollof Rice/);
    assert.match(noticeText, /within 10 minutes/);
  });
});

describe('refusing an order, on the field concerned', () => {
  const refusal = async (body: Record<string, unknown>) => {
    const res = await place(t, customer(), body);
    assert.equal(res.status, 422, JSON.stringify(res.body));
    return res.body.errors ?? {};
  };

  it("refuses another merchant's item, an item out of stock and one not available yet, each on its line", async () => {
    const other = await createShop(t, actors.otherMerchant.merchant);
    const errors = await refusal(
      orderBody(shop, {
        items: [
          { product_id: shop.jollof, quantity: 1 },
          { product_id: other.jollof, quantity: 1 },
          { product_id: shop.outOfStock, quantity: 1 },
          { product_id: shop.comingSoon, quantity: 1 },
          { product_id: 999_999, quantity: 1 },
        ],
      }),
    );
    const name = actors.approvedMerchant.merchant?.businessName ?? '';
    assert.deepEqual(errors, {
      'items.1.product_id': [PLACEMENT_REFUSALS.notOnMenu(name)],
      'items.2.product_id': [PLACEMENT_REFUSALS.outOfStock('Moi Moi')],
      'items.3.product_id': [PLACEMENT_REFUSALS.notYet('Chapman')],
      'items.4.product_id': [PLACEMENT_REFUSALS.notOnMenu(name)],
    });
  });

  it('refuses a merchant that is not approved, paused or closed', async () => {
    for (const actor of [actors.pendingMerchant, actors.rejectedMerchant, actors.suspendedMerchant]) {
      const errors = await refusal(orderBody(shop, { merchant_id: actor.merchant?.id }));
      assert.deepEqual(errors, { merchant_id: [PLACEMENT_REFUSALS.notOnOja] });
    }
    assert.deepEqual(await refusal(orderBody(shop, { merchant_id: 2_000_000 })), {
      merchant_id: [PLACEMENT_REFUSALS.notOnOja],
    });
    const name = actors.approvedMerchant.merchant?.businessName ?? '';
    await t.repos.store.setAcceptingOrders(shop.merchantId, false, new Date());
    assert.deepEqual(await refusal(orderBody(shop)), { merchant_id: [PLACEMENT_REFUSALS.paused(name)] });
    await t.repos.store.setAcceptingOrders(shop.merchantId, true, new Date());
    // Closed every day but today's Lagos weekday after... closed all week: no opening to name.
    await t.repos.store.replaceHours(
      shop.merchantId,
      Array.from({ length: 7 }, () => ({ closed: true, opensAt: 0, closesAt: 1440 })),
    );
    assert.deepEqual(await refusal(orderBody(shop)), { merchant_id: [PLACEMENT_REFUSALS.closed(name, null)] });
    await t.repos.store.replaceHours(
      shop.merchantId,
      Array.from({ length: 7 }, () => ({ closed: false, opensAt: 0, closesAt: 1440 })),
    );
    assert.equal((await place(t, customer(), orderBody(shop))).status, 201);
  });

  it('refuses a merchant with no place on the map, and an address beyond the delivery limit', async () => {
    const name = actors.approvedMerchant.merchant?.businessName ?? '';
    const far = await refusal(
      orderBody(shop, { delivery: { address: '3 Bodija Market Road, Ibadan', latitude: 7.4352, longitude: 3.9133 } }),
    );
    assert.match(far['delivery.address']?.[0] ?? '', /delivers within 20 km; this address is \d+\.\d km away\./);
    await t.repos.merchants.update(shop.merchantId, { latitude: null, longitude: null }, new Date());
    assert.deepEqual(await refusal(orderBody(shop)), { merchant_id: [PLACEMENT_REFUSALS.noLocation(name)] });
    await t.repos.merchants.update(shop.merchantId, { latitude: 6.4474, longitude: 3.472 }, new Date());
  });

  it('refuses quantities outside 1-50, more than 50 lines, no line, and a bad payment method or point', async () => {
    const line = (quantity: unknown) => ({ product_id: shop.jollof, quantity });
    for (const quantity of [0, 51, 1.5, -1, 'two', null]) {
      assert.deepEqual(await refusal(orderBody(shop, { items: [line(quantity)] })), {
        'items.0.quantity': [ORDER_MESSAGES.quantity],
      });
    }
    assert.deepEqual(await refusal(orderBody(shop, { items: Array.from({ length: 51 }, () => line(1)) })), {
      items: [ORDER_MESSAGES.itemsTooMany],
    });
    assert.deepEqual(await refusal(orderBody(shop, { items: [] })), { items: [ORDER_MESSAGES.itemsRequired] });
    assert.deepEqual(await refusal(orderBody(shop, { payment_method: 'wallet' })), {
      payment_method: [ORDER_MESSAGES.paymentMethod],
    });
    assert.deepEqual(
      await refusal(orderBody(shop, { delivery: { address: 'Lekki', latitude: 95, longitude: NEAR_POINT.longitude } })),
      { 'delivery.address': [ORDER_MESSAGES.addressMin], 'delivery.latitude': [ORDER_MESSAGES.latitude] },
    );
    // 50 lines is the most, and it is fine.
    assert.equal(
      (await place(t, customer(), orderBody(shop, { items: Array.from({ length: 50 }, () => line(50)) }))).status,
      201,
    );
  });
});

describe('one order per Idempotency-Key', () => {
  const ordersOf = async (customerId: number) =>
    (await t.database.db.select({ value: count() }).from(orders).where(eq(orders.customerId, customerId)))[0]?.value;

  it('answers the same order for the same key, without a second order, event or mail', async () => {
    const key = randomUUID();
    const body = orderBody(shop);
    const first = await place(t, customer(), body, key);
    assert.equal(first.status, 201);
    const mailsAfterFirst = (await t.outbox()).length;
    const ordersBefore = await ordersOf(actors.customer.user.id);
    const again = await place(t, customer(), body, key);
    assert.equal(again.status, 201);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(again.body.data.order.id, first.body.data.order.id);
    assert.equal(await ordersOf(actors.customer.user.id), ordersBefore);
    const events = await t.database.db
      .select({ value: count() })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, first.body.data.order.id));
    assert.equal(events[0]?.value, 1);
    assert.equal((await t.outbox()).length, mailsAfterFirst);
  });

  it('refuses the same key with another order (422), and keys are per customer', async () => {
    const key = randomUUID();
    assert.equal((await place(t, customer(), orderBody(shop), key)).status, 201);
    const other = await place(t, customer(), orderBody(shop, { note: 'Leave it at the gate' }), key);
    assert.equal(other.status, 422);
    assert.deepEqual(other.body.errors, { 'Idempotency-Key': [IDEMPOTENCY_KEY_REUSED] });
    const second = await t.repos.users.create({
      name: 'Second Customer',
      email: `second.${randomUUID().slice(0, 8)}@test.oja`,
      passwordHash: 'x',
      userType: 'customer',
    });
    const { issueTestToken } = await import('../../support/actors');
    const token = await issueTestToken(t.repos, second.id);
    assert.equal((await place(t, token, orderBody(shop), key)).status, 201);
  });

  it('makes one order of five placements sent at once with one key', async () => {
    const key = randomUUID();
    const before = await ordersOf(actors.customer.user.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(t, customer(), orderBody(shop), key)));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [201, 201, 201, 201, 201],
    );
    assert.equal(new Set(answers.map((answer) => answer.body.data.order.id)).size, 1);
    assert.equal(await ordersOf(actors.customer.user.id), (before ?? 0) + 1);
  });

  it('refuses a placement without a key, or with a malformed one (400)', async () => {
    const none = await callJson(t, 'POST', '/api/app/orders', customer(), orderBody(shop));
    assert.equal(none.status, 400);
    assert.equal(none.body.message, ORDER_MESSAGES.idempotencyKey);
    for (const key of ['short', 'has spaces in it', 'x'.repeat(129), 'semi;colon-key']) {
      assert.equal((await place(t, customer(), orderBody(shop), key)).status, 400, key);
    }
  });
});

describe('the placement limit', () => {
  it('refuses a customer past its new orders in the window (429), but never a retry', async () => {
    const limited = await createTestApp({
      rateLimits: { ...RELAXED_LIMITS, orderPlacements: { perAccount: { max: 2, windowMs: 60_000 } } },
    });
    try {
      const people = await createActors(limited.repos);
      const own = await createShop(limited, people.approvedMerchant.merchant);
      const key = randomUUID();
      assert.equal((await place(limited, people.customer.token, orderBody(own), key)).status, 201);
      assert.equal((await place(limited, people.customer.token, orderBody(own))).status, 201);
      const third = await place(limited, people.customer.token, orderBody(own));
      assert.equal(third.status, 429);
      assert.ok(Number(third.headers['retry-after']) > 0);
      // The first order's retry is still answered.
      assert.equal((await place(limited, people.customer.token, orderBody(own), key)).status, 201);
      // Another customer has its own allowance.
      const rider = await place(limited, people.rider.token, orderBody(own));
      assert.equal(rider.status, 403);
    } finally {
      await limited.close();
    }
  });
});
