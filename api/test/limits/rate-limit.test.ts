// Rate limits per address (every call counts, invalid bodies too), and the counters under them: one interface,
// counting in a fixed window on the clock it is given, so no test waits for time to pass.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AppError } from '../../src/errors';
import { type CounterStore, Limiter, MemoryCounterStore } from '../../src/limits/index';
import { createTestApp, RELAXED_LIMITS, type TestApp } from '../support/app';
import { takeContract } from '../support/counter-contract';

let t: TestApp;

before(async () => {
  t = await createTestApp({
    rateLimits: {
      ...RELAXED_LIMITS,
      login: { ...RELAXED_LIMITS.login, perIp: { max: 4, windowMs: 60_000 } },
      emailVerification: { ...RELAXED_LIMITS.emailVerification, perIp: { max: 3, windowMs: 60_000 } },
    },
  });
});
after(() => t.close());

const login = (email: string, ip: string, payload: object = { email, password: 'Wrong@123' }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload });

describe('login rate limits per address', () => {
  it('stop a fifth try from one address, whichever emails it uses, with 429 and Retry-After', async () => {
    const ip = '10.9.9.9';
    for (const [index, email] of ['a@test.oja', 'b@test.oja', 'c@test.oja', 'd@test.oja'].entries()) {
      assert.equal((await login(email, ip)).statusCode, 422, `try ${index + 1}`);
    }
    const fifth = await login('e@test.oja', ip);
    assert.equal(fifth.statusCode, 429);
    assert.equal(fifth.json().success, false);
    assert.match(fifth.json().message, /^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    assert.ok(Number(fifth.headers['retry-after']) > 0);
    assert.equal((await login('f@test.oja', '10.9.9.8')).statusCode, 422, 'another address is not affected');
  });

  it('count invalid bodies too, so they cannot be used to probe for free', async () => {
    const ip = '10.7.7.7';
    for (let i = 0; i < 4; i += 1) assert.equal((await login('', ip, {})).statusCode, 422);
    assert.equal((await login('', ip, {})).statusCode, 429);
  });
});

describe('email verification rate limits', () => {
  it('apply to resend and verify alike, per address', async () => {
    const ip = '10.5.5.5';
    const resend = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/email/resend', remoteAddress: ip, payload: { email } });
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/email/verify',
        remoteAddress: ip,
        payload: { email: 'x@test.oja', token: 'abc' },
      });
    for (const call of [() => resend('x@test.oja'), verify, () => resend('y@test.oja')]) {
      assert.notEqual((await call()).statusCode, 429);
    }
    assert.equal((await resend('z@test.oja')).statusCode, 429);
  });
});

describe('the counters', () => {
  it('are separate per application instance and configurable', async () => {
    const strict = await createTestApp({
      rateLimits: { ...RELAXED_LIMITS, login: { ...RELAXED_LIMITS.login, perIp: { max: 1, windowMs: 60_000 } } },
    });
    try {
      const call = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.1.1.1',
          payload: { email: 'q@test.oja', password: 'x' },
        });
      assert.equal((await call()).statusCode, 422);
      assert.equal((await call()).statusCode, 429);
    } finally {
      await strict.close();
    }
  });

  it('open again when the window has passed, on the clock the store is given', async () => {
    let now = 1_000_000;
    const quick = await createTestApp({
      counters: new MemoryCounterStore({ now: () => now }),
      rateLimits: { ...RELAXED_LIMITS, login: { ...RELAXED_LIMITS.login, perIp: { max: 1, windowMs: 60_000 } } },
    });
    try {
      const call = () =>
        quick.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.2.2.2',
          payload: { email: 'q@test.oja', password: 'x' },
        });
      assert.equal((await call()).statusCode, 422);
      now += 59_000;
      const refused = await call();
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.headers['retry-after'], '1');
      now += 1_000;
      assert.equal((await call()).statusCode, 422);
    } finally {
      await quick.close();
    }
  });

  // What any store must do (the in-memory one here; a Redis store would run the same checks).
  async function storeContract(store: CounterStore, advance: (ms: number) => void): Promise<void> {
    assert.deepEqual(await store.get('k'), null);
    assert.deepEqual(await store.increment('k', 1_000), { count: 1, resetInMs: 1_000 });
    advance(400);
    assert.deepEqual(await store.increment('k', 1_000), { count: 2, resetInMs: 600 }, 'a fixed window');
    assert.deepEqual(await store.get('k'), { count: 2, resetInMs: 600 });
    advance(600);
    assert.equal(await store.get('k'), null, 'expired');
    assert.deepEqual(await store.increment('k', 1_000), { count: 1, resetInMs: 1_000 }, 'counting starts again');
    await store.reset('k');
    assert.equal(await store.get('k'), null);
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.increment('burst', 1_000)));
    assert.deepEqual(
      counts.map((counter) => counter.count).sort((a, b) => a - b),
      Array.from({ length: 50 }, (_, i) => i + 1),
      'atomic',
    );
  }

  it('keep the store contract: atomic increment with expiry, read, reset', async () => {
    let now = 0;
    await storeContract(new MemoryCounterStore({ now: () => now }), (ms) => {
      now += ms;
    });
  });

  it('take atomically on several keys, refusing without counting, and give back', async () => {
    await takeContract(new MemoryCounterStore());
  });

  it('stay bounded in memory whatever keys strangers send', async () => {
    const store = new MemoryCounterStore({ maxKeys: 100 });
    for (let i = 0; i < 1_000; i += 1) await store.increment(`ip:${i}`, 60_000);
    assert.equal(await store.get('ip:0'), null, 'the oldest went first');
    assert.deepEqual((await store.get('ip:999'))?.count, 1);
  });

  it('refuse with the wait in the message and Retry-After', async () => {
    const limiter = new Limiter(new MemoryCounterStore({ now: () => 0 }));
    await limiter.consume('x', { max: 1, windowMs: 90_000 });
    await assert.rejects(limiter.consume('x', { max: 1, windowMs: 90_000 }), (error: unknown) => {
      assert.ok(error instanceof AppError);
      assert.equal(error.kind, 'too-many-attempts');
      assert.equal(error.message, 'Too many attempts. Please wait 2 minutes and try again.');
      assert.equal(error.details.retryAfterSeconds, 90);
      return true;
    });
  });
});
