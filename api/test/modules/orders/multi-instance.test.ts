// Orders on two API processes sharing one PostgreSQL and one Redis, as one service: an order placed through one
// reaches the merchant's and the admin's streams on the other (Redis pub/sub), a reconnection to the other instance
// replays what was missed, the races (two riders, accept against cancel, one key twice) have one winner whichever
// instance each request reaches, and the streams an account holds are counted across both.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Order, OrderLiveEvent } from '@oja/shared/contract';
import { DEMO_ACCOUNTS } from '@oja/shared/demo';
import { WEEKDAYS } from '@oja/shared/validation';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { needs, testRedisUrl } from '../../support/engines';
import { listeningAt, type ServerProcess, spawnServer } from '../../support/server-process';
import { type OpenedStream, openStream } from '../../support/streams';

const SECRET = 'orders-multi-instance-secret-0123456789abcdef';
const ROUNDS = 6;

interface Instance {
  name: string;
  base: string;
  server: ServerProcess;
  dataDir: string;
}

type Answer<T = Record<string, unknown>> = { status: number; body: { data: T; message: string } };

async function call<T = Record<string, unknown>>(
  instance: Instance,
  method: string,
  url: string,
  token: string | null,
  json?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await fetch(`${instance.base}${url}`, {
    method,
    headers: {
      ...headers,
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

describe('orders across two instances on one PostgreSQL and Redis', { skip: needs('postgres', 'redis') }, () => {
  let database: TestDatabase;
  const instances: Instance[] = [];
  const streams: OpenedStream[] = [];
  const tokens = { merchant: '', admin: '', rider: '', rider2: '', customers: [] as string[] };
  let menu: { merchantId: number; productId: number };
  let nextCustomer = 0;
  const a = () => instances[0] as Instance;
  const b = () => instances[1] as Instance;

  const signIn = async (instance: Instance, url: string, account: { email: string; password: string }) => {
    const res = await call<{ token: string }>(instance, 'POST', url, null, account);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data.token;
  };
  /** Customers in turn: each has its own allowance of new orders. */
  const customer = () => tokens.customers[nextCustomer++ % tokens.customers.length] ?? '';
  const body = () => ({
    merchant_id: menu.merchantId,
    items: [{ product_id: menu.productId, quantity: 1 }],
    delivery: { address: '4 Fola Osibo Road, Lekki Phase 1, Lagos', latitude: 6.4431, longitude: 3.4745 },
    payment_method: 'cash',
  });
  const place = (instance: Instance, token = customer(), key: string = randomUUID()) =>
    call<{ order: Order }>(instance, 'POST', '/api/app/orders', token, body(), { 'idempotency-key': key });
  const stream = async (instance: Instance, url: string, token: string, lastEventId?: string) => {
    const opened = await openStream(`${instance.base}${url}`, token, {
      accept: 'text/event-stream',
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    });
    streams.push(opened);
    return opened;
  };
  const forOrder = (id: number, action?: string) => (event: { json: () => unknown }) => {
    const data = event.json() as OrderLiveEvent;
    return data.order_id === id && (action === undefined || data.action === action);
  };

  before(async () => {
    database = await createTestDatabase({ empty: true });
    const shared = {
      DATABASE_URL: database.url ?? '',
      REDIS_URL: `${testRedisUrl()}/2`,
      OJA_SECRET: SECRET,
      OJA_DEMO: '1',
      OJA_DEMO_ORDERS: '0',
    };
    const dataDirs = await Promise.all(['A', 'B'].map(() => mkdtemp(path.join(tmpdir(), 'oja-orders-'))));
    const servers = dataDirs.map((dataDir) =>
      spawnServer({ ...shared, OJA_DATA_DIR: dataDir, OJA_DEPLOY_ROOT: dataDir }),
    );
    const bases = await Promise.all(servers.map((server) => listeningAt(server, 400_000)));
    ['A', 'B'].forEach((name, index) => {
      instances.push({
        name,
        base: bases[index] ?? '',
        server: servers[index] as ServerProcess,
        dataDir: dataDirs[index] ?? '',
      });
    });
    tokens.merchant = await signIn(a(), '/api/auth/login', DEMO_ACCOUNTS.merchant);
    tokens.admin = await signIn(b(), '/api/auth/login', DEMO_ACCOUNTS.admin);
    tokens.rider = await signIn(a(), '/api/app/auth/login', DEMO_ACCOUNTS.rider);
    tokens.rider2 = await signIn(b(), '/api/app/auth/login', DEMO_ACCOUNTS.rider2);
    for (let index = 0; index < 6; index += 1) {
      const registered = await call<{ token: string }>(a(), 'POST', '/api/app/auth/register', null, {
        name: `Customer ${index}`,
        email: `customer.${index}.${randomUUID().slice(0, 6)}@example.ng`,
        password: 'Customer@2026',
        password_confirmation: 'Customer@2026',
      });
      assert.equal(registered.status, 200);
      tokens.customers.push(registered.body.data.token);
    }
    // Open all day, whatever the hour the test runs at.
    const days = WEEKDAYS.map((weekday) => ({ weekday, closed: false, opens_at: '00:00', closes_at: '24:00' }));
    assert.equal((await call(b(), 'PUT', '/api/merchant/opening-hours', tokens.merchant, { days })).status, 200);
    const profile = await call<{ id: number }>(a(), 'GET', '/api/merchant/profile', tokens.merchant);
    const products = await call<{ id: number; status: string }[]>(a(), 'GET', '/api/products', tokens.merchant);
    const inStock = products.body.data.find((product) => product.status === 'in_stock');
    menu = { merchantId: profile.body.data.id, productId: inStock?.id ?? 0 };
  });

  after(async () => {
    for (const opened of streams) opened.close();
    for (const instance of instances) {
      await instance.server.kill();
      await rm(instance.dataDir, { recursive: true, force: true });
    }
    await database?.close();
  });

  it('carries an order placed through one instance to the merchant\u2019s and the admin\u2019s streams on the other', async () => {
    const onB = await stream(b(), '/api/merchant/orders/events', tokens.merchant);
    const onA = await stream(a(), '/api/merchant/orders/events', tokens.merchant);
    const adminOnA = await stream(a(), '/api/admin/orders/events', tokens.admin);
    assert.deepEqual([onB.status, onA.status, adminOnA.status], [200, 200, 200]);
    const placed = await place(a());
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const id = placed.body.data.order.id;
    const event = await onB.next(forOrder(id, 'placed'));
    assert.equal(event.event, 'order.placed');
    await onA.next(forOrder(id, 'placed'));
    await adminOnA.next(forOrder(id, 'placed'));
    // A move through B reaches A's streams.
    const accepted = await call(b(), 'POST', `/api/merchant/orders/${id}/accept`, tokens.merchant, {
      prep_minutes: 15,
    });
    assert.equal(accepted.status, 200);
    assert.equal((await onA.next(forOrder(id, 'accepted'))).event, 'order.updated');
    await adminOnA.next(forOrder(id, 'accepted'));
    for (const opened of [onA, onB, adminOnA]) opened.close();
  });

  it('replays what a stream missed when it reconnects to the other instance with Last-Event-ID', async () => {
    const first = await stream(a(), '/api/merchant/orders/events', tokens.merchant);
    const placed = await place(b());
    const id = placed.body.data.order.id;
    const seen = await first.next(forOrder(id, 'placed'));
    first.close();
    await call(a(), 'POST', `/api/merchant/orders/${id}/accept`, tokens.merchant, { prep_minutes: 10 });
    await call(b(), 'POST', `/api/merchant/orders/${id}/ready`, tokens.merchant, {});
    const again = await stream(b(), '/api/merchant/orders/events', tokens.merchant, seen.id ?? '');
    const missed: string[] = [];
    while (missed.length < 2) {
      const event = await again.next(forOrder(id));
      if (Number(event.id) > Number(seen.id)) missed.push(event.json<OrderLiveEvent>().action);
    }
    assert.deepEqual(missed, ['accepted', 'ready']);
    again.close();
  });

  it('lets exactly one of two riders on two instances claim an order', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const placed = await place(a());
      const id = placed.body.data.order.id;
      await call(a(), 'POST', `/api/merchant/orders/${id}/accept`, tokens.merchant, { prep_minutes: 10 });
      await call(b(), 'POST', `/api/merchant/orders/${id}/ready`, tokens.merchant, {});
      const [first, second] = await Promise.all([
        call(a(), 'POST', `/api/rider/orders/${id}/claim`, tokens.rider, {}),
        call(b(), 'POST', `/api/rider/orders/${id}/claim`, tokens.rider2, {}),
      ]);
      assert.deepEqual([first.status, second.status].sort(), [200, 409], `round ${round}`);
      // The winner delivers it, so that it is free for the next round.
      const [winner, instance] = first.status === 200 ? [tokens.rider, a()] : [tokens.rider2, b()];
      for (const step of ['picked-up', 'delivered']) {
        assert.equal((await call(instance, 'POST', `/api/rider/orders/${id}/${step}`, winner, {})).status, 200);
      }
    }
  });

  it('lets one of the merchant accepting (on one) and the customer cancelling (on the other) win', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const token = customer();
      const placed = await place(a(), token);
      const id = placed.body.data.order.id;
      const [accept, cancel] = await Promise.all([
        call(a(), 'POST', `/api/merchant/orders/${id}/accept`, tokens.merchant, { prep_minutes: 10 }),
        call(b(), 'POST', `/api/app/orders/${id}/cancel`, token, {}),
      ]);
      assert.deepEqual([accept.status, cancel.status].sort(), [200, 409], `round ${round}`);
      const order = await call<{ order: Order }>(b(), 'GET', `/api/admin/orders/${id}`, tokens.admin);
      assert.equal(order.body.data.order.status, accept.status === 200 ? 'accepted' : 'cancelled');
      assert.equal(order.body.data.order.timeline?.length, 2, `round ${round}`);
    }
  });

  it('makes one order of one Idempotency-Key sent to both instances at once', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const token = customer();
      const key = randomUUID();
      const answers = await Promise.all([place(a(), token, key), place(b(), token, key), place(a(), token, key)]);
      assert.deepEqual(
        answers.map((answer) => answer.status),
        [201, 201, 201],
        `round ${round}`,
      );
      assert.equal(new Set(answers.map((answer) => answer.body.data.order.id)).size, 1, `round ${round}`);
    }
  });

  it('counts the streams of one merchant across both instances', async () => {
    const open: OpenedStream[] = [];
    for (let index = 0; index < 10; index += 1) {
      const opened = await stream(index % 2 === 0 ? a() : b(), '/api/merchant/orders/events', tokens.merchant);
      assert.equal(opened.status, 200, `stream ${index + 1}`);
      open.push(opened);
    }
    for (const instance of [a(), b()]) {
      const refused = await stream(instance, '/api/merchant/orders/events', tokens.merchant);
      assert.equal(refused.status, 429, instance.name);
    }
    const closing = open.shift();
    closing?.close();
    await closing?.ended;
    let reopened: OpenedStream | null = null;
    for (let attempt = 0; attempt < 50 && reopened?.status !== 200; attempt += 1) {
      reopened = await stream(b(), '/api/merchant/orders/events', tokens.merchant);
      if (reopened.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(reopened?.status, 200);
    for (const opened of [...open, reopened]) opened?.close();
  });
});
