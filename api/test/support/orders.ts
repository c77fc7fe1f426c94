// What the orders tests build and call: a merchant's shop (a place on the map and a menu with an item of every
// kind), a delivery point near it, and the calls of each kind of caller as JSON.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Order } from '@oja/shared/contract';
import type { MerchantRow } from '../../src/db/schema';
import { type Actors, appWithActors, issueTestToken } from './actors';
import { bearer, type TestApp, type TestAppOptions } from './app';

/** Lekki, Lagos (the demo merchant's neighbourhood). */
export const SHOP_POINT = { latitude: 6.4474, longitude: 3.472 };
/** About 3.3 km east of the shop: N600 + 2 x N150. */
export const NEAR_POINT = { latitude: 6.4474, longitude: 3.502 };

export interface Shop {
  merchantId: number;
  categoryId: number;
  /** N2,500.00, no discount. */
  jollof: number;
  /** N1,999.99 with 15% off. */
  suya: number;
  outOfStock: number;
  comingSoon: number;
}

export interface OrdersWorld {
  t: TestApp;
  actors: Actors;
  shop: Shop;
  /** The tokens `advance` moves an order with: the shop's merchant's and the rider's. */
  tokens: { merchant: string; rider: string };
  /** A new order of the customer's at the shop (`overrides` change the body). */
  newOrder(overrides?: Record<string, unknown>): Promise<Order>;
}

/** A test file's application with its callers, and one merchant's shop (the approved merchant's by default). */
export async function ordersWorld(
  options: TestAppOptions = {},
  owner: 'approvedMerchant' | 'otherMerchant' = 'approvedMerchant',
): Promise<OrdersWorld> {
  const { t, actors } = await appWithActors(options);
  const shop = await createShop(t, actors[owner].merchant);
  return {
    t,
    actors,
    shop,
    tokens: { merchant: actors[owner].token, rider: actors.rider.token },
    newOrder: (overrides = {}) => placed(t, actors.customer.token, orderBody(shop, overrides)),
  };
}

/** Another rider, with a token (the actors have one). */
export async function createRider(t: TestApp, name: string): Promise<{ id: number; token: string }> {
  const user = await t.repos.users.create({
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@test.oja`,
    passwordHash: 'x',
    userType: 'rider',
  });
  return { id: user.id, token: await issueTestToken(t.repos, user.id) };
}

/** Puts the merchant on the map and gives it a menu with an item of every kind. */
export async function createShop(t: TestApp, merchant: MerchantRow | null, point = SHOP_POINT): Promise<Shop> {
  if (merchant === null) throw new Error('a shop needs a merchant');
  await t.repos.merchants.update(merchant.id, point, new Date());
  const category = await t.repos.menu.createCategory(merchant.id, { name: `Kitchen ${randomUUID().slice(0, 6)}` });
  const product = (
    name: string,
    price: string,
    extra: { discount?: number; status?: 'out_of_stock' | 'coming_soon' } = {},
  ) => t.repos.menu.createProduct(merchant.id, { categoryId: category.id, name, price, ...extra });
  const [jollof, suya, outOfStock, comingSoon] = await Promise.all([
    product('Jollof Rice', '2500.00'),
    product('Beef Suya', '1999.99', { discount: 15 }),
    product('Moi Moi', '1200.00', { status: 'out_of_stock' }),
    product('Chapman', '2500.00', { status: 'coming_soon' }),
  ]);
  // The menu is kept in memory until the next write through the API; these rows were written past it.
  t.app.context.caches.menus.clear();
  return {
    merchantId: merchant.id,
    categoryId: category.id,
    jollof: jollof.id,
    suya: suya.id,
    outOfStock: outOfStock.id,
    comingSoon: comingSoon.id,
  };
}

export function orderBody(shop: Shop, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    merchant_id: shop.merchantId,
    items: [
      { product_id: shop.jollof, quantity: 2, note: 'Extra pepper' },
      { product_id: shop.suya, quantity: 1 },
    ],
    delivery: { address: '12 Admiralty Road, Lekki Phase 1, Lagos', ...NEAR_POINT },
    payment_method: 'cash',
    ...overrides,
  };
}

export interface Json<T = unknown> {
  status: number;
  headers: Record<string, unknown>;
  body: { success: boolean; message: string; data: T; errors?: Record<string, string[]> };
}

export async function callJson<T = unknown>(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Json<T>> {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(token === null ? {} : bearer(token)), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

export function place(t: TestApp, token: string, body: Record<string, unknown>, key: string = randomUUID()) {
  return callJson<{ order: Order }>(t, 'POST', '/api/app/orders', token, body, { 'idempotency-key': key });
}

/** Places an order and answers it, failing the test when the placement is refused. */
export async function placed(t: TestApp, token: string, body: Record<string, unknown>): Promise<Order> {
  const res = await place(t, token, body);
  if (res.status !== 201) throw new Error(`placement refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.order;
}

/** The address of one of an order's calls: `rider/orders/:id/claim` is `/api/rider/orders/12/claim`. */
export function orderUrl(order: Order, path: string): string {
  return `/api/${path.replace(':id', String(order.id))}`;
}

/** A move of `order` refused with 409: answers the refusal's message (any other answer fails the test). */
export async function refusedMove(
  t: TestApp,
  token: string,
  path: string,
  order: Order,
  payload: Record<string, unknown> = {},
): Promise<string> {
  const res = await move(t, token, orderUrl(order, path), payload);
  assert.equal(res.status, 409, `${path}: ${JSON.stringify(res.body)}`);
  return res.body.message;
}

/** A move by its caller: the order it answers, or the refusal. */
export function move(t: TestApp, token: string, url: string, payload: Record<string, unknown> = {}) {
  return callJson<{ order: Order }>(t, 'POST', url, token, payload);
}

/** The order moved along its life up to `until`, each step asserted. */
export async function advance(
  t: TestApp,
  order: Order,
  tokens: { merchant: string; rider: string },
  until: 'accepted' | 'ready' | 'claimed' | 'picked_up' | 'delivered',
): Promise<Order> {
  const steps: [string, string, string, Record<string, unknown>][] = [
    ['accepted', tokens.merchant, `/api/merchant/orders/${order.id}/accept`, { prep_minutes: 20 }],
    ['ready', tokens.merchant, `/api/merchant/orders/${order.id}/ready`, {}],
    ['claimed', tokens.rider, `/api/rider/orders/${order.id}/claim`, {}],
    ['picked_up', tokens.rider, `/api/rider/orders/${order.id}/picked-up`, {}],
    ['delivered', tokens.rider, `/api/rider/orders/${order.id}/delivered`, {}],
  ];
  const done: Record<string, (current: Order) => boolean> = {
    accepted: (current) => current.status !== 'placed',
    ready: (current) => ['ready', 'picked_up', 'delivered'].includes(current.status),
    claimed: (current) => current.rider !== null,
    picked_up: (current) => ['picked_up', 'delivered'].includes(current.status),
    delivered: (current) => current.status === 'delivered',
  };
  let current = order;
  for (const [name, token, url, payload] of steps) {
    if (done[name]?.(current)) {
      if (name === until) break;
      continue;
    }
    const res = await move(t, token, url, payload);
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
    current = res.body.data.order;
    if (name === until) break;
  }
  return current;
}
