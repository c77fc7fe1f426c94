// The demo's life under `npm start` (docs/product/orders.md, "Demo data"): every few minutes the demo customer
// orders from the demo kitchen, and the demo riders take the orders its merchant marks ready, pick them up and
// deliver them a few minutes later; sometimes the customer reviews. Everything goes through the orders service, as
// the apps' calls would: the same rules, mails and live events. The merchant is the person looking: accepting,
// rejecting and marking ready is theirs (an order nobody answers is cancelled after 10 minutes, as always).
// OJA_DEMO_ORDERS=0 turns it off; the tests never start it.
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@oja/shared/demo';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { type OrdersService, ordersService } from '../modules/orders/service';
import { DELIVERY_POINTS, REVIEW_COMMENTS } from './order-history-data';

export interface SimulatorOptions {
  /** The wait between two orders: from, to (a random moment in between). */
  orderEveryMs: [number, number];
  /** The first order comes this soon after the start, so someone who just opened the page sees one. */
  firstOrderAfterMs: number;
  /** How often the riders look for work. */
  riderEveryMs: number;
  /** How long a ride takes from pickup to the customer's door. */
  rideMs: number;
  random: () => number;
}

export const DEFAULT_SIMULATOR_OPTIONS: SimulatorOptions = {
  orderEveryMs: [2 * 60_000, 4 * 60_000],
  firstOrderAfterMs: 20_000,
  riderEveryMs: 15_000,
  rideMs: 4 * 60_000,
  random: Math.random,
};

export interface DemoSimulator {
  /** One order from the demo customer (null when the kitchen refuses it: closed or paused). */
  placeOrder(): Promise<number | null>;
  /** The riders' round: claim and pick up what is ready, deliver what has had its ride. Answers what moved. */
  playRiders(now?: Date): Promise<{ claimed: number; delivered: number }>;
  /** Runs both on their timers until `stop`. */
  start(): void;
  stop(): void;
}

/** The demo's people: the customer who orders, the kitchen it orders from, the riders who deliver. */
async function demoCast(ctx: AppContext) {
  const [customer, kitchen, ...riders] = await Promise.all([
    ctx.repos.users.findByEmail(DEMO_ACCOUNTS.customer.email),
    ctx.repos.users.findByEmail(DEMO_ACCOUNTS.merchant.email),
    ctx.repos.users.findByEmail(DEMO_ACCOUNTS.rider.email),
    ctx.repos.users.findByEmail(DEMO_ACCOUNTS.rider2.email),
  ]);
  return {
    customer: customer?.user ?? null,
    merchantId: kitchen?.merchant?.id ?? null,
    riders: riders.flatMap((rider) => (rider === null ? [] : [rider.user])),
  };
}

/** What the simulator's rounds go through: the app's services, the orders service, its chance and its cast. */
interface Demo {
  ctx: AppContext;
  orders: OrdersService;
  settings: SimulatorOptions;
  pick: <T>(items: readonly T[]) => T;
  cast: ReturnType<typeof demoCast>;
}

/** One order from the demo customer (null when the kitchen refuses it: closed or paused). */
async function placeOrder(demo: Demo): Promise<number | null> {
  const { ctx, pick } = demo;
  const { random } = demo.settings;
  const { customer, merchantId } = await demo.cast;
  if (customer === null || merchantId === null) return null;
  const menu = (await ctx.repos.menu.listProducts(merchantId)).filter((item) => item.status === 'in_stock');
  if (menu.length === 0) return null;
  const point = pick(DELIVERY_POINTS);
  try {
    const { order } = await demo.orders.place(
      customer,
      {
        merchant_id: merchantId,
        items: Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
          product_id: pick(menu).id,
          quantity: 1 + Math.floor(random() * 2),
          note: undefined,
        })),
        delivery: { address: point.address, latitude: point.latitude, longitude: point.longitude },
        payment_method: random() < 0.4 ? 'card' : 'cash',
        note: undefined,
      },
      `simulator-${randomUUID()}`,
    );
    ctx.log.info({ order: order.number }, 'demo simulator: the demo customer placed an order');
    return order.id;
  } catch (error) {
    // The kitchen is closed or paused, or the customer's allowance is used: the next round tries again.
    if (error instanceof AppError) {
      ctx.log.info({ reason: error.message }, 'demo simulator: no order this time');
      return null;
    }
    throw error;
  }
}

async function review(demo: Demo, customer: UserRow, orderId: number): Promise<void> {
  const rating = demo.settings.random() < 0.7 ? 5 : 4;
  const comments = REVIEW_COMMENTS[rating] ?? [];
  await demo.orders.review(customer, orderId, {
    rating,
    comment: comments.length > 0 ? demo.pick(comments) : undefined,
  });
}

/** The riders' round: claim and pick up what is ready, deliver what has had its ride. Answers what moved. */
async function playRiders(demo: Demo, now: Date): Promise<{ claimed: number; delivered: number }> {
  const { ctx, settings } = demo;
  const moves = demo.orders.moves;
  const { customer, merchantId, riders } = await demo.cast;
  const moved = { claimed: 0, delivered: 0 };
  if (merchantId === null || riders.length === 0) return moved;
  const ready = await ctx.repos.orders.list({
    owner: { merchantId },
    unclaimed: true,
    statuses: ['ready'],
    page: 1,
    perPage: 20,
  });
  for (const { order } of ready.rows) {
    for (const rider of [...riders].sort(() => settings.random() - 0.5)) {
      try {
        await moves.claim(rider, order.id);
        await moves.pickUp(rider, order.id);
        moved.claimed += 1;
        break;
      } catch (error) {
        // Busy with other orders, or someone (a person with the rider app) was faster.
        if (!(error instanceof AppError)) throw error;
      }
    }
  }
  for (const rider of riders) {
    const riding = await ctx.repos.orders.list({
      owner: { riderId: rider.id },
      statuses: ['picked_up'],
      page: 1,
      perPage: 20,
    });
    for (const { order } of riding.rows) {
      if (order.pickedUpAt === null || now.getTime() - order.pickedUpAt.getTime() < settings.rideMs) continue;
      await moves.deliver(rider, order.id);
      moved.delivered += 1;
      if (customer !== null && order.customerId === customer.id && settings.random() < 0.5) {
        await review(demo, customer, order.id);
      }
    }
  }
  return moved;
}

export function demoSimulator(ctx: AppContext, options: Partial<SimulatorOptions> = {}): DemoSimulator {
  const settings = { ...DEFAULT_SIMULATOR_OPTIONS, ...options };
  const random = settings.random;
  const demo: Demo = {
    ctx,
    orders: ordersService(ctx),
    settings,
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T,
    cast: demoCast(ctx),
  };
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const schedule = (work: () => Promise<unknown>, delay: () => number) => {
    const run = () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (stopped) return;
        work()
          .catch((error: unknown) => ctx.log.warn({ err: error }, 'demo simulator: a round failed'))
          .finally(() => {
            if (!stopped) run();
          });
      }, delay());
      timer.unref();
      timers.add(timer);
    };
    run();
  };

  return {
    placeOrder: () => placeOrder(demo),
    playRiders: (now = new Date()) => playRiders(demo, now),
    start() {
      let first = true;
      const [from, to] = settings.orderEveryMs;
      schedule(
        () => placeOrder(demo),
        () => {
          if (!first) return from + random() * (to - from);
          first = false;
          return settings.firstOrderAfterMs;
        },
      );
      schedule(
        () => playRiders(demo, new Date()),
        () => settings.riderEveryMs,
      );
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
