// The store front: what the customer app browses (merchants near a point, nearest first, open or closed, with
// their fee; a menu of what is in stock priced after discount), and the merchant's switch and opening hours in
// Lagos time.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { NearbyMerchant, OpeningDay, Page, Store, StoreMenu } from '@oja/shared/contract';
import { ORDER_MESSAGES, WEEKDAYS } from '@oja/shared/validation';
import {
  availabilityAt,
  describeOpening,
  isWithinHours,
  lagosMoment,
  lagosWeekStart,
  nextOpening,
  type WeekHours,
} from '../../../src/modules/store/hours';
import { callJson, createShop, NEAR_POINT, orderBody, ordersWorld, place, SHOP_POINT } from '../../support/orders';

const { t, actors, shop } = await ordersWorld();
after(() => t.close());

const week = (day: { closed?: boolean; opensAt?: number; closesAt?: number }): WeekHours =>
  Array.from({ length: 7 }, () => ({ closed: false, opensAt: 0, closesAt: 1440, ...day }));

describe('Lagos time and opening hours', () => {
  // Wednesday 2026-11-25, 21:30 UTC = 22:30 in Lagos.
  const wednesdayEvening = new Date('2026-11-25T21:30:00Z');

  it('reads the Lagos weekday, time of day and date (UTC+1, no daylight saving)', () => {
    assert.deepEqual(lagosMoment(wednesdayEvening), {
      weekday: 2,
      minute: 22 * 60 + 30,
      dayStart: new Date('2026-11-24T23:00:00Z'),
      date: '2026-11-25',
    });
    // 23:30 UTC on Wednesday is already Thursday in Lagos.
    assert.equal(lagosMoment(new Date('2026-11-25T23:30:00Z')).weekday, 3);
    assert.deepEqual(lagosWeekStart(wednesdayEvening), new Date('2026-11-22T23:00:00Z'));
  });

  it('is open inside the day\u2019s hours only, and says when it opens next', () => {
    const hours = week({ opensAt: 7 * 60, closesAt: 22 * 60 });
    assert.equal(isWithinHours(hours, wednesdayEvening), false);
    assert.equal(isWithinHours(hours, new Date('2026-11-25T20:59:00Z')), true);
    const next = nextOpening(hours, wednesdayEvening);
    assert.deepEqual(next, new Date('2026-11-26T06:00:00Z'));
    assert.equal(describeOpening(next as Date, wednesdayEvening), 'at 07:00 tomorrow');
    // Closed on Thursday: next Friday.
    const thursdayOff = hours?.map((day, index) => (index === 3 ? { ...day, closed: true } : day)) ?? null;
    assert.equal(
      describeOpening(nextOpening(thursdayOff, wednesdayEvening) as Date, wednesdayEvening),
      'at 07:00 on Friday',
    );
    assert.equal(nextOpening(week({ closed: true }), wednesdayEvening), null);
    // No hours set: always open.
    assert.equal(isWithinHours(null, wednesdayEvening), true);
    assert.deepEqual(availabilityAt(false, null, wednesdayEvening), {
      acceptingOrders: false,
      open: false,
      nextOpenAt: null,
    });
  });
});

describe('GET /api/app/merchants', () => {
  it('lists the approved merchants near the point, nearest first, with distance, fee, rating and whether open', async () => {
    // The other merchant is a little farther away.
    await createShop(t, actors.otherMerchant.merchant, { latitude: 6.4474, longitude: 3.442 });
    const res = await callJson<Page<NearbyMerchant>>(
      t,
      'GET',
      `/api/app/merchants?latitude=${NEAR_POINT.latitude}&longitude=${NEAR_POINT.longitude}`,
      actors.customer.token,
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const rows = res.body.data.data;
    assert.deepEqual(
      rows.map((row) => row.id),
      [shop.merchantId, actors.otherMerchant.merchant?.id],
    );
    const first = rows[0] as NearbyMerchant;
    assert.ok(first.distance_m > 3_000 && first.distance_m < 4_000);
    assert.equal(first.delivery_fee_kobo, 90_000);
    assert.equal(first.open, true);
    assert.equal(first.accepting_orders, true);
    assert.equal(first.rating, null);
    assert.equal(first.reviews, 0);
    // Pending, rejected and suspended merchants, and merchants with nothing in stock or no place, are not listed.
    assert.ok(rows.every((row) => row.id === shop.merchantId || row.id === actors.otherMerchant.merchant?.id));
  });

  it('leaves out merchants beyond the delivery limit', async () => {
    const res = await callJson<Page<NearbyMerchant>>(
      t,
      'GET',
      '/api/app/merchants?latitude=7.4352&longitude=3.9133',
      actors.customer.token,
    );
    assert.equal(res.body.data.total, 0);
  });

  it('shows a paused merchant and one outside its hours as closed, with when it opens', async () => {
    await t.repos.store.setAcceptingOrders(shop.merchantId, false, new Date());
    const query = `/api/app/merchants?latitude=${SHOP_POINT.latitude}&longitude=${SHOP_POINT.longitude}`;
    let row = (await callJson<Page<NearbyMerchant>>(t, 'GET', query, actors.customer.token)).body.data.data[0];
    assert.deepEqual([row?.open, row?.accepting_orders, row?.next_open_at], [false, false, null]);
    await t.repos.store.setAcceptingOrders(shop.merchantId, true, new Date());
    const now = lagosMoment(new Date());
    // Open only from an hour from now (or closed today when that is past midnight).
    const opensAt = Math.min(now.minute + 60, 1439);
    await t.repos.store.replaceHours(shop.merchantId, week({ opensAt, closesAt: 1440 }) ?? []);
    row = (await callJson<Page<NearbyMerchant>>(t, 'GET', query, actors.customer.token)).body.data.data[0];
    assert.equal(row?.open, false);
    assert.ok(row?.next_open_at && Date.parse(row.next_open_at) > Date.now());
    await t.repos.store.replaceHours(shop.merchantId, week({}) ?? []);
  });

  it('needs a point, and is for customers', async () => {
    const missing = await callJson(t, 'GET', '/api/app/merchants', actors.customer.token);
    assert.equal(missing.status, 422);
    assert.deepEqual(missing.body.errors, {
      latitude: [ORDER_MESSAGES.latitudeRequired],
      longitude: [ORDER_MESSAGES.longitudeRequired],
    });
    assert.equal(
      (await callJson(t, 'GET', '/api/app/merchants?latitude=91&longitude=3', actors.customer.token)).status,
      422,
    );
    assert.equal(
      (await callJson(t, 'GET', '/api/app/merchants?latitude=6&longitude=3', actors.rider.token)).status,
      403,
    );
  });
});

describe('GET /api/app/merchants/:id/menu', () => {
  it('lists the categories with what is in stock, each price after its discount', async () => {
    const res = await callJson<StoreMenu>(
      t,
      'GET',
      `/api/app/merchants/${shop.merchantId}/menu`,
      actors.customer.token,
    );
    assert.equal(res.status, 200);
    const { merchant, categories } = res.body.data;
    assert.equal(merchant.id, shop.merchantId);
    assert.equal(merchant.opening_hours.length, 7);
    assert.equal(categories.length, 1);
    assert.deepEqual(
      categories[0]?.items.map((item) => [item.name, item.price_kobo, item.discount_percent, item.final_price_kobo]),
      [
        ['Jollof Rice', 250_000, 0, 250_000],
        ['Beef Suya', 199_999, 15, 169_999],
      ],
    );
  });

  it('is not found for a merchant that is not approved', async () => {
    for (const id of [actors.pendingMerchant.merchant?.id, actors.suspendedMerchant.merchant?.id, 999_999]) {
      assert.equal((await callJson(t, 'GET', `/api/app/merchants/${id}/menu`, actors.customer.token)).status, 404);
    }
  });
});

describe('the merchant\u2019s switch and hours', () => {
  it('pauses and resumes taking orders', async () => {
    const token = actors.approvedMerchant.token;
    const paused = await callJson<Store>(t, 'PUT', '/api/merchant/store', token, { accepting_orders: false });
    assert.equal(paused.status, 200);
    assert.deepEqual([paused.body.data.accepting_orders, paused.body.data.open], [false, false]);
    assert.equal((await place(t, actors.customer.token, orderBody(shop))).status, 422);
    const resumed = await callJson<Store>(t, 'PUT', '/api/merchant/store', token, { accepting_orders: true });
    assert.deepEqual([resumed.body.data.accepting_orders, resumed.body.data.open], [true, true]);
    assert.equal((await place(t, actors.customer.token, orderBody(shop))).status, 201);
    const bad = await callJson(t, 'PUT', '/api/merchant/store', token, { accepting_orders: 'maybe' });
    assert.deepEqual(bad.body.errors, { accepting_orders: [ORDER_MESSAGES.acceptingOrders] });
  });

  it('sets the whole week in Lagos time, and refuses a day missing, twice, or closing before it opens', async () => {
    const token = actors.approvedMerchant.token;
    const initial = await callJson<{ days: OpeningDay[] }>(t, 'GET', '/api/merchant/opening-hours', token);
    assert.equal(initial.body.data.days.length, 7);
    const days = WEEKDAYS.map((weekday) =>
      weekday === 'sunday'
        ? { weekday, closed: true }
        : { weekday, closed: false, opens_at: '07:30', closes_at: weekday === 'saturday' ? '24:00' : '22:00' },
    );
    const saved = await callJson<{ days: OpeningDay[] }>(t, 'PUT', '/api/merchant/opening-hours', token, { days });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.data.days[0], {
      weekday: 'monday',
      closed: false,
      opens_at: '07:30',
      closes_at: '22:00',
    });
    assert.deepEqual(saved.body.data.days[5], {
      weekday: 'saturday',
      closed: false,
      opens_at: '07:30',
      closes_at: '24:00',
    });
    assert.equal(saved.body.data.days[6]?.closed, true);
    const read = await callJson<Store>(t, 'GET', '/api/merchant/store', token);
    assert.deepEqual(read.body.data.opening_hours, saved.body.data.days);

    const refusal = async (payload: unknown) => {
      const res = await callJson(t, 'PUT', '/api/merchant/opening-hours', token, payload);
      assert.equal(res.status, 422);
      return res.body.errors;
    };
    assert.deepEqual(await refusal({ days: days.slice(1) }), { days: [ORDER_MESSAGES.weekdays] });
    assert.deepEqual(await refusal({ days: [...days.slice(1), days[1]] }), { days: [ORDER_MESSAGES.weekdays] });
    assert.deepEqual(
      await refusal({
        days: [{ weekday: 'monday', closed: false, opens_at: '22:00', closes_at: '07:00' }, ...days.slice(1)],
      }),
      { 'days.0.closes_at': [ORDER_MESSAGES.closesAfterOpens] },
    );
    assert.deepEqual(
      await refusal({
        days: [{ weekday: 'monday', closed: false, opens_at: '7am', closes_at: '25:00' }, ...days.slice(1)],
      }),
      { 'days.0.opens_at': [ORDER_MESSAGES.time], 'days.0.closes_at': [ORDER_MESSAGES.time] },
    );
    // Back to open all day for the other tests.
    await t.repos.store.replaceHours(shop.merchantId, week({}) ?? []);
  });

  it('is for approved merchants only', async () => {
    for (const token of [actors.pendingMerchant.token, actors.customer.token, actors.admin.token]) {
      assert.equal((await callJson(t, 'GET', '/api/merchant/store', token)).status, 403);
    }
  });
});
