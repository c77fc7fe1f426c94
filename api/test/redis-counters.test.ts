// The counters every rate limit uses, in a real Redis shared by two "instances" (two connections): one count for
// both, atomic under concurrency, a fixed window, and the limiter's refusal on the call past the maximum.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Redis } from 'ioredis';
import { Limiter } from '../src/limits/index';
import { RedisCounterStore } from '../src/limits/redis-counters';
import { openRedis } from '../src/redis';
import { needs, testRedisUrl } from './support/engines';

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
