// The dashboards' figures are queries over real orders: a merchant's orders, outcomes, revenue, this week against
// the same span of last week, sales per day, most ordered items and reviews; the platform's orders and active
// riders; each merchant's record in the admin's list. A merchant with no orders shows zeros, never samples.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { AdminDashboard, Merchant, MerchantDashboard, Page } from '@oja/shared/contract';
import { ordersService } from '../../../src/modules/orders/service';
import { lagosMoment, lagosWeekStart } from '../../../src/modules/store/hours';
import type { Actors } from '../../support/actors';
import type { TestApp } from '../../support/app';
import { callJson, NEAR_POINT, ordersWorld, type Shop } from '../../support/orders';

let t: TestApp;
let actors: Actors;
let shop: Shop;
let thisWeekAt: Date;

before(async () => {
  ({ t, actors, shop } = await ordersWorld({ orders: { sweepEveryMs: 0 } }, 'otherMerchant'));
  const now = Date.now();
  const weekStart = lagosWeekStart(new Date(now)).getTime();
  // Half-way through the week so far, and the same moment a week earlier (inside last week's same span).
  thisWeekAt = new Date(weekStart + Math.floor((now - weekStart) / 2));
  let clock = thisWeekAt;
  const orders = ordersService(t.app.context, { now: () => clock, notify: false });
  const merchant = { user: actors.otherMerchant.user, merchant: actors.otherMerchant.merchant };
  const merchantId = shop.merchantId;
  const customer = actors.customer.user;
  const rider = actors.rider.user;
  const order = async (lines: [number, number][]) =>
    (
      await orders.place(
        customer,
        {
          merchant_id: merchantId,
          items: lines.map(([productId, quantity]) => ({ product_id: productId, quantity, note: undefined })),
          delivery: { address: '12 Admiralty Road, Lekki Phase 1, Lagos', ...NEAR_POINT },
          payment_method: 'cash',
          note: undefined,
        },
        randomUUID(),
      )
    ).order;
  const deliver = async (id: number, prep: number, lateBy = 0) => {
    await orders.accept(merchant, merchantId, id, prep);
    clock = new Date(clock.getTime() + lateBy * 60_000);
    await orders.markReady(merchant, merchantId, id);
    await orders.moves.claim(rider, id);
    await orders.moves.pickUp(rider, id);
    await orders.moves.deliver(rider, id);
  };

  // Last week: two delivered, one of them ready late.
  clock = new Date(thisWeekAt.getTime() - 7 * 86_400_000);
  const e = await order([[shop.suya, 1]]);
  await deliver(e.id, 20);
  await orders.review(customer, e.id, { rating: 5, comment: 'Lovely suya' });
  const f = await order([[shop.jollof, 1]]);
  await deliver(f.id, 5, 10);

  // This week: one delivered, one cancelled, one rejected, one being prepared.
  clock = thisWeekAt;
  const a = await order([[shop.jollof, 2]]);
  await deliver(a.id, 20);
  await orders.review(customer, a.id, { rating: 4, comment: 'Good' });
  const b = await order([[shop.jollof, 1]]);
  await orders.cancelByCustomer(customer, b.id, undefined);
  const c = await order([[shop.suya, 1]]);
  await orders.reject(merchant, merchantId, c.id, 'Out of beef');
  const d = await order([[shop.jollof, 1]]);
  await orders.accept(merchant, merchantId, d.id, 15);
});
after(() => t.close());

describe('GET /api/merchant/dashboard', () => {
  it('answers the merchant\u2019s real figures', async () => {
    const res = await callJson<MerchantDashboard>(t, 'GET', '/api/merchant/dashboard', actors.otherMerchant.token);
    assert.equal(res.status, 200);
    const figures = res.body.data.orders;
    assert.ok(figures);
    assert.deepEqual(
      [figures.orders, figures.delivered, figures.cancelled, figures.rejected, figures.revenue_kobo],
      // Revenue: the delivered orders' lines after discount (2 x N2,500, N1,699.99, N2,500), no delivery fees.
      [6, 3, 1, 1, 500_000 + 169_999 + 250_000],
    );
    assert.deepEqual(
      [figures.this_week.orders, figures.this_week.delivered, figures.this_week.revenue_kobo],
      [4, 1, 500_000],
    );
    assert.deepEqual(
      [figures.previous_week.orders, figures.previous_week.delivered, figures.previous_week.revenue_kobo],
      [2, 2, 419_999],
    );
    assert.deepEqual(figures.change, { orders: 100, delivered: -50, cancelled: null, revenue: 19 });
    const day = figures.sales_per_day.find((entry) => entry.date === lagosMoment(thisWeekAt).date);
    assert.deepEqual([day?.orders, day?.revenue_kobo], [4, 500_000]);
    assert.equal(figures.sales_per_day.length, 7);
    assert.equal(figures.sales_per_day[0]?.weekday, 'monday');
    assert.deepEqual(
      figures.most_ordered.map((item) => [item.name, item.quantity, item.orders, item.price_kobo]),
      [
        ['Jollof Rice', 3, 2, 250_000],
        ['Beef Suya', 1, 1, 169_999],
      ],
    );
    assert.equal(figures.reviews.average_rating, 4.5);
    assert.equal(figures.reviews.count, 2);
    assert.deepEqual(
      figures.reviews.latest.map((review) => [review.rating, review.comment, review.customer_name]),
      [
        [4, 'Good', actors.customer.user.name],
        [5, 'Lovely suya', actors.customer.user.name],
      ],
    );
  });

  it('answers zeros for a merchant with no orders (never samples)', async () => {
    const res = await callJson<MerchantDashboard>(t, 'GET', '/api/merchant/dashboard', actors.approvedMerchant.token);
    const figures = res.body.data.orders;
    assert.deepEqual(
      [figures?.orders, figures?.delivered, figures?.revenue_kobo, figures?.change.orders],
      [0, 0, 0, null],
    );
    assert.ok(figures?.sales_per_day.every((day) => day.orders === 0 && day.revenue_kobo === 0));
    assert.deepEqual(figures?.most_ordered, []);
    assert.deepEqual(figures?.reviews, { average_rating: null, count: 0, latest: [] });
  });
});

describe('the admin\u2019s figures', () => {
  it('GET /api/admin/dashboard adds the platform\u2019s orders, deliveries, revenue and active riders', async () => {
    const res = await callJson<AdminDashboard>(t, 'GET', '/api/admin/dashboard', actors.admin.token);
    assert.equal(res.status, 200);
    const orders = res.body.data.orders;
    assert.deepEqual([orders?.orders, orders?.delivered, orders?.cancelled, orders?.rejected], [6, 3, 1, 1]);
    // The platform's revenue is the delivered orders' totals, delivery fees included (N900 each here).
    assert.equal(orders?.revenue_kobo, 919_999 + 3 * 90_000);
    assert.equal(orders?.active_riders, 1);
    assert.equal(res.body.data.statistics.total_merchants >= 2, true);
  });

  it('GET /api/admin/merchants carries each merchant\u2019s orders, rating and on-time share', async () => {
    const res = await callJson<Page<Merchant>>(t, 'GET', '/api/admin/merchants?per_page=100', actors.admin.token);
    const byId = new Map(res.body.data.data.map((merchant) => [merchant.id, merchant.performance]));
    // Three orders reached "ready": two by the time promised, one 10 minutes past a 5-minute promise.
    assert.deepEqual(byId.get(shop.merchantId), { orders: 6, rating: 4.5, reviews: 2, on_time_share: 0.67 });
    assert.deepEqual(byId.get(actors.approvedMerchant.merchant?.id ?? 0), {
      orders: 0,
      rating: null,
      reviews: 0,
      on_time_share: null,
    });
    assert.deepEqual(byId.get(actors.pendingMerchant.merchant?.id ?? 0)?.orders, 0);
  });
});
