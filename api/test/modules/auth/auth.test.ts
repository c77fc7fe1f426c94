// /api/auth/*: login, logout, profile, email verification and resending it.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { accessTokens, emailVerificationTokens, users } from '../../../src/db/schema';
import { hashToken } from '../../../src/http/access';
import { checkPassword, hashPassword } from '../../../src/modules/auth/passwords';
import { INVALID_CREDENTIALS, INVALID_VERIFICATION } from '../../../src/modules/auth/service';
import { ACTOR_PASSWORD, appWithActors, issueTestToken } from '../../support/actors';
import { bearer, createTestApp } from '../../support/app';
import { registration } from '../../support/registration';

const { t, actors } = await appWithActors();
after(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/login', () => {
  it('signs in an admin with a bearer token and the user', async () => {
    const res = await login(actors.admin.user.email, ACTOR_PASSWORD);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.success, true);
    assert.equal(body.message, 'Login successful!');
    assert.equal(body.data.token_type, 'Bearer');
    assert.match(body.data.token, /^[A-Za-z0-9_-]{43}$/);
    assert.ok(Date.parse(body.data.expires_at) > Date.now() + 29 * 86_400_000);
    assert.equal(body.data.user.user_type, 'admin');
    assert.equal(body.data.user.email, actors.admin.user.email);
    assert.equal('merchant' in body.data.user, false);
    assert.equal('password_hash' in body.data.user || 'passwordHash' in body.data.user, false);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(body.data.token) });
    assert.equal(me.statusCode, 200);
  });

  it('signs in an approved merchant with its merchant object', async () => {
    const res = await login(actors.approvedMerchant.user.email, ACTOR_PASSWORD);
    assert.equal(res.statusCode, 200);
    const { merchant } = res.json().data.user;
    assert.equal(merchant.id, actors.approvedMerchant.merchant?.id);
    assert.equal(merchant.verification_status, 'approved');
    assert.equal(merchant.contact_name, actors.approvedMerchant.user.name);
  });

  it('signs in pending and rejected merchants too, saying where their review stands', async () => {
    const pending = await login(actors.pendingMerchant.user.email, ACTOR_PASSWORD);
    assert.equal(pending.statusCode, 200);
    assert.equal(pending.json().data.user.merchant.verification_status, 'pending');
    const rejected = await login(actors.rejectedMerchant.user.email, ACTOR_PASSWORD);
    assert.equal(rejected.statusCode, 200);
    assert.equal(rejected.json().data.user.merchant.verification_status, 'rejected');
    assert.equal(rejected.json().data.user.merchant.rejection_reason, 'The documents are not readable.');
    // No dashboard to stay signed in to: their tokens live an hour, not the 30 days of a session.
    for (const res of [pending, rejected]) {
      const expires = Date.parse(res.json().data.expires_at);
      assert.ok(expires > Date.now() + 59 * 60_000 && expires <= Date.now() + 60 * 60_000, res.body);
    }
    const approved = await login(actors.approvedMerchant.user.email, ACTOR_PASSWORD);
    assert.ok(Date.parse(approved.json().data.expires_at) > Date.now() + 29 * 86_400_000);
  });

  it('ignores letter case and spaces around the email', async () => {
    const res = await login(`  ${actors.admin.user.email.toUpperCase()} `, ACTOR_PASSWORD);
    assert.equal(res.statusCode, 200);
  });

  it('refuses customers and riders with 403 "Access denied", once their password is right', async () => {
    for (const actor of [actors.customer, actors.rider]) {
      const res = await login(actor.user.email, ACTOR_PASSWORD);
      assert.equal(res.statusCode, 403);
      assert.match(res.json().message, /^Access denied/);
      assert.equal(res.json().success, false);
      // A wrong password does not reveal that the account is a customer's.
      assert.equal((await login(actor.user.email, 'Wrong@12345')).statusCode, 422);
    }
  });

  it('answers the same 422 for a wrong password and an unknown email', async () => {
    const wrong = await login(actors.admin.user.email, 'Wrong@12345');
    const unknown = await login('nobody@test.oja', 'Wrong@12345');
    for (const res of [wrong, unknown]) {
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.json(), {
        success: false,
        message: INVALID_CREDENTIALS,
        errors: { email: [INVALID_CREDENTIALS] },
      });
    }
  });

  it('checks the fields with the shared schema and its messages', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    assert.equal(empty.statusCode, 422);
    assert.deepEqual(empty.json().errors, { email: ['Email is required'], password: ['Password is required'] });
    assert.equal(empty.json().message, 'Email is required');
    const invalid = await login('someone@', 'x');
    assert.deepEqual(invalid.json().errors, { email: ['Please enter a valid email address'] });
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    assert.equal(none.statusCode, 422);
  });

  it('stores only the SHA-256 of a token, with its expiry', async () => {
    const res = await login(actors.admin.user.email, ACTOR_PASSWORD);
    const { token } = res.json().data;
    const rows = await t.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.scope, 'full');
    const all = await t.database.db.select({ hash: accessTokens.tokenHash }).from(accessTokens);
    assert.equal(
      all.some((row) => row.hash === token),
      false,
    );
  });

  it('keeps token lifetimes configurable', async () => {
    const short = await createTestApp({ tokenTtlDays: 1 });
    try {
      const admin = await short.repos.users.create({
        name: 'Short',
        email: 'short@test.oja',
        passwordHash: await hashPassword('Short@12345'),
        userType: 'admin',
      });
      const res = await short.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password: 'Short@12345' },
      });
      const expires = Date.parse(res.json().data.expires_at);
      assert.ok(expires > Date.now() + 23 * 3_600_000 && expires < Date.now() + 25 * 3_600_000);
    } finally {
      await short.close();
    }
  });
});

describe('passwords', () => {
  it('are hashed with argon2id', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, actors.admin.user.id));
    assert.match(row?.passwordHash ?? '', /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('take about as long to check for an unknown email as for a real one', async () => {
    const hash = await hashPassword('Timing@123');
    const samples: Record<'real' | 'unknown', number[]> = { real: [], unknown: [] };
    // Interleaved, so load from other test files hits both sides alike.
    for (let i = 0; i < 7; i += 1) {
      for (const [side, stored] of [
        ['real', hash],
        ['unknown', null],
      ] as const) {
        const started = process.hrtime.bigint();
        await checkPassword(stored, 'Wrong@123');
        samples[side].push(Number(process.hrtime.bigint() - started));
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const real = median(samples.real);
    const unknown = median(samples.unknown);
    // Without the dummy verification the unknown path takes microseconds, a thousandth of the real one.
    assert.ok(unknown > real * 0.25, `unknown email ${unknown} ns vs real ${real} ns`);
  });
});

describe('GET /api/auth/profile', () => {
  it('answers the user with its merchant object', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(actors.rejectedMerchant.token),
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.data.id, actors.rejectedMerchant.user.id);
    assert.equal(body.data.merchant.verification_status, 'rejected');
    assert.equal(body.data.merchant.rejection_reason, 'The documents are not readable.');
    assert.equal(body.data.merchant.business_name, 'Rejected Foods');
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    assert.equal(guest.statusCode, 401);
    assert.equal(guest.json().success, false);
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(actors.customer.token),
    });
    assert.equal(customer.statusCode, 403);
    assert.match(customer.json().message, /^Access denied/);
  });

  it('answers 401 to an expired token, saying the session expired', async () => {
    const expired = await issueTestToken(t.repos, actors.admin.user.id, { expiresAt: new Date(Date.now() - 1) });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(expired) });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), {
      success: false,
      message: 'Your session has expired. Please log in again.',
      session_ended: 'expired',
    });
  });

  it('answers 401 to a token it never issued without a reason (nothing about other tokens is told)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer('never-issued-token-0123456789'),
    });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().session_ended, undefined);
  });

  it('records when a token was last used', async () => {
    const token = await issueTestToken(t.repos, actors.admin.user.id);
    await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
    const [row] = await t.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    assert.ok(row?.lastUsedAt instanceof Date);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const first = (await login(actors.approvedMerchant.user.email, ACTOR_PASSWORD)).json().data.token;
    const second = (await login(actors.approvedMerchant.user.email, ACTOR_PASSWORD)).json().data.token;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { success: true, message: 'Logged out successfully', data: null });
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(first) });
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().session_ended, 'signed-out');
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) });
    assert.equal(again.statusCode, 401);
    const other = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(second) });
    assert.equal(other.statusCode, 200);
    const [row] = await t.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(first)));
    assert.ok(row?.revokedAt instanceof Date);
  });

  it('can end every session of a user at once (after a password reset)', async () => {
    const user = await t.repos.users.create({
      name: 'Reset',
      email: 'reset.all@test.oja',
      passwordHash: 'x',
      userType: 'admin',
    });
    const tokens = [await issueTestToken(t.repos, user.id), await issueTestToken(t.repos, user.id)];
    const bystander = await actors.freshToken('admin');
    await t.repos.tokens.revokeAllForUser(user.id, new Date(), 'password-reset');
    for (const token of tokens) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().session_ended, 'password-reset');
    }
    const other = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(bystander) });
    assert.equal(other.statusCode, 200);
  });

  it('lets a pending merchant sign out', async () => {
    const token = await actors.freshToken('pendingMerchant');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    assert.equal(res.statusCode, 200);
  });

  it('answers 401 without a token', async () => {
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode, 401);
  });
});

describe('email verification', () => {
  async function unverifiedUser(email: string) {
    return t.repos.users.create({
      name: 'Ada Verify',
      email,
      passwordHash: await hashPassword(ACTOR_PASSWORD),
      userType: 'merchant',
    });
  }

  function linkIn(eml: string): URL {
    const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = /https?:\/\/[^\s"<>]+\/api\/auth\/email\/verify\?[^\s"<>]+/.exec(unfolded);
    assert.ok(match, 'the mail carries a verification link');
    return new URL(match[0].replace(/&amp;/g, '&'));
  }

  it('mails a link on request, and the token in it verifies the address once', async () => {
    const user = await unverifiedUser('ada.verify@test.oja');
    const before = (await t.outbox()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/resend',
      payload: { email: 'Ada.Verify@test.oja' },
    });
    assert.equal(res.statusCode, 200);
    const mails = await t.outbox();
    assert.equal(mails.length, before + 1);
    const mail = mails.at(-1)?.content ?? '';
    assert.match(mail, /^To: ada\.verify@test\.oja$/m);
    assert.match(mail, /^Subject: Verify your email address for Oja Logistics$/m);
    const link = linkIn(mail);
    const token = link.searchParams.get('token') ?? '';
    assert.equal(link.searchParams.get('email'), 'ada.verify@test.oja');

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verify',
      payload: { email: user.email, token: `${token.slice(0, -2)}xx` },
    });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json().errors, { token: [INVALID_VERIFICATION] });

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verify',
      payload: { email: user.email, token },
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().message, 'Email verified successfully!');
    const verified = await t.repos.users.findById(user.id);
    assert.ok(verified?.emailVerifiedAt instanceof Date);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verify',
      payload: { email: user.email, token },
    });
    assert.equal(reused.statusCode, 422);
  });

  it('verifies from the link itself (a GET from the mail) with a readable page', async () => {
    await unverifiedUser('link.verify@test.oja');
    await t.app.inject({ method: 'POST', url: '/api/auth/email/resend', payload: { email: 'link.verify@test.oja' } });
    const link = linkIn((await t.outbox()).at(-1)?.content ?? '');
    const res = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(res.body, /Email verified/);
    const again = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    assert.equal(again.statusCode, 422);
    assert.match(again.body, /Verification failed/);
  });

  it('tells a merchant whose application awaits review that the email is verified and the review goes on', async () => {
    const body = registration();
    const registered = await t.app.inject({ method: 'POST', url: '/api/merchant/register', payload: body });
    assert.equal(registered.statusCode, 200, registered.body);
    const link = (await t.outbox())
      .filter((message) => message.content.includes('/api/auth/email/verify'))
      .map((message) => linkIn(message.content))
      .find((candidate) => candidate.searchParams.get('email') === body.business_email);
    assert.ok(link, 'the registration mailed a verification link');
    const res = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /Your email address is verified\. Thank you!/);
    assert.match(res.body, /Your merchant application is still awaiting review\./);
    assert.doesNotMatch(res.body, /You can now sign in to your dashboard/);
  });

  it('refuses a token for another account and an expired token', async () => {
    const owner = await unverifiedUser('owner.verify@test.oja');
    await unverifiedUser('thief.verify@test.oja');
    const token = 'a'.repeat(43);
    await t.repos.verificationTokens.create({
      userId: owner.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verify',
      payload: { email: 'thief.verify@test.oja', token },
    });
    assert.equal(other.statusCode, 422);
    const expiredToken = 'b'.repeat(43);
    await t.repos.verificationTokens.create({
      userId: owner.id,
      tokenHash: hashToken(expiredToken),
      expiresAt: new Date(Date.now() - 1),
    });
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verify',
      payload: { email: owner.email, token: expiredToken },
    });
    assert.equal(expired.statusCode, 422);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verify',
      payload: { email: 'no@test.oja', token },
    });
    assert.equal(unknown.statusCode, 422);
    assert.deepEqual(unknown.json(), expired.json());
  });

  it('validates the verify body with the shared messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { email: '' } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { email: ['Email is required'], token: ['Verification token is required'] });
  });

  it('answers resend identically for unknown, verified and unverified accounts, mailing only the last', async () => {
    await unverifiedUser('quiet.verify@test.oja');
    const verified = await unverifiedUser('done.verify@test.oja');
    await t.repos.users.markEmailVerified(verified.id, new Date());
    const before = (await t.outbox()).length;
    const answers = [];
    for (const email of ['nobody.at.all@test.oja', verified.email, 'quiet.verify@test.oja']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/email/resend', payload: { email } });
      answers.push({ status: res.statusCode, body: res.body });
    }
    assert.deepEqual(answers[0], answers[1]);
    assert.deepEqual(answers[1], answers[2]);
    assert.equal((await t.outbox()).length, before + 1);
    const tokens = await t.database.db.select().from(emailVerificationTokens);
    assert.ok(tokens.every((row) => row.tokenHash.length === 64));
  });

  it('validates the resend body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/email/resend', payload: { email: 'nope' } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { email: ['Please enter a valid email address'] });
  });
});

describe("the signed-in person's own account", () => {
  it('PUT /api/auth/profile changes the own name, checked by its rule, and answers the user', async () => {
    const token = await issueTestToken(t.repos, actors.admin.user.id);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: '  Funmi Adewale  ' },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().data.name, 'Funmi Adewale');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, actors.admin.user.id));
    assert.equal(row?.name, 'Funmi Adewale');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: 'A' },
    });
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(refused.json().errors, { name: ['Name must be at least 2 characters'] });
  });

  it('POST /api/auth/sessions/end-others ends every other session, keeps this one, and tells the ended ones why', async () => {
    const here = await issueTestToken(t.repos, actors.admin.user.id);
    const phone = await issueTestToken(t.repos, actors.admin.user.id);
    const laptop = await issueTestToken(t.repos, actors.admin.user.id);
    const ended = await t.app.inject({ method: 'POST', url: '/api/auth/sessions/end-others', headers: bearer(here) });
    assert.equal(ended.statusCode, 200, ended.body);
    assert.ok(ended.json().data.ended >= 2);
    const profile = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
    assert.equal((await profile(here)).statusCode, 200);
    for (const token of [phone, laptop]) {
      const gone = await profile(token);
      assert.equal(gone.statusCode, 401);
      assert.equal(gone.json().message, 'You signed this session out from another one. Please log in again.');
    }
  });
});
