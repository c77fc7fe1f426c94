// Suspending an approved merchant and reinstating it: the reason's rules, the states each call accepts (409
// otherwise), the sessions ended in the same transaction (refused at once, the principal cache included), what a
// suspended merchant's sign-in answers and opens, the activity log, the mails, and two admins at once.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Merchant, Page, ReviewStats } from '@oja/shared/contract';
import { SUSPENSION_REASON_REQUIRED } from '@oja/shared/validation';
import {
  ACTOR_PASSWORD,
  type Actors,
  createActors,
  createMerchantUser,
  createSecondAdmin,
  issueTestToken,
} from '../../support/actors';
import { createTestApp, type TestApp } from '../../support/app';
import {
  activityFor as activityOf,
  assertOneWinner,
  callApi,
  mailsTo as mailsToOf,
  statusTotal,
} from '../../support/review';

let t: TestApp;
let actors: Actors;
let secondAdminToken: string;

before(async () => {
  // The principal cache stays on (its default): a suspension must be refused at once all the same.
  t = await createTestApp();
  actors = await createActors(t.repos);
  secondAdminToken = (await createSecondAdmin(t.repos)).token;
});
after(() => t.close());

const call = <T>(method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
  callApi<T>(t, method, url, token, payload);

const suspend = (id: number, reason: unknown, token = actors.admin.token) =>
  call<{ merchant: Merchant }>('POST', `/api/admin/merchants/${id}/suspend`, token, { suspension_reason: reason });
const reinstate = (id: number, token = actors.admin.token) =>
  call<{ merchant: Merchant }>('POST', `/api/admin/merchants/${id}/reinstate`, token, {});
const login = (email: string) =>
  call<{ token: string; user: { merchant: Merchant } }>('POST', '/api/auth/login', null, {
    email,
    password: ACTOR_PASSWORD,
  });

let made = 0;
async function approvedMerchant(businessName = `Suspend Shop ${++made}`) {
  const { user, merchant } = await createMerchantUser(t.repos, {
    status: 'approved',
    passwordHash: actors.admin.user.passwordHash,
    businessName,
  });
  return { user, merchant };
}

const mailsTo = (email: string) => mailsToOf(t, email);
const activityFor = (merchantId: number) => activityOf(t, actors.admin.token, merchantId);

describe('POST /admin/merchants/:id/suspend', () => {
  it('suspends with the reason (trimmed), ends every session at once, logs it and emails the reason', async () => {
    const { user, merchant } = await approvedMerchant('Suspend Me Foods');
    const sessions = [await issueTestToken(t.repos, user.id), await issueTestToken(t.repos, user.id)];
    const uploadToken = await issueTestToken(t.repos, user.id, { scope: 'upload', merchantId: merchant.id });
    // Both sessions are remembered by the principal cache before the suspension.
    for (const token of sessions) assert.equal((await call('GET', '/api/categories', token)).status, 200);

    const reason = 'Customers reported orders that never arrived.';
    const { status, body } = await suspend(merchant.id, `  ${reason}\n `);
    assert.equal(status, 200);
    assert.equal(body.message, 'Merchant suspended successfully!');
    assert.equal(body.data.merchant.verification_status, 'suspended');
    assert.equal(body.data.merchant.suspension_reason, reason);
    assert.ok(body.data.merchant.suspended_at);

    for (const token of [...sessions, uploadToken]) {
      const refused = await call('GET', '/api/auth/profile', token);
      assert.equal(refused.status, 401, 'refused at once, on the instance that suspended it');
      assert.equal((refused.body as { session_ended?: string }).session_ended, 'suspended', 'and told why');
      assert.equal(
        refused.body.message,
        'This merchant account was suspended, so your session has ended. Log in to read why.',
      );
    }

    const [entry, ...more] = await activityFor(merchant.id);
    assert.equal(more.length, 0);
    assert.equal(entry?.action, 'merchant.suspended');
    assert.equal(entry?.actor?.id, actors.admin.user.id);
    assert.deepEqual(entry?.details, { suspension_reason: reason });

    const mails = await mailsTo(user.email);
    assert.equal(mails.length, 1);
    assert.match(mails[0]?.content ?? '', /Subject: Suspend Me Foods is suspended on Oja/);
    assert.match(mails[0]?.content ?? '', /never arrived/);
    assert.match(mails[0]?.content ?? '', /support@/);
  });

  it('needs a reason that is not blank, at most 1000 characters', async () => {
    const { merchant } = await approvedMerchant();
    for (const reason of [undefined, '', '   \n\t ', null]) {
      const { status, body } = await suspend(merchant.id, reason);
      assert.equal(status, 422, JSON.stringify(reason));
      assert.equal(body.message, SUSPENSION_REASON_REQUIRED);
      assert.deepEqual(body.errors, { suspension_reason: [SUSPENSION_REASON_REQUIRED] });
    }
    const long = await suspend(merchant.id, 'x'.repeat(1001));
    assert.equal(long.status, 422);
    assert.equal(long.body.message, 'Suspension reason must not exceed 1000 characters');
    assert.equal((await call('GET', '/api/auth/profile', actors.approvedMerchant.token)).status, 200);
    const { body } = await call<{ merchant: Merchant }>(
      'GET',
      `/api/admin/merchants/${merchant.id}`,
      actors.admin.token,
    );
    assert.equal(body.data.merchant.verification_status, 'approved');
  });

  it('answers 409 for a pending, rejected or already suspended merchant, and 404 for an unknown one', async () => {
    const cases = [
      [actors.pendingMerchant, /still waiting for review/],
      [actors.rejectedMerchant, /was rejected/],
      [actors.suspendedMerchant, /already suspended/],
    ] as const;
    for (const [actor, message] of cases) {
      const { status, body } = await suspend(actor.merchant?.id ?? 0, 'Complaints');
      assert.equal(status, 409);
      assert.equal(body.success, false);
      assert.match(body.message, message);
    }
    // The pending merchant's session was not touched by the refused call.
    assert.equal((await call('GET', '/api/auth/profile', actors.pendingMerchant.token)).status, 200);
    assert.equal((await suspend(987654, 'Complaints')).status, 404);
    assert.equal((await suspend(987654, ' ')).status, 422, 'the reason is checked first');
  });

  it('of two admins suspending at once, exactly one succeeds; one log row and one mail', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { user, merchant } = await approvedMerchant();
      const results = await Promise.all([
        suspend(merchant.id, 'First admin'),
        suspend(merchant.id, 'Second admin', secondAdminToken),
      ]);
      await assertOneWinner(t, actors.admin.token, results, { id: merchant.id, email: user.email }, round);
    }
  });
});

describe('a suspended merchant', () => {
  it('signs in to read the reason; its token opens the profile and sign-out, and nothing else', async () => {
    const { user, merchant } = await approvedMerchant('Read The Reason Foods');
    assert.equal((await suspend(merchant.id, 'Unpaid delivery fees.')).status, 200);

    const signedIn = await login(user.email);
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.body.data.user.merchant.verification_status, 'suspended');
    assert.equal(signedIn.body.data.user.merchant.suspension_reason, 'Unpaid delivery fees.');
    const token = signedIn.body.data.token;

    assert.equal((await call('GET', '/api/auth/profile', token)).status, 200);
    for (const url of ['/api/categories', '/api/products', '/api/merchant/dashboard', '/api/merchant/profile']) {
      const refused = await call('GET', url, token);
      assert.equal(refused.status, 403, url);
      assert.match(refused.body.message, /suspended/);
    }
    assert.equal((await call('POST', '/api/auth/logout', token)).status, 200);
    assert.equal((await call('GET', '/api/auth/profile', token)).status, 401);
  });
});

describe('POST /admin/merchants/:id/reinstate', () => {
  it('approves the merchant again, clears the reason, logs it and mails it; it can sign in to its menu', async () => {
    const { user, merchant } = await approvedMerchant('Come Back Foods');
    assert.equal((await suspend(merchant.id, 'Checking complaints.')).status, 200);

    const { status, body } = await reinstate(merchant.id);
    assert.equal(status, 200);
    assert.equal(body.message, 'Merchant reinstated successfully!');
    assert.equal(body.data.merchant.verification_status, 'approved');
    assert.equal(body.data.merchant.suspension_reason, null);
    assert.equal(body.data.merchant.suspended_at, null);

    const actions = (await activityFor(merchant.id)).map((entry) => entry.action);
    assert.deepEqual(actions, ['merchant.reinstated', 'merchant.suspended']);
    const mails = await mailsTo(user.email);
    assert.equal(mails.length, 2);
    assert.ok(mails.some((mail) => /Subject: Come Back Foods is reinstated on Oja/.test(mail.content)));

    const signedIn = await login(user.email);
    assert.equal(signedIn.body.data.user.merchant.verification_status, 'approved');
    assert.equal((await call('GET', '/api/categories', signedIn.body.data.token)).status, 200);
  });

  it('answers 409 for a merchant that is not suspended, and 404 for an unknown one', async () => {
    for (const actor of [actors.approvedMerchant, actors.pendingMerchant, actors.rejectedMerchant]) {
      const { status, body } = await reinstate(actor.merchant?.id ?? 0);
      assert.equal(status, 409);
      assert.equal(body.message, 'This merchant is not suspended, so there is nothing to reinstate.');
    }
    assert.equal((await reinstate(987654)).status, 404);
  });

  it('counts suspended merchants in the figures and lists them by status', async () => {
    const { merchant } = await approvedMerchant('Listed Suspended Foods');
    assert.equal((await suspend(merchant.id, 'Listed.')).status, 200);
    const figures = await call<{ statistics: Record<string, number> }>(
      'GET',
      '/api/admin/dashboard',
      actors.admin.token,
    );
    const stats = figures.body.data.statistics;
    assert.ok((stats.suspended_merchants ?? 0) >= 2);
    assert.equal(stats.total_merchants, statusTotal(stats));
    const list = await call<Page<Merchant>>('GET', '/api/admin/merchants?status=suspended', actors.admin.token);
    assert.equal(list.status, 200);
    assert.ok(list.body.data.data.every((row) => row.verification_status === 'suspended'));
    assert.ok(list.body.data.data.some((row) => row.id === merchant.id));
  });
});

describe('the review figures', () => {
  it('count suspended merchants apart from the approved ones, and a reinstated one back among them', async () => {
    const figures = async () =>
      (await call<ReviewStats>('GET', '/api/admin/merchants/stats/review', actors.admin.token)).body.data;
    const { merchant } = await approvedMerchant();
    const before = await figures();
    assert.equal((await suspend(merchant.id, 'Complaints to look into.')).status, 200);
    const suspended = await figures();
    assert.equal(suspended.suspended, before.suspended + 1);
    assert.equal(suspended.approved, before.approved - 1);
    assert.equal((await reinstate(merchant.id)).status, 200);
    const reinstated = await figures();
    assert.equal(reinstated.suspended, before.suspended);
    assert.equal(reinstated.approved, before.approved);
  });
});
