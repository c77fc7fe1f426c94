// Requests that race for one order, sent at the same moment, round after round: on PostgreSQL they really run at
// once (each on its own connection), so the rules that hold here are the database's conditional updates and locks,
// not the order in which the requests happened to arrive. Each race has exactly one winner and leaves one story.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import type { Order } from '@oja/shared/contract';
import { count, eq } from 'drizzle-orm';
import { orderEvents, orders } from '../../../src/db/schema';
import { CLAIM_REFUSALS } from '../../../src/modules/orders/lifecycle';
import { ordersService } from '../../../src/modules/orders/service';
import { createActors } from '../../support/actors';
import { createTestApp } from '../../support/app';
import {
  advance,
  callJson,
  createRider,
  createShop,
  move,
  orderBody,
  ordersWorld,
  place,
  placed,
} from '../../support/orders';

const ROUNDS = 8;

const { t, actors, shop } = await ordersWorld({ orders: { sweepEveryMs: 0, maxOnHand: 1_000 } });
const riders = [await createRider(t, 'Ada Rider'), await createRider(t, 'Bola Rider')];
after(() => t.close());

const tokens = () => ({ merchant: actors.approvedMerchant.token, rider: actors.rider.token });
const newOrder = () => placed(t, actors.customer.token, orderBody(shop));
const eventsOf = async (orderId: number) =>
  t.database.db
    .select({ action: orderEvents.action, actorId: orderEvents.actorId })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(orderEvents.id);
const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();

describe('races for one order', () => {
  it('two riders claiming at once: exactly one gets it, the other is told it is taken', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = await advance(t, await newOrder(), tokens(), 'ready');
      const answers = await Promise.all(
        riders.map((rider) => move(t, rider.token, `/api/rider/orders/${order.id}/claim`)),
      );
      assert.deepEqual(statuses(answers), [200, 409], `round ${round}`);
      const loser = answers.find((answer) => answer.status === 409);
      assert.equal(loser?.body.message, CLAIM_REFUSALS.taken);
      const winner = riders[answers.findIndex((answer) => answer.status === 200)];
      const claims = (await eventsOf(order.id)).filter((row) => row.action === 'claimed');
      assert.deepEqual(claims, [{ action: 'claimed', actorId: winner?.id }], `round ${round}`);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      assert.equal(row?.riderId, winner?.id);
    }
  });

  it('the merchant accepting while the customer cancels: one of them wins, and the order tells its story once', async () => {
    const outcomes = new Set<string>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = await newOrder();
      const [accept, cancel] = await Promise.all([
        move(t, tokens().merchant, `/api/merchant/orders/${order.id}/accept`, { prep_minutes: 15 }),
        move(t, actors.customer.token, `/api/app/orders/${order.id}/cancel`, {}),
      ]);
      assert.deepEqual(statuses([accept, cancel]), [200, 409], `round ${round}`);
      const won = accept.status === 200 ? 'accepted' : 'cancelled';
      outcomes.add(won);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      assert.equal(row?.status, won);
      assert.deepEqual(
        (await eventsOf(order.id)).map((event) => event.action),
        ['placed', won],
        `round ${round}`,
      );
      // The loser is told where the order stands.
      const refusal = accept.status === 409 ? accept : cancel;
      assert.match(refusal.body.message, won === 'accepted' ? /already accepted/ : /was cancelled/);
    }
    assert.ok(outcomes.size >= 1);
  });

  it('the merchant accepting as the sweep ends the unanswered order: one of them wins', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = await newOrder();
      await t.database.db
        .update(orders)
        .set({ placedAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(orders.id, order.id));
      const [accept, swept] = await Promise.all([
        move(t, tokens().merchant, `/api/merchant/orders/${order.id}/accept`, { prep_minutes: 15 }),
        ordersService(t.app.context).sweep(),
      ]);
      assert.equal(accept.status === 200 ? 0 : 1, swept, `round ${round}`);
      assert.equal((await eventsOf(order.id)).length, 2, `round ${round}`);
    }
  });

  it('a double placement with one Idempotency-Key: one order, one timeline row, one mail', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const key = randomUUID();
      const mailsBefore = (await t.outbox()).length;
      const [{ value: before } = { value: 0 }] = await t.database.db
        .select({ value: count() })
        .from(orders)
        .where(eq(orders.customerId, actors.customer.user.id));
      const answers = await Promise.all([1, 2, 3].map(() => place(t, actors.customer.token, orderBody(shop), key)));
      assert.deepEqual(statuses(answers), [201, 201, 201], `round ${round}`);
      const ids = new Set(answers.map((answer) => answer.body.data.order.id));
      assert.equal(ids.size, 1, `round ${round}`);
      const [{ value: afterCount } = { value: 0 }] = await t.database.db
        .select({ value: count() })
        .from(orders)
        .where(eq(orders.customerId, actors.customer.user.id));
      assert.equal(afterCount, before + 1, `round ${round}`);
      const [id] = ids;
      assert.equal((await eventsOf(id ?? 0)).length, 1);
      const mails = (await t.outbox()).slice(mailsBefore);
      assert.deepEqual(
        mails.map((mail) => /^To: (.+)$/m.exec(mail.content)?.[1]).sort(),
        [actors.approvedMerchant.merchant?.businessEmail, actors.customer.user.email].sort(),
        `round ${round}: one confirmation to the customer, one notice to the merchant`,
      );
    }
  });
});

describe('a rider claiming two orders at once', () => {
  it('never carries more than it may, however the claims interleave', async () => {
    const strict = await createTestApp({ orders: { sweepEveryMs: 0, maxOnHand: 1 } });
    try {
      const people = await createActors(strict.repos);
      const own = await createShop(strict, people.approvedMerchant.merchant);
      const order = (): Promise<Order> => placed(strict, people.customer.token, orderBody(own));
      for (let round = 1; round <= ROUNDS; round += 1) {
        const pair = await Promise.all([order(), order()]);
        const ready = await Promise.all(
          pair.map((one) =>
            advance(strict, one, { merchant: people.approvedMerchant.token, rider: people.rider.token }, 'ready'),
          ),
        );
        const answers = await Promise.all(
          ready.map((one) => move(strict, people.rider.token, `/api/rider/orders/${one.id}/claim`)),
        );
        assert.deepEqual(statuses(answers), [200, 409], `round ${round}`);
        const claimed = ready[answers.findIndex((answer) => answer.status === 200)];
        for (const step of ['picked-up', 'delivered']) {
          const res = await callJson(
            strict,
            'POST',
            `/api/rider/orders/${claimed?.id}/${step}`,
            people.rider.token,
            {},
          );
          assert.equal(res.status, 200);
        }
      }
    } finally {
      await strict.close();
    }
  });
});
