// The reset flow: POST /api/auth/forgot-password, /verify-reset-code, /reset-password. Each rule (secure random
// 5-digit code, keyed hash, single use, 10 minutes, 5 wrong tries, no account enumeration, per-address limits,
// sessions ended) has a test here that fails when the rule is taken out; the limits per account, which strangers
// must not be able to use against the owner, are in lockout.test.ts.

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { passwordResetCodes, users } from '../../../src/db/schema';
import { hashPassword } from '../../../src/modules/auth/passwords';
import { INVALID_CREDENTIALS } from '../../../src/modules/auth/service';
import { hashResetCode, newResetCode } from '../../../src/modules/password-reset/codes';
import {
  INVALID_RESET_CODE,
  MAX_WRONG_ATTEMPTS,
  passwordResetService,
  RESET_REQUESTED,
} from '../../../src/modules/password-reset/service';
import { deriveKey } from '../../../src/secret';
import { ACTOR_PASSWORD, type Actors, createActors, createMerchantUser, issueTestToken } from '../../support/actors';
import { bearer, createTestApp, RELAXED_LIMITS, TEST_SECRET, type TestApp } from '../../support/app';

let t: TestApp;
let actors: Actors;
let passwordHash: string;

before(async () => {
  t = await createTestApp();
  actors = await createActors(t.repos);
  passwordHash = await hashPassword(ACTOR_PASSWORD);
});
after(() => t.close());

const NEW_PASSWORD = 'Fresh@2026x';
let counter = 0;

/** A merchant of its own for each test, so the tests' codes and limits never meet. */
async function freshUser() {
  counter += 1;
  const { user } = await createMerchantUser(t.repos, {
    status: 'approved',
    email: `reset${counter}@test.oja`,
    passwordHash,
  });
  return user;
}

const post = (url: string, payload: unknown, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, ...(remoteAddress ? { remoteAddress } : {}) });
const forgot = (email: string) => post('/api/auth/forgot-password', { email });
const verify = (email: string, code: string) => post('/api/auth/verify-reset-code', { email, reset_code: code });
const reset = (email: string, code: string, password = NEW_PASSWORD, confirmation = password) =>
  post('/api/auth/reset-password', { email, reset_code: code, password, password_confirmation: confirmation });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });

async function mailsTo(email: string) {
  return (await t.outbox()).filter((mail) =>
    new RegExp(`^To: ${email.replace(/\./g, '\\.')}$`, 'm').test(mail.content),
  );
}

/** Asks for a code and reads it from the mail in the outbox, as a person would. */
async function requestCode(email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  const res = await forgot(email);
  assert.equal(res.statusCode, 200);
  const mails = await mailsTo(email);
  assert.equal(mails.length, before + 1, 'one mail per request');
  const match = /Your password reset code is: (\d{5})/.exec(mails.at(-1)?.content ?? '');
  assert.ok(match?.[1], 'the mail carries the code');
  return match[1];
}

/** A code that is certainly not the right one. */
const wrongFor = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

async function codeRows(userId: number) {
  return t.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
}

function invalidAnswer(res: { statusCode: number; json(): unknown }) {
  assert.equal(res.statusCode, 422);
  assert.deepEqual(res.json(), {
    success: false,
    message: INVALID_RESET_CODE,
    errors: { reset_code: [INVALID_RESET_CODE] },
  });
}

describe('POST /api/auth/forgot-password', () => {
  it('mails a 5-digit code that expires in 10 minutes', async () => {
    const user = await freshUser();
    const startedAt = Date.now();
    const code = await requestCode(user.email);
    assert.match(code, /^\d{5}$/);
    const mail = (await mailsTo(user.email)).at(-1)?.content ?? '';
    assert.match(mail, /^Subject: Your Oja Logistics password reset code$/m);
    assert.match(mail, /expires in 10 minutes/);
    const [row] = await codeRows(user.id);
    assert.ok(row);
    const ttl = row.expiresAt.getTime() - startedAt;
    assert.ok(ttl > 9.9 * 60_000 && ttl <= 10 * 60_000 + 5_000, `expires ${ttl} ms after the request`);
    assert.equal(row.attempts, 0);
    assert.equal(row.usedAt, null);
  });

  it('stores only a hash keyed with the server secret, never the code', async () => {
    const user = await freshUser();
    const code = await requestCode(user.email);
    const [row] = await codeRows(user.id);
    assert.ok(row);
    assert.notEqual(row.codeHash, code);
    assert.equal(row.codeHash.includes(code), false);
    // Not a plain hash anyone could rebuild by trying all 100 000 codes...
    for (const plain of [code, `${user.id}:${code}`]) {
      assert.notEqual(row.codeHash, createHash('sha256').update(plain).digest('hex'));
    }
    // ...but the HMAC under the key derived from the server secret.
    assert.equal(row.codeHash, hashResetCode(deriveKey(TEST_SECRET, 'reset-codes'), user.id, code));
  });

  it('draws codes from a secure random source, uniformly over all 5 digits', () => {
    const realRandom = Math.random;
    Math.random = () => 0.5;
    try {
      const codes = Array.from({ length: 4000 }, () => newResetCode());
      assert.ok(codes.every((code) => /^\d{5}$/.test(code)));
      // With Math.random pinned, only a source of its own can still vary.
      assert.ok(new Set(codes).size > 3800, `${new Set(codes).size} distinct codes of 4000`);
      // Leading zeros are kept (about 1 code in 10 starts with 0).
      const leadingZero = codes.filter((code) => code.startsWith('0')).length;
      assert.ok(leadingZero > 250 && leadingZero < 550, `${leadingZero} codes start with 0`);
    } finally {
      Math.random = realRandom;
    }
  });

  it('answers an unknown email exactly as a known one, and mails nobody', async () => {
    const user = await freshUser();
    const before = (await t.outbox()).length;
    const known = await forgot(user.email);
    const unknown = await forgot('nobody.here@test.oja');
    for (const res of [known, unknown]) {
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { success: true, message: RESET_REQUESTED, data: null });
    }
    assert.equal((await t.outbox()).length, before + 1);
    assert.equal((await mailsTo('nobody.here@test.oja')).length, 0);
  });

  it('answers before looking the email up, so a known email cannot be told from an unknown one by timing', async () => {
    // Measuring the two answers' times flakes on a busy machine; the order of events does not. Work handed to the
    // background tasks is held here until the answer has been checked: if the lookup and the code ran before the
    // answer (or in the handler), the code would already be written when the answer arrives.
    const user = await freshUser();
    const tasks = t.app.backgroundTasks;
    const run = tasks.run.bind(tasks);
    const held: (() => void)[] = [];
    tasks.run = (name, work) => run(name, () => new Promise<void>((resolve) => held.push(resolve)).then(work));
    try {
      const res = await forgot(user.email);
      assert.equal(res.statusCode, 200);
      assert.equal((await codeRows(user.id)).length, 0, 'no code yet when the answer arrives');
    } finally {
      tasks.run = run;
      for (const release of held) release();
    }
    await tasks.drain();
    assert.equal((await codeRows(user.id)).length, 1, 'the code is written after the answer');
  });

  it('validates the email with the shared messages', async () => {
    const empty = await post('/api/auth/forgot-password', {});
    assert.equal(empty.statusCode, 422);
    assert.deepEqual(empty.json().errors, { email: ['Email is required'] });
    const invalid = await forgot('not-an-email');
    assert.deepEqual(invalid.json().errors, { email: ['Please enter a valid email address'] });
  });
});

describe('POST /api/auth/verify-reset-code', () => {
  it('accepts the mailed code without using it up', async () => {
    const user = await freshUser();
    const code = await requestCode(user.email);
    const ok = await verify(user.email.toUpperCase(), code);
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { success: true, message: 'Code verified successfully!', data: null });
    assert.equal((await verify(user.email, code)).statusCode, 200);
    assert.equal((await reset(user.email, code)).statusCode, 200);
  });

  it('refuses a wrong code and counts the try', async () => {
    const user = await freshUser();
    const code = await requestCode(user.email);
    invalidAnswer(await verify(user.email, wrongFor(code)));
    const [row] = await codeRows(user.id);
    assert.equal(row?.attempts, 1);
  });

  it('kills the code after 5 wrong tries: the 6th try is refused even with the right code', async () => {
    const user = await freshUser();
    const code = await requestCode(user.email);
    for (let i = 0; i < MAX_WRONG_ATTEMPTS; i += 1) invalidAnswer(await verify(user.email, wrongFor(code)));
    invalidAnswer(await verify(user.email, code));
    invalidAnswer(await reset(user.email, code));
    const [row] = await codeRows(user.id);
    assert.equal(row?.attempts, MAX_WRONG_ATTEMPTS, 'the count stops at the cap');
    assert.equal((await login(user.email, NEW_PASSWORD)).statusCode, 422);
  });

  it('allows the right code after 4 wrong tries (the cap is 5, not fewer)', async () => {
    const user = await freshUser();
    const code = await requestCode(user.email);
    for (let i = 0; i < MAX_WRONG_ATTEMPTS - 1; i += 1) invalidAnswer(await verify(user.email, wrongFor(code)));
    assert.equal((await verify(user.email, code)).statusCode, 200);
  });

  it('counts wrong codes sent to the reset step against the same cap', async () => {
    const user = await freshUser();
    const code = await requestCode(user.email);
    for (let i = 0; i < MAX_WRONG_ATTEMPTS; i += 1) invalidAnswer(await reset(user.email, wrongFor(code)));
    invalidAnswer(await reset(user.email, code));
  });

  it('refuses a code older than 10 minutes', async () => {
    const user = await freshUser();
    const code = await requestCode(user.email);
    await t.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResetCodes.userId, user.id));
    invalidAnswer(await verify(user.email, code));
    invalidAnswer(await reset(user.email, code));
    assert.equal((await login(user.email, ACTOR_PASSWORD)).statusCode, 200, 'the password is unchanged');
  });

  it('refuses the code on a clock past its expiry, and takes it just before', async () => {
    const user = await freshUser();
    const code = await requestCode(user.email);
    const [row] = await codeRows(user.id);
    assert.ok(row);
    const ctx = appContextOf(t);
    const at = (ms: number) => passwordResetService(ctx, { now: () => new Date(row.expiresAt.getTime() + ms) });
    await at(-1_000).verifyCode(user.email, code, '10.0.0.1');
    await assert.rejects(at(0).verifyCode(user.email, code, '10.0.0.1'), { message: INVALID_RESET_CODE });
  });

  it('takes only the newest code of the account', async () => {
    const user = await freshUser();
    const first = await requestCode(user.email);
    let second = await requestCode(user.email);
    // Two draws may, rarely, be the same code; a third makes the test certain.
    while (second === first) second = await requestCode(user.email);
    invalidAnswer(await verify(user.email, first));
    assert.equal((await verify(user.email, second)).statusCode, 200);
  });

  it('binds a code to its account', async () => {
    const owner = await freshUser();
    const other = await freshUser();
    const code = await requestCode(owner.email);
    await requestCode(other.email);
    const [otherRow] = await codeRows(other.id);
    // Even if the other account happened to be mailed the same digits, its stored hash differs.
    assert.notEqual(otherRow?.codeHash, hashResetCode(deriveKey(TEST_SECRET, 'reset-codes'), owner.id, code));
    const res = await verify(other.email, code);
    if (res.statusCode === 200) {
      // The same 5 digits were drawn for both (1 in 100 000): then the hashes differ but both codes are right.
      return;
    }
    invalidAnswer(res);
  });

  it('answers an unknown email and an account without a code like a wrong code', async () => {
    const user = await freshUser();
    invalidAnswer(await verify('nobody.at.all@test.oja', '12345'));
    invalidAnswer(await verify(user.email, '12345'));
  });

  it('validates the body with the shared messages', async () => {
    const empty = await post('/api/auth/verify-reset-code', {});
    assert.equal(empty.statusCode, 422);
    assert.deepEqual(empty.json().errors, { email: ['Email is required'], reset_code: ['Reset code is required'] });
    for (const code of ['1234', '123456', '12a45', ' 1 2 3']) {
      const res = await verify('someone@test.oja', code);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.json().errors, { reset_code: ['Reset code must be 5 digits'] }, code);
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password and ends every session of the account, and only of that account', async () => {
    const user = await freshUser();
    const tokens = [await issueTestToken(t.repos, user.id), await issueTestToken(t.repos, user.id)];
    const bystander = await actors.freshToken('approvedMerchant');
    const code = await requestCode(user.email);
    const res = await reset(user.email, code);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { success: true, message: 'Password updated successfully!', data: null });
    for (const token of tokens) {
      const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
      assert.equal(profile.statusCode, 401);
      assert.equal(profile.json().session_ended, 'password-reset');
    }
    const other = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(bystander) });
    assert.equal(other.statusCode, 200);
    const old = await login(user.email, ACTOR_PASSWORD);
    assert.equal(old.statusCode, 422);
    assert.deepEqual(old.json().errors, { email: [INVALID_CREDENTIALS] });
    assert.equal((await login(user.email, NEW_PASSWORD)).statusCode, 200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    assert.match(row?.passwordHash ?? '', /^\$argon2id\$/);
  });

  it('works once: the same code cannot be used again', async () => {
    const user = await freshUser();
    const code = await requestCode(user.email);
    assert.equal((await reset(user.email, code)).statusCode, 200);
    invalidAnswer(await reset(user.email, code, 'Another@2026'));
    invalidAnswer(await verify(user.email, code));
    assert.equal((await login(user.email, NEW_PASSWORD)).statusCode, 200);
    const [row] = await codeRows(user.id);
    assert.ok(row?.usedAt instanceof Date);
  });

  it('lets only one of two concurrent resets with the same code through', async () => {
    const user = await freshUser();
    const code = await requestCode(user.email);
    const answers = await Promise.all([
      reset(user.email, code, 'First@2026x'),
      reset(user.email, code, 'Second@2026x'),
    ]);
    assert.deepEqual(answers.map((res) => res.statusCode).sort(), [200, 422]);
  });

  it('sends nothing but a valid pair: mismatch and weak passwords answer the shared messages and keep the code', async () => {
    const user = await freshUser();
    const code = await requestCode(user.email);
    const mismatch = await reset(user.email, code, NEW_PASSWORD, 'Other@2026x');
    assert.equal(mismatch.statusCode, 422);
    assert.deepEqual(mismatch.json().errors, { password_confirmation: ['Passwords must match'] });
    const weak = await reset(user.email, code, 'weakpass');
    assert.equal(weak.statusCode, 422);
    assert.deepEqual(weak.json().errors, {
      password: [
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      ],
    });
    const empty = await post('/api/auth/reset-password', {});
    assert.deepEqual(Object.keys(empty.json().errors).sort(), [
      'email',
      'password',
      'password_confirmation',
      'reset_code',
    ]);
    const [row] = await codeRows(user.id);
    assert.equal(row?.attempts, 0, 'invalid input is not a try');
    assert.equal((await reset(user.email, code)).statusCode, 200);
  });
});

describe('password reset rate limits', () => {
  it('stop the fifth call from one address on each step, whichever emails it uses, with 429 and Retry-After', async () => {
    const limited = await createTestApp({
      rateLimits: {
        ...RELAXED_LIMITS,
        passwordReset: { ...RELAXED_LIMITS.passwordReset, perIp: { max: 4, windowMs: 60_000 } },
      },
    });
    try {
      const call = (url: string, payload: object, remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url, payload, remoteAddress });
      for (const url of ['/api/auth/forgot-password', '/api/auth/verify-reset-code', '/api/auth/reset-password']) {
        const body = (email: string) => ({
          email,
          reset_code: '12345',
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        });
        for (const email of ['p1@test.oja', 'p2@test.oja', 'p3@test.oja', 'p4@test.oja']) {
          assert.notEqual((await call(url, body(email), '10.2.0.1')).statusCode, 429, `${url} ${email}`);
        }
        const fifth = await call(url, body('p5@test.oja'), '10.2.0.1');
        assert.equal(fifth.statusCode, 429, url);
        assert.match(fifth.json().message, /^Too many attempts\./);
        assert.ok(Number(fifth.headers['retry-after']) > 0);
        assert.notEqual((await call(url, body('p5@test.oja'), '10.2.0.2')).statusCode, 429, 'another address');
      }
    } finally {
      await limited.close();
    }
  });
});

/** The context the routes were built with, rebuilt from the test app's parts (for services on another clock). */
function appContextOf(app: TestApp) {
  return app.app.context;
}
