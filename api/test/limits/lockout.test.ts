// Lockout by strangers: failed sign-ins, reset codes asked for and guessed wrong, and verification mails count per
// account email and address (strictly) and per email from every address (higher, and not for an address the
// account signed in from lately). Strangers elsewhere never keep the owner out; one address cannot keep guessing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hashPassword } from '../../src/modules/auth/passwords';
import { ACTOR_PASSWORD, type Actors, createActors, createMerchantUser } from '../support/actors';
import { createTestApp, RELAXED_LIMITS, type TestApp } from '../support/app';

const rule = (max: number) => ({ max, windowMs: 15 * 60_000 });
const PER_PAIR = 3;
const PER_EMAIL = 6;
const NEW_PASSWORD = 'Changed@2026';

let t: TestApp;
let actors: Actors;
let passwordHash: string;

before(async () => {
  const account = { perEmailAndIp: rule(PER_PAIR), perEmail: rule(PER_EMAIL) };
  t = await createTestApp({
    rateLimits: {
      ...RELAXED_LIMITS,
      login: { ...RELAXED_LIMITS.login, failures: account },
      emailVerification: { ...RELAXED_LIMITS.emailVerification, mails: account },
      passwordReset: { ...RELAXED_LIMITS.passwordReset, codes: account, wrongCodes: account },
    },
  });
  actors = await createActors(t.repos);
  passwordHash = await hashPassword(ACTOR_PASSWORD);
});
after(() => t.close());

let counter = 0;
async function owner(): Promise<string> {
  counter += 1;
  const { user } = await createMerchantUser(t.repos, {
    status: 'approved',
    email: `owner${counter}@test.oja`,
    passwordHash,
  });
  return user.email;
}

const post = (url: string, payload: object, ip: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const login = (email: string, password: string, ip: string) => post('/api/auth/login', { email, password }, ip);
const stranger = (n: number) => `198.51.100.${n}`;
const OWNER_IP = '203.0.113.7';

describe('sign-in lockout', () => {
  it("strangers' failures from other addresses leave the owner's correct password working (the admin's too)", async () => {
    for (const email of [await owner(), actors.admin.user.email]) {
      for (let i = 1; i <= PER_EMAIL - 1; i += 1) {
        assert.equal((await login(email, 'Wrong@123', stranger(i))).statusCode, 422);
      }
      assert.equal((await login(email, ACTOR_PASSWORD, OWNER_IP)).statusCode, 200, email);
    }
  });

  it('stops one address guessing at one account, with 429, even with the right password; others go on', async () => {
    const email = await owner();
    for (let i = 0; i < PER_PAIR; i += 1) assert.equal((await login(email, 'Wrong@123', stranger(50))).statusCode, 422);
    const refused = await login(email, ACTOR_PASSWORD, stranger(50));
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await login(email, ACTOR_PASSWORD, OWNER_IP)).statusCode, 200);
    const other = await owner();
    assert.equal((await login(other, 'Wrong@123', stranger(50))).statusCode, 422, 'another account from there');
  });

  it('does not count successful sign-ins, and a success clears its own address', async () => {
    const email = await owner();
    for (let i = 0; i < PER_PAIR + 2; i += 1)
      assert.equal((await login(email, ACTOR_PASSWORD, OWNER_IP)).statusCode, 200);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < PER_PAIR - 1; i += 1) {
        assert.equal((await login(email, 'Typo@123', OWNER_IP)).statusCode, 422);
      }
      assert.equal((await login(email, ACTOR_PASSWORD, OWNER_IP)).statusCode, 200, `round ${round}`);
    }
  });

  it('stops many addresses guessing together, but not the owner at an address it signed in from', async () => {
    const email = await owner();
    const home = '203.0.113.50';
    assert.equal((await login(email, ACTOR_PASSWORD, home)).statusCode, 200);
    for (let i = 1; i <= PER_EMAIL; i += 1) {
      assert.equal((await login(email, 'Wrong@123', stranger(100 + i))).statusCode, 422);
    }
    assert.equal((await login(email, 'Wrong@123', stranger(120))).statusCode, 429, 'a new address');
    assert.equal((await login(email, ACTOR_PASSWORD, '203.0.113.99')).statusCode, 429, 'the owner somewhere new');
    assert.equal((await login(email, ACTOR_PASSWORD, home)).statusCode, 200, 'the owner at home');
  });

  it('answers an unknown email exactly like a known one', async () => {
    for (let i = 0; i < PER_PAIR; i += 1) {
      assert.equal((await login('nobody.here@test.oja', 'Wrong@123', stranger(60))).statusCode, 422);
    }
    assert.equal((await login('nobody.here@test.oja', 'Wrong@123', stranger(60))).statusCode, 429);
  });
});

describe('password reset lockout', () => {
  const forgot = (email: string, ip: string) => post('/api/auth/forgot-password', { email }, ip);
  const verify = (email: string, code: string, ip: string) =>
    post('/api/auth/verify-reset-code', { email, reset_code: code }, ip);
  const reset = (email: string, code: string, ip: string) =>
    post(
      '/api/auth/reset-password',
      { email, reset_code: code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      ip,
    );

  const mailsTo = async (email: string) =>
    (await t.outbox()).filter((mail) => mail.content.includes(`To: ${email}`)).map((mail) => mail.file);

  /** Asks for a code as the owner and reads it from the one mail that request sent (background mails drained). */
  async function ownerCode(email: string): Promise<string> {
    const before = new Set(await mailsTo(email));
    assert.equal((await forgot(email, OWNER_IP)).statusCode, 200);
    const added = (await t.outbox()).filter((mail) => mail.content.includes(`To: ${email}`) && !before.has(mail.file));
    assert.equal(added.length, 1, 'one code mailed');
    const match = /Your password reset code is: (\d{5})/.exec(added[0]?.content ?? '');
    assert.ok(match?.[1], 'the mail carries the code');
    return match[1];
  }

  it('strangers who ask for codes and guess wrong do not keep the owner from resetting', async () => {
    const email = await owner();
    // The owner asks first; a stranger kills that code with wrong guesses and asks for more codes.
    const first = await ownerCode(email);
    for (let i = 0; i < PER_PAIR; i += 1) {
      const wrong = first === '00000' ? '11111' : '00000';
      assert.equal((await verify(email, wrong, stranger(70))).statusCode, 422);
    }
    assert.equal((await verify(email, first, stranger(70))).statusCode, 429, 'the stranger is stopped');
    for (let i = 0; i < PER_PAIR; i += 1) assert.equal((await forgot(email, stranger(70))).statusCode, 200);
    assert.equal((await forgot(email, stranger(70))).statusCode, 429, 'no more codes for the stranger');
    // The owner asks again and resets (the strangers' codes are all mailed by then, so the owner's is the newest).
    await mailsTo(email);
    const code = await ownerCode(email);
    assert.equal((await verify(email, code, OWNER_IP)).statusCode, 200);
    assert.equal((await reset(email, code, OWNER_IP)).statusCode, 200);
    assert.equal((await login(email, NEW_PASSWORD, OWNER_IP)).statusCode, 200);
  });

  it('caps codes per email from every address, except for an address the account signed in from', async () => {
    const email = await owner();
    const home = '203.0.113.60';
    assert.equal((await login(email, ACTOR_PASSWORD, home)).statusCode, 200);
    for (let i = 0; i < PER_EMAIL; i += 1) assert.equal((await forgot(email, stranger(80 + i))).statusCode, 200);
    assert.equal((await forgot(email, stranger(90))).statusCode, 429);
    const mailsBefore = (await t.outbox()).length;
    assert.equal((await forgot(email, home)).statusCode, 200);
    assert.equal((await t.outbox()).length, mailsBefore + 1, 'the owner at home still gets a code');
  });

  it('answers an email with no account the same way, so the limits tell nobody which emails exist', async () => {
    for (let i = 0; i < PER_PAIR; i += 1)
      assert.equal((await forgot('no.account@test.oja', stranger(95))).statusCode, 200);
    assert.equal((await forgot('no.account@test.oja', stranger(95))).statusCode, 429);
    const known = await owner();
    for (let i = 0; i < PER_PAIR; i += 1) assert.equal((await forgot(known, stranger(96))).statusCode, 200);
    assert.equal((await forgot(known, stranger(96))).statusCode, 429);
  });
});

describe('verification mail lockout', () => {
  it('a stranger asking for verification mails does not stop the owner asking', async () => {
    const email = await owner();
    const resend = (ip: string) => post('/api/auth/email/resend', { email }, ip);
    for (let i = 0; i < PER_PAIR; i += 1) assert.equal((await resend(stranger(110))).statusCode, 200);
    assert.equal((await resend(stranger(110))).statusCode, 429);
    assert.equal((await resend(OWNER_IP)).statusCode, 200);
  });
});
