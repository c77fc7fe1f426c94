// The demo's orders are real data written through the orders service: eight weeks of the demo kitchen's history
// inside its Lagos hours, every order finished and every figure consistent; a merchant with no menu keeps none;
// the simulator places the demo customer's orders and plays the riders for what the merchant marks ready.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MerchantDashboard, Order, Page } from '@oja/shared/contract';
import { DEMO_ACCOUNTS } from '@oja/shared/demo';
import { and, count, eq, isNotNull, max, min, notInArray } from 'drizzle-orm';
import { orderEvents, orderReviews, orders } from '../../src/db/schema';
import { lagosMoment } from '../../src/modules/store/hours';
import { DEMO_KITCHEN_HOURS } from '../../src/seed/demo-data';
import { type SeedReport, seedDatabase } from '../../src/seed/index';
import { demoSimulator } from '../../src/seed/simulator';
import { createTestApp, type TestApp } from '../support/app';
import { callJson, move } from '../support/orders';

const silent = { info: () => undefined, warn: () => undefined };
const NOW = new Date();

let t: TestApp;
let report: SeedReport | null;
let kitchenId: number;

before(async () => {
  t = await createTestApp({ orders: { sweepEveryMs: 0 } });
  report = await seedDatabase({
    database: t.database,
    storage: t.storage,
    log: silent,
    admin: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    demo: true,
    orderHistory: { context: t.app.context, now: NOW, weeks: 8 },
  });
  kitchenId = (await t.repos.users.findByEmail(DEMO_ACCOUNTS.merchant.email))?.merchant?.id ?? 0;
});
after(() => t.close());

async function signIn(url: string, account: { email: string; password: string }): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url, payload: account });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.token;
}

describe('the seeded history', () => {
  it('holds eight weeks of the demo kitchen\u2019s orders, all finished, ending before now', async () => {
    const history = report?.demo?.orders;
    assert.ok(history && history.orders > 200 && history.orders < 600, JSON.stringify(history));
    assert.ok(history.delivered / history.orders > 0.8);
    assert.ok(history.reviews > 50);
    const [span] = await t.database.db
      .select({ first: min(orders.createdAt), last: max(orders.createdAt), count: count() })
      .from(orders);
    assert.equal(span?.count, history.orders);
    const weeks = (NOW.getTime() - (span?.first?.getTime() ?? 0)) / (7 * 86_400_000);
    assert.ok(weeks > 7.5 && weeks <= 8.2, `${weeks} weeks`);
    assert.ok((span?.last?.getTime() ?? 0) < NOW.getTime());
    const [unfinished] = await t.database.db
      .select({ value: count() })
      .from(orders)
      .where(notInArray(orders.status, ['delivered', 'rejected', 'cancelled']));
    assert.equal(unfinished?.value, 0);
  });

  it('has every order placed with the kitchen open, on its own menu, by its story\u2019s people', async () => {
    const rows = await t.database.db.select().from(orders);
    assert.ok(rows.every((row) => row.merchantId === kitchenId));
    for (const row of rows) {
      const moment = lagosMoment(row.createdAt);
      const day = DEMO_KITCHEN_HOURS[moment.weekday];
      assert.ok(day && moment.minute >= day.opensAt && moment.minute < day.closesAt, row.createdAt.toISOString());
    }
    // Each outcome appears, as a real kitchen's would.
    const outcomes = new Set(rows.map((row) => `${row.status}:${row.cancelledBy ?? ''}`));
    for (const outcome of ['delivered:', 'rejected:merchant', 'cancelled:customer', 'cancelled:system']) {
      assert.ok(outcomes.has(outcome), outcome);
    }
    // A delivered order's story: placed, accepted, ready, claimed, picked up, delivered.
    const delivered = rows.find((row) => row.status === 'delivered');
    const story = await t.database.db
      .select({ action: orderEvents.action })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, delivered?.id ?? 0))
      .orderBy(orderEvents.id);
    assert.deepEqual(
      story.map((row) => row.action),
      ['placed', 'accepted', 'ready', 'claimed', 'picked_up', 'delivered'],
    );
    const [reviewed] = await t.database.db
      .select({ value: count() })
      .from(orderReviews)
      .innerJoin(orders, eq(orders.id, orderReviews.orderId))
      .where(and(eq(orders.status, 'delivered'), isNotNull(orders.deliveredAt)));
    assert.equal(reviewed?.value, report?.demo?.orders?.reviews);
  });

  it('feeds the kitchen\u2019s dashboard, and leaves a merchant with no menu with no orders', async () => {
    const token = await signIn('/api/auth/login', DEMO_ACCOUNTS.merchant);
    const dashboard = await callJson<MerchantDashboard>(t, 'GET', '/api/merchant/dashboard', token);
    const figures = dashboard.body.data.orders;
    assert.equal(figures?.orders, report?.demo?.orders?.orders);
    assert.ok((figures?.revenue_kobo ?? 0) > 0);
    assert.equal(figures?.most_ordered.length, 5);
    assert.ok((figures?.reviews.average_rating ?? 0) >= 4);
    const empty = await signIn('/api/auth/login', DEMO_ACCOUNTS.newMerchant);
    const none = await callJson<MerchantDashboard>(t, 'GET', '/api/merchant/dashboard', empty);
    assert.equal(none.body.data.orders?.orders, 0);
    assert.deepEqual(none.body.data.orders?.most_ordered, []);
  });
});

describe('the simulator', () => {
  it('places the demo customer\u2019s order, and the riders deliver what the merchant marks ready', async () => {
    // Open all day, whatever the hour the test runs at.
    await t.repos.store.replaceHours(
      kitchenId,
      Array.from({ length: 7 }, () => ({ closed: false, opensAt: 0, closesAt: 1440 })),
    );
    let seed = 7;
    const simulator = demoSimulator(t.app.context, {
      random: () => {
        seed = (seed * 16_807) % 2_147_483_647;
        return seed / 2_147_483_647;
      },
      rideMs: 60_000,
    });
    const id = await simulator.placeOrder();
    assert.ok(id);
    const customer = await signIn('/api/app/auth/login', DEMO_ACCOUNTS.customer);
    const mine = await callJson<Page<Order>>(t, 'GET', '/api/app/orders', customer);
    assert.equal(mine.body.data.data[0]?.id, id);
    assert.equal(mine.body.data.data[0]?.status, 'placed');

    // Nothing for the riders until the merchant (the person looking) accepts and marks it ready.
    assert.deepEqual(await simulator.playRiders(), { claimed: 0, delivered: 0 });
    const merchant = await signIn('/api/auth/login', DEMO_ACCOUNTS.merchant);
    assert.equal((await move(t, merchant, `/api/merchant/orders/${id}/accept`, { prep_minutes: 15 })).status, 200);
    assert.equal((await move(t, merchant, `/api/merchant/orders/${id}/ready`)).status, 200);
    assert.deepEqual(await simulator.playRiders(), { claimed: 1, delivered: 0 });
    const riding = await callJson<{ order: Order }>(t, 'GET', `/api/merchant/orders/${id}`, merchant);
    assert.equal(riding.body.data.order.status, 'picked_up');
    assert.match(riding.body.data.order.rider?.name ?? '', /Emeka Obi|Aisha Lawal/);
    // After the ride.
    assert.deepEqual(await simulator.playRiders(new Date(Date.now() + 61_000)), { claimed: 0, delivered: 1 });
    const done = await callJson<{ order: Order }>(t, 'GET', `/api/app/orders/${id}`, customer);
    assert.equal(done.body.data.order.status, 'delivered');
    simulator.stop();
  });

  it('places nothing while the kitchen is paused', async () => {
    await t.repos.store.setAcceptingOrders(kitchenId, false, new Date());
    const simulator = demoSimulator(t.app.context);
    assert.equal(await simulator.placeOrder(), null);
    simulator.stop();
    await t.repos.store.setAcceptingOrders(kitchenId, true, new Date());
  });
});
