// Eight weeks of believable orders for the demo merchant that sells (docs/product/orders.md, "Demo data"), written
// through the orders service itself with its clock set back: every order is placed inside the kitchen's Lagos
// hours, priced from its own menu, and moved along its life by its merchant, a rider, its customer, an admin or
// the service, with reviews. Nothing is inserted behind the rules' back; the same refusals apply. A merchant with no
// menu gets no orders.
import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@oja/shared/demo';
import type { AppContext } from '../context';
import type { Repositories } from '../db/repositories/index';
import type { MerchantRow, ProductRow, UserRow } from '../db/schema';
import { DAY_MS, MINUTE_MS } from '../durations';
import { hashPassword } from '../modules/auth/passwords';
import { type OrdersService, ordersService } from '../modules/orders/service';
import { type LagosMoment, lagosMoment } from '../modules/store/hours';
import {
  ADMIN_CANCEL_REASONS,
  CUSTOMER_CANCEL_REASONS,
  DELIVERY_POINTS,
  HISTORY_CUSTOMERS,
  HISTORY_RIDERS,
  ORDER_NOTES,
  REJECTION_REASONS,
  REVIEW_COMMENTS,
} from './order-history-data';

export interface HistoryReport {
  orders: number;
  delivered: number;
  reviews: number;
}

export interface HistoryOptions {
  /** The end of the history (its last order's life ends well before it). */
  now: Date;
  weeks: number;
  /** The same seed gives the same history. */
  seed?: number;
}

/** A small deterministic generator (mulberry32): the demo is the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** One of the keys, by weight. */
    weighted: <K extends string>(weights: Record<K, number>): K => {
      const entries = Object.entries(weights) as [K, number][];
      let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1]?.[0] as K;
    },
  };
}

/** Orders on a day of the week (Monday first): Fridays and Saturdays are busiest. */
const DAILY_ORDERS = [5, 5, 6, 7, 9, 11, 7];
/** When Lagos orders come in, by hour: lunch and dinner. */
const HOUR_WEIGHTS: Record<string, number> = {
  '9': 1,
  '10': 1,
  '11': 2,
  '12': 4,
  '13': 4,
  '14': 2,
  '15': 1,
  '16': 1,
  '17': 2,
  '18': 4,
  '19': 4,
  '20': 3,
  '21': 1,
};
const OUTCOMES = { delivered: 88, rejected: 4, customer: 4, unanswered: 2.5, admin: 1.5 };

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z]+/g, '.');
}

async function people(repos: Repositories) {
  // Nobody knows these passwords: the history's people cannot sign in.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const customers: UserRow[] = [];
  for (const name of HISTORY_CUSTOMERS) {
    customers.push(
      await repos.users.create({
        name,
        email: `${slug(name)}@customers.oja.local`,
        passwordHash,
        userType: 'customer',
      }),
    );
  }
  const riders: UserRow[] = [];
  for (const account of [DEMO_ACCOUNTS.rider, DEMO_ACCOUNTS.rider2]) {
    const found = await repos.users.findByEmail(account.email);
    if (found !== null) riders.push(found.user);
  }
  for (const name of HISTORY_RIDERS) {
    riders.push(
      await repos.users.create({ name, email: `${slug(name)}@riders.oja.local`, passwordHash, userType: 'rider' }),
    );
  }
  const admin = await repos.users.findByEmail(DEMO_ACCOUNTS.admin.email);
  return { customers, riders, admin: admin?.user ?? null };
}

type Random = ReturnType<typeof generator>;

/** What writing the history goes through: its random numbers, its clock, the service, its people and its menu. */
interface History {
  random: Random;
  /** The service's clock, moved along each order's life. */
  clock: { at: Date };
  service: OrdersService;
  merchant: { user: UserRow; merchant: MerchantRow };
  people: Awaited<ReturnType<typeof people>>;
  menu: ProductRow[];
  /** The end of the history: a review is not written after it. */
  end: Date;
  report: HistoryReport;
}

/** The clock moves on by a random while, between `minMinutes` and `maxMinutes`. */
function step(history: History, minMinutes: number, maxMinutes: number): void {
  const { clock, random } = history;
  clock.at = new Date(clock.at.getTime() + random.between(minMinutes * 60, maxMinutes * 60) * 1000);
}

/** When a day's orders come in: more as the kitchen grows (three quarters of today's trade eight weeks ago). */
function orderTimes(random: Random, day: LagosMoment, growth: number): number[] {
  const count = Math.round((DAILY_ORDERS[day.weekday] ?? 10) * growth * (0.75 + random.next() * 0.5));
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const hour = Number(random.weighted(HOUR_WEIGHTS));
    times.push(day.dayStart.getTime() + (hour * 60 + random.between(0, 59)) * MINUTE_MS + random.between(0, 59) * 1000);
  }
  return times.sort((a, b) => a - b);
}

/** A customer's order of one to three of the menu's items, to one of the delivery points. */
async function placeOrder(history: History, customer: UserRow, time: number): Promise<number> {
  const { random, menu } = history;
  const lines = Array.from(
    { length: random.weighted({ '1': 6, '2': 3, '3': 1 }) === '1' ? 1 : random.between(2, 3) },
    () => ({
      product_id: random.pick(menu).id,
      note: undefined,
      quantity: random.weighted({ '1': 7, '2': 2, '3': 1 }) === '1' ? 1 : random.between(2, 3),
    }),
  );
  const point = random.pick(DELIVERY_POINTS);
  const { orderId } = await history.service.moves.place(
    customer,
    {
      merchant_id: history.merchant.merchant.id,
      items: lines,
      delivery: { address: point.address, latitude: point.latitude, longitude: point.longitude },
      payment_method: random.next() < 0.4 ? 'card' : 'cash',
      note: random.next() < 0.15 ? random.pick(ORDER_NOTES) : undefined,
    },
    `history-${historyKey(time, history.report.orders)}`,
  );
  history.report.orders += 1;
  return orderId;
}

/**
 * The rest of an order's life, by its outcome: cancelled by its customer, left unanswered (the sweep ends it),
 * rejected, or accepted and made ready (now and then late), claimed, then cancelled by an admin or delivered and
 * sometimes reviewed.
 */
async function playOut(history: History, orderId: number, customer: UserRow): Promise<void> {
  const { random, service, merchant, report } = history;
  const orders = service.moves;
  const merchantId = merchant.merchant.id;
  const outcome = random.weighted(OUTCOMES);
  if (outcome === 'customer') {
    step(history, 1, 4);
    await orders.cancelByCustomer(customer, orderId, random.pick(CUSTOMER_CANCEL_REASONS));
    return;
  }
  if (outcome === 'unanswered') {
    step(history, 10, 11);
    await service.sweep();
    return;
  }
  step(history, 1, 6);
  if (outcome === 'rejected') {
    await orders.reject(merchant, merchantId, orderId, random.pick(REJECTION_REASONS));
    return;
  }
  const prep = random.pick([15, 20, 20, 25, 30, 35]);
  await orders.accept(merchant, merchantId, orderId, prep);
  const late = random.next() < 0.15;
  step(history, late ? prep + 5 : Math.max(5, prep - 8), late ? prep + 15 : prep);
  await orders.markReady(merchant, merchantId, orderId);
  const rider = random.pick(history.people.riders);
  step(history, 0, 4);
  await orders.claim(rider, orderId);
  const { admin } = history.people;
  if (outcome === 'admin' && admin !== null) {
    step(history, 5, 15);
    await orders.cancelByAdmin(admin, orderId, random.pick(ADMIN_CANCEL_REASONS));
    return;
  }
  step(history, 1, 6);
  await orders.pickUp(rider, orderId);
  step(history, 8, 30);
  await orders.deliver(rider, orderId);
  report.delivered += 1;
  if (random.next() < 0.45) {
    step(history, 20, 240);
    if (history.clock.at.getTime() >= history.end.getTime()) return;
    const rating = Number(random.weighted({ '5': 60, '4': 28, '3': 9, '2': 3 }));
    const comments = REVIEW_COMMENTS[rating] ?? [];
    await service.review(customer, orderId, {
      rating,
      ...(random.next() < 0.8 && comments.length > 0 ? { comment: random.pick(comments) } : {}),
    });
    report.reviews += 1;
  }
}

/**
 * Writes the history of `merchant` (its menu's items in stock, its hours) with `repos` (bound to the seed's
 * transaction, so the history is all there or not at all).
 */
export async function seedOrderHistory(
  ctx: AppContext,
  repos: Repositories,
  merchant: { user: UserRow; merchant: MerchantRow },
  options: HistoryOptions,
): Promise<HistoryReport> {
  const random = generator(options.seed ?? 0x6f6a61);
  const menu = (await repos.menu.listProducts(merchant.merchant.id)).filter((item) => item.status === 'in_stock');
  const report: HistoryReport = { orders: 0, delivered: 0, reviews: 0 };
  if (menu.length === 0) return report;
  const clock = { at: options.now };
  const service = ordersService({ ...ctx, repos }, { now: () => clock.at, notify: false, rateLimited: false });
  const history: History = {
    random,
    clock,
    service,
    merchant,
    people: await people(repos),
    menu,
    end: options.now,
    report,
  };
  const hours = await repos.store.hours(merchant.merchant.id);
  // Every order's life ends before this (nothing is left for the sweeper or a person to finish).
  const last = options.now.getTime() - 2 * 60 * MINUTE_MS;
  const firstDay = lagosMoment(new Date(options.now.getTime() - options.weeks * 7 * DAY_MS)).dayStart.getTime();

  for (let day = firstDay; day < last; day += DAY_MS) {
    const moment = lagosMoment(new Date(day + 12 * 60 * MINUTE_MS));
    const growth = 0.75 + (0.25 * (day - firstDay)) / Math.max(1, last - firstDay);
    for (const time of orderTimes(random, moment, growth)) {
      const dayHours = hours?.[moment.weekday];
      const minute = lagosMoment(new Date(time)).minute;
      if (
        time >= last ||
        (dayHours && (dayHours.closed || minute < dayHours.opensAt || minute >= dayHours.closesAt - 30))
      ) {
        continue;
      }
      clock.at = new Date(time);
      const customer = random.pick(history.people.customers);
      await playOut(history, await placeOrder(history, customer, time), customer);
    }
  }
  return report;
}

/** A key no customer would send: the history's orders are one each. */
function historyKey(time: number, index: number): string {
  return `${time.toString(36)}-${index}`;
}
