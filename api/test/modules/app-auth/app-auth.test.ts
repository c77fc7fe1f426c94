// The mobile apps' sign-in: customers and riders sign in here and the web's sign-in keeps refusing them; admins and
// merchants are refused here; a customer registers and is signed in at once.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { LoginResult, User } from '@oja/shared/contract';
import { ORDER_MESSAGES, PASSWORD_MESSAGES } from '@oja/shared/validation';
import { ACCESS_DENIED } from '../../../src/http/access';
import { APP_SIGN_IN_ONLY, EMAIL_TAKEN } from '../../../src/modules/app-auth/service';
import { INVALID_CREDENTIALS } from '../../../src/modules/auth/service';
import { ACTOR_PASSWORD } from '../../support/actors';
import { callJson, ordersWorld } from '../../support/orders';

const { t, actors } = await ordersWorld();
after(() => t.close());

const signIn = (url: string, email: string, password = ACTOR_PASSWORD) =>
  callJson<LoginResult>(t, 'POST', url, null, { email, password });

describe('POST /api/app/auth/login', () => {
  it('signs customers and riders in, with a token the apps\u2019 calls accept', async () => {
    for (const actor of [actors.customer, actors.rider]) {
      const res = await signIn('/api/app/auth/login', actor.user.email);
      assert.equal(res.status, 200);
      assert.equal(res.body.data.token_type, 'Bearer');
      assert.equal(res.body.data.user.user_type, actor.user.userType);
      const profile = await callJson<User>(t, 'GET', '/api/app/auth/profile', res.body.data.token);
      assert.equal(profile.body.data.email, actor.user.email);
    }
  });

  it('keeps the web\u2019s sign-in refusing them with "Access denied"', async () => {
    for (const actor of [actors.customer, actors.rider]) {
      const res = await signIn('/api/auth/login', actor.user.email);
      assert.equal(res.status, 403);
      assert.equal(res.body.message, ACCESS_DENIED);
    }
  });

  it('refuses admins and merchants (they sign in on the website), after the password is proven', async () => {
    for (const actor of [actors.admin, actors.approvedMerchant, actors.pendingMerchant]) {
      const res = await signIn('/api/app/auth/login', actor.user.email);
      assert.equal(res.status, 403);
      assert.equal(res.body.message, APP_SIGN_IN_ONLY);
    }
    const wrong = await signIn('/api/app/auth/login', actors.admin.user.email, 'Wrong@12345');
    assert.equal(wrong.status, 422);
    assert.deepEqual(wrong.body.errors, { email: [INVALID_CREDENTIALS] });
  });

  it('signs out, after which the token opens nothing', async () => {
    const { body } = await signIn('/api/app/auth/login', actors.rider.user.email);
    assert.equal((await callJson(t, 'POST', '/api/app/auth/logout', body.data.token)).status, 200);
    assert.equal((await callJson(t, 'GET', '/api/app/auth/profile', body.data.token)).status, 401);
    assert.equal((await callJson(t, 'GET', '/api/rider/orders', body.data.token)).status, 401);
  });
});

describe('POST /api/app/auth/register', () => {
  it('creates a customer, signed in at once, and mails the verification link', async () => {
    const res = await callJson<LoginResult>(t, 'POST', '/api/app/auth/register', null, {
      name: '  Funke Adeyemi ',
      email: 'Funke.Adeyemi@Example.ng',
      password: 'Funke@2026',
      password_confirmation: 'Funke@2026',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      [res.body.data.user.name, res.body.data.user.email, res.body.data.user.user_type],
      ['Funke Adeyemi', 'funke.adeyemi@example.ng', 'customer'],
    );
    const orders = await callJson(t, 'GET', '/api/app/orders', res.body.data.token);
    assert.equal(orders.status, 200);
    const mails = await t.outbox();
    assert.ok(mails.some((mail) => mail.content.includes('To: funke.adeyemi@example.ng')));
    // The web still refuses the new customer.
    const web = await signIn('/api/auth/login', 'funke.adeyemi@example.ng', 'Funke@2026');
    assert.equal(web.status, 403);
  });

  it('refuses an email any account uses, and weak or mismatched passwords, on their fields', async () => {
    const taken = await callJson(t, 'POST', '/api/app/auth/register', null, {
      name: 'Someone',
      email: actors.approvedMerchant.merchant?.businessEmail,
      password: 'Funke@2026',
      password_confirmation: 'Funke@2026',
    });
    assert.equal(taken.status, 422);
    assert.deepEqual(taken.body.errors, { email: [EMAIL_TAKEN] });
    const weak = await callJson(t, 'POST', '/api/app/auth/register', null, {
      name: 'A',
      email: 'weak@example.ng',
      password: 'password',
      password_confirmation: 'different',
    });
    assert.deepEqual(weak.body.errors, { name: [ORDER_MESSAGES.nameMin], password: [PASSWORD_MESSAGES.strength] });
  });

  it('lets one of two registrations of the same email at once win', async () => {
    const payload = {
      name: 'Twice',
      email: 'twice@example.ng',
      password: 'Twice@2026',
      password_confirmation: 'Twice@2026',
    };
    const answers = await Promise.all([1, 2].map(() => callJson(t, 'POST', '/api/app/auth/register', null, payload)));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 422]);
  });
});
