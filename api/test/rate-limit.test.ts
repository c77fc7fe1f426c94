// Login and email-verification calls are rate limited per IP and per email (DECISIONS.md), with small limits
// here so the tests meet them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, RELAXED_LIMITS, type TestApp } from './support/app';

let t: TestApp;

before(async () => {
  t = await createTestApp({
    rateLimits: {
      ...RELAXED_LIMITS,
      login: { perIp: { max: 4, windowMs: 60_000 }, perEmail: { max: 2, windowMs: 60_000 } },
      emailVerification: { perIp: { max: 3, windowMs: 60_000 }, perEmail: { max: 100, windowMs: 60_000 } },
    },
  });
});
after(() => t.close());

const login = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password: 'Wrong@123' },
  });

describe('login rate limits', () => {
  it('stop a third try on one email, whatever its letter case, with 429 and Retry-After', async () => {
    assert.equal((await login('victim@test.oja', '10.0.0.1')).statusCode, 422);
    assert.equal((await login('VICTIM@test.oja', '10.0.0.2')).statusCode, 422);
    const third = await login(' victim@test.oja', '10.0.0.3');
    assert.equal(third.statusCode, 429);
    assert.equal(third.json().success, false);
    assert.match(third.json().message, /^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    assert.ok(Number(third.headers['retry-after']) > 0);
    // Another email from a fresh address is not affected.
    assert.equal((await login('someone.else@test.oja', '10.0.0.4')).statusCode, 422);
  });

  it('stop a fifth try from one address, whichever emails it uses', async () => {
    const ip = '10.9.9.9';
    for (const [index, email] of ['a@test.oja', 'b@test.oja', 'c@test.oja', 'd@test.oja'].entries()) {
      assert.equal((await login(email, ip)).statusCode, 422, `try ${index + 1}`);
    }
    const fifth = await login('e@test.oja', ip);
    assert.equal(fifth.statusCode, 429);
    assert.equal((await login('f@test.oja', '10.9.9.8')).statusCode, 422);
  });

  it('count invalid bodies too, so they cannot be used to probe for free', async () => {
    const ip = '10.7.7.7';
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: {} });
      assert.equal(res.statusCode, 422);
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: {} });
    assert.equal(res.statusCode, 429);
  });
});

describe('email verification rate limits', () => {
  it('apply to resend and verify alike, per IP', async () => {
    const ip = '10.5.5.5';
    const calls = [
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/email/resend',
          remoteAddress: ip,
          payload: { email: 'x@test.oja' },
        }),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/email/verify',
          remoteAddress: ip,
          payload: { email: 'x@test.oja', token: 'abc' },
        }),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/email/resend',
          remoteAddress: ip,
          payload: { email: 'y@test.oja' },
        }),
    ];
    for (const call of calls) assert.notEqual((await call()).statusCode, 429);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/resend',
      remoteAddress: ip,
      payload: { email: 'z@test.oja' },
    });
    assert.equal(refused.statusCode, 429);
  });
});

describe('the limits', () => {
  it('are separate per application instance and configurable', async () => {
    const strict = await createTestApp({
      rateLimits: {
        ...RELAXED_LIMITS,
        login: { perIp: { max: 1, windowMs: 60_000 }, perEmail: { max: 10, windowMs: 60_000 } },
      },
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

  it('open again when the window has passed', async () => {
    const windowMs = 1_500;
    const quick = await createTestApp({
      rateLimits: { ...RELAXED_LIMITS, login: { perIp: { max: 1, windowMs }, perEmail: { max: 10, windowMs } } },
    });
    try {
      const call = () =>
        quick.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.2.2.2',
          payload: { email: 'q@test.oja', password: 'x' },
        });
      const started = Date.now();
      assert.equal((await call()).statusCode, 422);
      const second = await call();
      // On a very loaded machine the window may already be over; the refusal is what this test is about.
      if (Date.now() - started < windowMs) assert.equal(second.statusCode, 429);
      await new Promise((resolve) => setTimeout(resolve, windowMs - (Date.now() - started) + 200));
      assert.equal((await call()).statusCode, 422);
    } finally {
      await quick.close();
    }
  });
});
