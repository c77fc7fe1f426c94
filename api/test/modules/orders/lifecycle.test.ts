// The life of an order: every move (accept, reject, ready, claim, picked up, delivered, the customer's, the admin's
// and the service's cancellations), each with its timeline row and its mails; every move refused from a status it
// does not start from (409 with a clear message); every caller kept to its own orders (404); reviews once, delivered
// orders only.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import type { Order, Page } from '@oja/shared/contract';
import { ORDER_MESSAGES } from '@oja/shared/validation';
import { eq } from 'drizzle-orm';
import { orders } from '../../../src/db/schema';
import { REVIEW_REFUSALS } from '../../../src/modules/orders/answers';
import { MOVES, refusalOf, SYSTEM_REASONS } from '../../../src/modules/orders/lifecycle';
import { ordersService } from '../../../src/modules/orders/service';
import { issueTestToken } from '../../support/actors';
import { readable } from '../../support/mail';
import { advance, callJson, move, ordersWorld, orderUrl, refusedMove } from '../../support/orders';

const { t, actors, shop, tokens, newOrder } = await ordersWorld({ orders: { sweepEveryMs: 0 } });
after(() => t.close());
const timelineOf = (order: Order) =>
  order.timeline?.map((row) => [row.action, row.from_status, row.to_status, row.actor.role]);

async function mailsAbout(order: Order): Promise<{ to: string; text: string }[]> {
  return (await t.outbox())
    .map((mail) => ({ to: /^To: (.+)$/m.exec(mail.content)?.[1] ?? '', text: readable(mail.content) }))
    .filter((mail) => mail.text.includes(order.number));
}

describe('the life of an order, from placed to delivered', () => {
  it('moves through every status, each move recorded with who made it', async () => {
    const order = await newOrder();
    const accepted = await move(t, tokens.merchant, orderUrl(order, 'merchant/orders/:id/accept'), {
      prep_minutes: 25,
    });
    assert.equal(accepted.status, 200);
    const a = accepted.body.data.order;
    assert.equal(a.status, 'accepted');
    assert.equal(a.prep_minutes, 25);
    assert.equal(Date.parse(a.ready_by ?? '') - Date.parse(a.accepted_at ?? ''), 25 * 60_000);

    const ready = await move(t, tokens.merchant, orderUrl(order, 'merchant/orders/:id/ready'));
    assert.equal(ready.body.data.order.status, 'ready');
    assert.ok(ready.body.data.order.ready_at);

    const claimed = await move(t, tokens.rider, orderUrl(order, 'rider/orders/:id/claim'));
    assert.equal(claimed.status, 200);
    assert.equal(claimed.body.data.order.status, 'ready');
    assert.deepEqual(claimed.body.data.order.rider, { id: actors.rider.user.id, name: actors.rider.user.name });

    const pickedUp = await move(t, tokens.rider, orderUrl(order, 'rider/orders/:id/picked-up'));
    assert.equal(pickedUp.body.data.order.status, 'picked_up');
    assert.equal(pickedUp.body.data.order.payment.status, 'pending');

    const delivered = await move(t, tokens.rider, orderUrl(order, 'rider/orders/:id/delivered'));
    assert.equal(delivered.body.data.order.status, 'delivered');
    // Cash is paid at the door.
    assert.equal(delivered.body.data.order.payment.status, 'paid');

    const view = await callJson<{ order: Order }>(t, 'GET', orderUrl(order, 'app/orders/:id'), actors.customer.token);
    assert.deepEqual(timelineOf(view.body.data.order), [
      ['placed', null, 'placed', 'customer'],
      ['accepted', 'placed', 'accepted', 'merchant'],
      ['ready', 'accepted', 'ready', 'merchant'],
      ['claimed', 'ready', 'ready', 'rider'],
      ['picked_up', 'ready', 'picked_up', 'rider'],
      ['delivered', 'picked_up', 'delivered', 'rider'],
    ]);
    const actorsOf = view.body.data.order.timeline?.map((row) => row.actor.id);
    assert.deepEqual(actorsOf, [
      actors.customer.user.id,
      actors.approvedMerchant.user.id,
      actors.approvedMerchant.user.id,
      actors.rider.user.id,
      actors.rider.user.id,
      actors.rider.user.id,
    ]);
  });

  it('lets a rider claim an accepted order before it is ready, and pick it up only once it is', async () => {
    const order = await advance(t, await newOrder(), tokens, 'accepted');
    assert.equal((await move(t, tokens.rider, orderUrl(order, 'rider/orders/:id/claim'))).status, 200);
    const early = await move(t, tokens.rider, orderUrl(order, 'rider/orders/:id/picked-up'));
    assert.equal(early.status, 409);
    assert.equal(early.body.message, refusalOf(MOVES.pickUp, 'accepted'));
    assert.equal((await move(t, tokens.merchant, orderUrl(order, 'merchant/orders/:id/ready'))).status, 200);
    assert.equal((await move(t, tokens.rider, orderUrl(order, 'rider/orders/:id/picked-up'))).status, 200);
    assert.equal((await move(t, tokens.rider, orderUrl(order, 'rider/orders/:id/delivered'))).status, 200);
  });
});

describe('moves from the wrong status: 409, saying where the order stands', () => {
  const refused = (token: string, path: string, order: Order, payload: Record<string, unknown> = {}) =>
    refusedMove(t, token, path, order, payload);

  it('for each of the merchant\u2019s moves', async () => {
    let order = await newOrder();
    assert.equal(await refused(tokens.merchant, 'merchant/orders/:id/ready', order), refusalOf(MOVES.ready, 'placed'));
    order = await advance(t, order, tokens, 'accepted');
    assert.equal(
      await refused(tokens.merchant, 'merchant/orders/:id/accept', order, { prep_minutes: 10 }),
      'This order was already accepted, so it cannot be accepted.',
    );
    assert.equal(
      await refused(tokens.merchant, 'merchant/orders/:id/reject', order, { reason: 'Too busy' }),
      refusalOf(MOVES.reject, 'accepted'),
    );
    await advance(t, order, tokens, 'ready');
    assert.equal(await refused(tokens.merchant, 'merchant/orders/:id/ready', order), refusalOf(MOVES.ready, 'ready'));
  });
});

describe('rejections and cancellations', () => {
  it('lets the merchant reject a new order with a reason, which the customer reads by mail', async () => {
    const order = await newOrder();
    const blank = await move(t, tokens.merchant, orderUrl(order, 'merchant/orders/:id/reject'), { reason: '   ' });
    assert.equal(blank.status, 422);
    assert.deepEqual(blank.body.errors, { reason: [ORDER_MESSAGES.reasonRequired] });
    const res = await move(t, tokens.merchant, orderUrl(order, 'merchant/orders/:id/reject'), {
      reason: 'We have run out of rice for today.',
    });
    assert.equal(res.status, 200);
    const rejected = res.body.data.order;
    assert.equal(rejected.status, 'rejected');
    assert.equal(rejected.reason, 'We have run out of rice for today.');
    assert.equal(rejected.cancelled_by, 'merchant');
    assert.deepEqual(timelineOf(rejected)?.at(-1), ['rejected', 'placed', 'rejected', 'merchant']);
    assert.equal(rejected.timeline?.at(-1)?.reason, 'We have run out of rice for today.');
    const mails = await mailsAbout(order);
    const notice = mails.find((mail) => mail.to === actors.customer.user.email && /could not take/.test(mail.text));
    assert.ok(notice);
    assert.match(notice.text, /We have run out of rice for today\./);
  });

  it('lets the customer cancel before the merchant accepts, not after', async () => {
    const order = await newOrder();
    const res = await move(t, actors.customer.token, orderUrl(order, 'app/orders/:id/cancel'), {
      reason: 'Ordered twice',
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.order.status, 'cancelled');
    assert.equal(res.body.data.order.cancelled_by, 'customer');
    assert.equal(res.body.data.order.reason, 'Ordered twice');
    // The merchant could see the order: it is told.
    const mails = await mailsAbout(order);
    assert.ok(
      mails.some(
        (mail) => mail.to === actors.approvedMerchant.merchant?.businessEmail && /was cancelled/.test(mail.text),
      ),
    );
    const later = await advance(t, await newOrder(), tokens, 'accepted');
    const refused = await move(t, actors.customer.token, orderUrl(later, 'app/orders/:id/cancel'));
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, refusalOf(MOVES.customerCancel, 'accepted'));
  });

  it('refunds a paid card order that is cancelled, and says so in its timeline', async () => {
    const order = await newOrder({ payment_method: 'card' });
    assert.equal(order.payment.status, 'paid');
    assert.equal((await move(t, actors.customer.token, orderUrl(order, 'app/orders/:id/cancel'))).status, 200);
    await t.app.backgroundTasks.drain();
    const view = await callJson<{ order: Order }>(t, 'GET', orderUrl(order, 'app/orders/:id'), actors.customer.token);
    assert.equal(view.body.data.order.payment.status, 'refunded');
    assert.deepEqual(timelineOf(view.body.data.order)?.at(-1), ['refunded', 'cancelled', 'cancelled', 'system']);
  });

  it('lets an admin cancel at any stage before delivery, with a reason, telling everyone concerned', async () => {
    for (const stage of ['placed', 'accepted', 'ready', 'claimed', 'picked_up'] as const) {
      const start = await newOrder();
      const order = stage === 'placed' ? start : await advance(t, start, tokens, stage);
      const res = await move(t, actors.admin.token, orderUrl(order, 'admin/orders/:id/cancel'), {
        reason: 'The customer called support.',
      });
      assert.equal(res.status, 200, stage);
      assert.equal(res.body.data.order.status, 'cancelled');
      assert.equal(res.body.data.order.cancelled_by, 'admin');
      const row = res.body.data.order.timeline?.at(-1);
      assert.equal(row?.actor.role, 'admin');
      assert.equal(row?.from_status, stage === 'claimed' ? 'ready' : stage);
      const mails = (await mailsAbout(order)).filter((mail) => /was cancelled/.test(mail.text));
      const to = new Set(mails.map((mail) => mail.to));
      assert.ok(to.has(actors.customer.user.email), stage);
      assert.ok(to.has(actors.approvedMerchant.merchant?.businessEmail ?? ''), stage);
      assert.equal(to.has(actors.rider.user.email), ['claimed', 'picked_up'].includes(stage), stage);
    }
    const delivered = await advance(t, await newOrder(), tokens, 'delivered');
    const late = await move(t, actors.admin.token, orderUrl(delivered, 'admin/orders/:id/cancel'), {
      reason: 'Too late',
    });
    assert.equal(late.status, 409);
    assert.equal(late.body.message, refusalOf(MOVES.adminCancel, 'delivered'));
    const noReason = await move(t, actors.admin.token, orderUrl(await newOrder(), 'admin/orders/:id/cancel'), {});
    assert.equal(noReason.status, 422);
    assert.equal((await move(t, actors.admin.token, '/api/admin/orders/999999/cancel', { reason: 'x' })).status, 404);
  });

  it('is cancelled by the service when the merchant has not answered in 10 minutes', async () => {
    const stale = await newOrder();
    const fresh = await newOrder();
    const answered = await advance(t, await newOrder(), tokens, 'accepted');
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
    for (const order of [stale, answered]) {
      await t.database.db.update(orders).set({ placedAt: elevenMinutesAgo }).where(eq(orders.id, order.id));
    }
    const ended = await ordersService(t.app.context).sweep();
    assert.equal(ended, 1);
    const status = async (order: Order) =>
      (await callJson<{ order: Order }>(t, 'GET', orderUrl(order, 'admin/orders/:id'), actors.admin.token)).body.data
        .order;
    const swept = await status(stale);
    assert.equal(swept.status, 'cancelled');
    assert.equal(swept.cancelled_by, 'system');
    assert.equal(swept.reason, SYSTEM_REASONS.unanswered(10));
    assert.deepEqual(timelineOf(swept)?.at(-1), ['cancelled', 'placed', 'cancelled', 'system']);
    assert.equal((await status(fresh)).status, 'placed');
    assert.equal((await status(answered)).status, 'accepted');
    // A second sweep (another instance's) finds nothing more to do.
    assert.equal(await ordersService(t.app.context).sweep(), 0);
    const merchantMail = (await mailsAbout(stale)).find(
      (mail) => mail.to === actors.approvedMerchant.merchant?.businessEmail && /was cancelled/.test(mail.text),
    );
    assert.match(merchantMail?.text ?? '', /did not answer within 10 minutes/);
  });
});

describe('each caller sees and moves only its own orders', () => {
  it('keeps a merchant to its own orders (404 for another merchant\u2019s)', async () => {
    const order = await newOrder();
    const other = actors.otherMerchant.token;
    assert.equal((await callJson(t, 'GET', orderUrl(order, 'merchant/orders/:id'), other)).status, 404);
    for (const [path, payload] of [
      ['merchant/orders/:id/accept', { prep_minutes: 10 }],
      ['merchant/orders/:id/reject', { reason: 'Not mine' }],
      ['merchant/orders/:id/ready', {}],
    ] as const) {
      assert.equal((await move(t, other, orderUrl(order, path), payload)).status, 404, path);
    }
    const list = await callJson<Page<Order>>(t, 'GET', '/api/merchant/orders?per_page=100', other);
    assert.ok(list.body.data.data.every((row) => row.merchant.id !== shop.merchantId));
    assert.equal((await callJson(t, 'GET', orderUrl(order, 'merchant/orders/:id'), tokens.merchant)).status, 200);
  });

  it('keeps a customer to its own orders', async () => {
    const order = await newOrder();
    const stranger = await t.repos.users.create({
      name: 'Stranger',
      email: `stranger.${randomUUID().slice(0, 6)}@test.oja`,
      passwordHash: 'x',
      userType: 'customer',
    });
    const token = await issueTestToken(t.repos, stranger.id);
    assert.equal((await callJson(t, 'GET', orderUrl(order, 'app/orders/:id'), token)).status, 404);
    assert.equal((await move(t, token, orderUrl(order, 'app/orders/:id/cancel'))).status, 404);
    const list = await callJson<Page<Order>>(t, 'GET', '/api/app/orders', token);
    assert.equal(list.body.data.total, 0);
  });
});

describe('reviews', () => {
  it('are for delivered orders only, once, by their customer, with a rating of 1 to 5', async () => {
    const order = await newOrder();
    const early = await move(t, actors.customer.token, orderUrl(order, 'app/orders/:id/review'), { rating: 5 });
    assert.equal(early.status, 409);
    assert.equal(early.body.message, REVIEW_REFUSALS.notDelivered);
    await advance(t, order, tokens, 'delivered');
    for (const rating of [0, 6, 4.5, 'five']) {
      const bad = await move(t, actors.customer.token, orderUrl(order, 'app/orders/:id/review'), { rating });
      assert.equal(bad.status, 422);
      assert.deepEqual(bad.body.errors, { rating: [ORDER_MESSAGES.rating] });
    }
    const review = await callJson<{ review: { rating: number; comment: string } }>(
      t,
      'POST',
      orderUrl(order, 'app/orders/:id/review'),
      actors.customer.token,
      { rating: 4, comment: 'Hot and on time.' },
    );
    assert.equal(review.status, 200);
    assert.equal(review.body.data.review.rating, 4);
    const twice = await move(t, actors.customer.token, orderUrl(order, 'app/orders/:id/review'), { rating: 5 });
    assert.equal(twice.status, 409);
    assert.equal(twice.body.message, REVIEW_REFUSALS.twice);
    const view = await callJson<{ order: Order }>(t, 'GET', orderUrl(order, 'merchant/orders/:id'), tokens.merchant);
    assert.equal(view.body.data.order.review?.comment, 'Hot and on time.');
  });
});

describe('the lists', () => {
  it('filter a merchant\u2019s orders by status, group, Lagos day and order number', async () => {
    const order = await newOrder();
    const list = (query: string) =>
      callJson<Page<Order>>(t, 'GET', `/api/merchant/orders?${query}`, tokens.merchant).then((res) => {
        assert.equal(res.status, 200, JSON.stringify(res.body));
        return res.body.data;
      });
    assert.deepEqual(
      (await list(`search=${order.number}`)).data.map((row) => row.id),
      [order.id],
    );
    assert.deepEqual(
      (await list(`search=${order.id}`)).data.map((row) => row.id),
      [order.id],
    );
    assert.ok((await list('status=placed&per_page=100')).data.every((row) => row.status === 'placed'));
    assert.ok(
      (await list('status=active&per_page=100')).data.every((row) =>
        ['placed', 'accepted', 'ready', 'picked_up'].includes(row.status),
      ),
    );
    const today = order.created_at.slice(0, 10);
    const lagosToday = new Date(Date.parse(order.created_at) + 3_600_000).toISOString().slice(0, 10);
    assert.ok((await list(`from=${lagosToday}&to=${lagosToday}&per_page=100`)).data.some((row) => row.id === order.id));
    assert.equal((await list('from=2020-01-01&to=2020-01-31')).total, 0);
    const bad = await callJson(t, 'GET', `/api/merchant/orders?from=${today}&to=2020-01-01`, tokens.merchant);
    assert.equal(bad.status, 422);
    const page = await list('per_page=2&page=1');
    assert.equal(page.data.length, 2);
    assert.ok(page.total > 2);
    assert.ok(Date.parse(page.data[0]?.created_at ?? '') >= Date.parse(page.data[1]?.created_at ?? ''));
  });
});
