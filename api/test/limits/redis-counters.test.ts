// The counters every rate limit uses, in a real Redis shared by two "instances" (two connections): one count for
// both, atomic under concurrency, a fixed window, and the limiter's refusal on the call past the maximum.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { type AddressInfo, connect as connectTcp, createServer, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Redis as IORedis, type Redis } from 'ioredis';
import { Limiter } from '../../src/limits/index';
import { RedisCounterStore } from '../../src/limits/redis-counters';
import { openRedis } from '../../src/redis';
import { createTestApp, type TestApp } from '../support/app';
import { takeContract } from '../support/counter-contract';
import { needs, testRedisUrl } from '../support/engines';

describe('RedisCounterStore', { skip: needs('redis') }, () => {
  let first: Redis;
  let second: Redis;
  before(async () => {
    first = await openRedis(testRedisUrl() ?? '');
    second = await openRedis(testRedisUrl() ?? '');
  });
  after(async () => {
    await first?.quit();
    await second?.quit();
  });
  const key = () => `test:${randomBytes(6).toString('hex')}`;

  it('counts from 1 in a window that later increments do not extend', async () => {
    const store = new RedisCounterStore(first);
    const name = key();
    const one = await store.increment(name, 60_000);
    assert.equal(one.count, 1);
    assert.ok(one.resetInMs > 0 && one.resetInMs <= 60_000);
    const two = await store.increment(name, 600_000);
    assert.equal(two.count, 2);
    assert.ok(two.resetInMs <= 60_000, 'the window is the first increment’s');
    assert.equal((await store.get(name))?.count, 2);
  });

  it('answers null for an unknown or reset counter, and starts again after its window', async () => {
    const store = new RedisCounterStore(first);
    const name = key();
    assert.equal(await store.get(name), null);
    await store.increment(name, 60_000);
    await store.reset(name);
    assert.equal(await store.get(name), null);
    await store.increment(name, 50);
    // Redis expires the key itself: wait for it to be gone (the bound is generous, nothing is timed).
    for (let tries = 0; tries < 100 && (await store.get(name)) !== null; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(await store.get(name), null);
    assert.equal((await store.increment(name, 60_000)).count, 1);
  });

  it('is one count for every instance, exact under concurrent increments', async () => {
    const a = new RedisCounterStore(first);
    const b = new RedisCounterStore(second);
    const name = key();
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? a : b).increment(name, 60_000)),
    );
    assert.deepEqual(
      counts.map((counter) => counter.count).sort((x, y) => x - y),
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
    assert.equal((await b.get(name))?.count, 40);
  });

  it('takes atomically on several keys across instances, refusing without counting, and gives back', async () => {
    await takeContract(new RedisCounterStore(first));
  });

  it('lets the limiter of one instance refuse what the other counted', async () => {
    const a = new Limiter(new RedisCounterStore(first));
    const b = new Limiter(new RedisCounterStore(second));
    const name = key();
    const rule = { max: 3, windowMs: 60_000 };
    await a.consume(name, rule);
    await b.consume(name, rule);
    await a.consume(name, rule);
    await assert.rejects(b.consume(name, rule), (error: Error) => /Too many attempts/.test(error.message));
  });
});

describe('a Redis that cannot be reached', () => {
  // No server needed: a client aimed at a closed port that neither queues nor retries, as a live one does once
  // its connection is lost for longer than a request may wait.
  let redis: Redis;
  let t: TestApp;
  before(async () => {
    redis = new IORedis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    t = await createTestApp({ counters: new RedisCounterStore(redis) });
  });
  after(async () => {
    await t.close();
    redis.disconnect();
  });

  it('makes a rate-limited call answer 503 with Retry-After, never 500 and never unlimited', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@oja.local', password: 'Admin@12345' },
    });
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().message, 'The service is briefly unavailable. Please try again in a moment.');
    assert.equal(res.headers['retry-after'], '5');
  });

  it('makes the health check answer 503, so a load balancer takes the instance out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 503);
    assert.deepEqual(res.json(), { success: false, message: 'The counter store is not reachable.' });
  });
});

/**
 * A TCP relay between the API and the real Redis that can stop passing bytes on: Redis as it looks when it hangs
 * (its process stopped, a network path dead) rather than when it refuses connections.
 */
async function freezableRelay(target: URL): Promise<{ url: string; freeze(): void; close(): Promise<void> }> {
  let frozen = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connectTcp(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!frozen) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => {
      frozen = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('a Redis that hangs (up, but not answering)', { skip: needs('redis') }, () => {
  let relay: Awaited<ReturnType<typeof freezableRelay>>;
  let redis: Redis;
  let t: TestApp;
  before(async () => {
    relay = await freezableRelay(new URL(testRedisUrl() ?? ''));
    redis = await openRedis(relay.url);
    t = await createTestApp({ counters: new RedisCounterStore(redis, `oja:hang:${randomBytes(4).toString('hex')}:`) });
  });
  after(async () => {
    await t.close();
    redis.disconnect();
    await relay.close();
  });

  it('answers the documented 503 within seconds, not as long as the hang lasts', async () => {
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@test.oja', password: 'Wrong@12345' },
      });
    assert.equal((await signIn()).statusCode, 422, 'counted while Redis answered');
    relay.freeze();
    // The bound only keeps a hang from holding the test: the command timeout answers well before it.
    const hung = new Promise<never>((_, reject) => {
      const timer = setTimeout(() => reject(new Error('the sign-in was still waiting on Redis after 20 s')), 20_000);
      timer.unref();
    });
    const res = await Promise.race([signIn(), hung]);
    assert.equal(res.statusCode, 503);
    assert.equal(res.headers['retry-after'], '5');
    const health = await Promise.race([t.app.inject({ method: 'GET', url: '/api/health' }), hung]);
    assert.equal(health.statusCode, 503);
  });
});
