// Every check-then-act of the service, under bursts of parallel requests spread over two instances on one
// PostgreSQL and one Redis: no answer is a 5xx, and the rule holds afterwards. On the embedded PGlite requests run
// one at a time, so these races cannot happen there: the tests need the real engines (pnpm --filter api test:pg).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { activityLog, categories, pickupLocations } from '../src/db/schema';
import { DEFAULT_RATE_LIMITS } from '../src/limits/index';
import { hashPassword } from '../src/modules/auth/passwords';
import { ACTOR_PASSWORD, createMerchantUser, issueTestToken } from './support/actors';
import { needs } from './support/engines';
import { type Answer, burst, serverErrors, startTwoInstances, statuses, type TwoInstances } from './support/instances';

const skip = needs('postgres', 'redis');

function noServerErrors(answers: readonly Answer[]): void {
  const failed = serverErrors(answers);
  assert.deepEqual(
    failed.map((answer) => `${answer.status} ${answer.body.message}`),
    [],
    `answers by status: ${JSON.stringify(statuses(answers))}`,
  );
}

async function merchantWithToken(pair: TwoInstances, status: 'approved' | 'pending' = 'approved') {
  const { user, merchant } = await createMerchantUser(pair.repos, {
    status,
    passwordHash: await hashPassword(ACTOR_PASSWORD),
  });
  return { user, merchant, token: await issueTestToken(pair.repos, user.id) };
}

const point = (index: number, isDefault = false) => ({
  label: `Point ${index}`,
  address: `${index} Allen Avenue, Ikeja, Lagos`,
  is_default: isDefault,
});

describe('data rules and approvals under parallel requests on two instances', { skip }, () => {
  let pair: TwoInstances;
  before(async () => {
    pair = await startTwoInstances();
  });
  after(async () => pair?.close());

  async function pointsOf(merchantId: number) {
    return pair.database.db
      .select()
      .from(pickupLocations)
      .where(eq(pickupLocations.merchantId, merchantId))
      .orderBy(asc(pickupLocations.id));
  }

  async function addPoints(merchantId: number, count: number) {
    for (let index = 0; index < count; index += 1) {
      await pair.repos.pickupLocations.add(merchantId, {
        ...point(index),
        latitude: null,
        longitude: null,
        isDefault: false,
      });
    }
    return pointsOf(merchantId);
  }

  it('10 parallel "make default" on pick-up points: one default, no 5xx', async () => {
    const { merchant, token } = await merchantWithToken(pair);
    const points = await addPoints(merchant.id, 10);
    const answers = await burst(points.length, (index) =>
      pair.nth(index).call('PUT', `/api/merchant/pickup-locations/${points[index]?.id}`, {
        token,
        json: point(index, true),
      }),
    );
    noServerErrors(answers);
    const defaults = (await pointsOf(merchant.id)).filter((row) => row.isDefault);
    assert.equal(defaults.length, 1);
  });

  it('40 parallel creates keep the cap of 20 pick-up points, each refusal a 422', async () => {
    const { merchant, token } = await merchantWithToken(pair);
    const answers = await burst(40, (index) =>
      pair.nth(index).call('POST', '/api/merchant/pickup-locations', { token, json: point(index) }),
    );
    noServerErrors(answers);
    assert.deepEqual(statuses(answers), { 200: 20, 422: 20 });
    const rows = await pointsOf(merchant.id);
    assert.equal(rows.length, 20);
    assert.equal(rows.filter((row) => row.isDefault).length, 1);
  });

  it('parallel deletes, the default among them, leave exactly one default', async () => {
    const { merchant, token } = await merchantWithToken(pair);
    const points = await addPoints(merchant.id, 10);
    const doomed = points.slice(0, 8);
    assert.ok(
      doomed.some((row) => row.isDefault),
      'the default is among the deleted',
    );
    const answers = await burst(doomed.length, (index) =>
      pair.nth(index).call('DELETE', `/api/merchant/pickup-locations/${doomed[index]?.id}`, { token }),
    );
    noServerErrors(answers);
    const left = await pointsOf(merchant.id);
    assert.equal(left.length, 2);
    assert.equal(left.filter((row) => row.isDefault).length, 1);
  });

  it('deleting every pick-up point at once keeps the last one, the default (409 for it)', async () => {
    const { merchant, token } = await merchantWithToken(pair);
    const points = await addPoints(merchant.id, 6);
    const answers = await burst(points.length, (index) =>
      pair.nth(index).call('DELETE', `/api/merchant/pickup-locations/${points[index]?.id}`, { token }),
    );
    noServerErrors(answers);
    assert.deepEqual(statuses(answers), { 200: 5, 409: 1 });
    const left = await pointsOf(merchant.id);
    assert.equal(left.length, 1);
    assert.equal(left[0]?.isDefault, true);
  });

  it('30 parallel creates of one category name in two letter cases keep one category, the rest 422', async () => {
    const { merchant, token } = await merchantWithToken(pair);
    const answers = await burst(30, (index) =>
      pair.nth(index).call('POST', '/api/categories', {
        token,
        json: { name: index % 2 === 0 ? 'Pepper Soup' : 'PEPPER SOUP' },
      }),
    );
    noServerErrors(answers);
    assert.deepEqual(statuses(answers), { 200: 1, 422: 29 });
    for (const refused of answers.filter((answer) => answer.status === 422)) {
      assert.deepEqual(refused.body.errors?.name, ['You already have a category with this name']);
    }
    const [row] = await pair.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(categories)
      .where(and(eq(categories.merchantId, merchant.id), sql`lower(${categories.name}) = 'pepper soup'`));
    assert.equal(row?.count, 1);
  });

  it('parallel renames of two categories to one name keep the names apart', async () => {
    const { merchant, token } = await merchantWithToken(pair);
    const made = await Promise.all(
      ['Rice', 'Swallow', 'Drinks', 'Small chops'].map((name) => pair.repos.menu.createCategory(merchant.id, { name })),
    );
    const answers = await burst(made.length, (index) =>
      pair.nth(index).call('POST', `/api/categories/${made[index]?.uuid}`, {
        token,
        json: { name: index % 2 === 0 ? 'Specials' : 'SPECIALS', update_image: 0 },
      }),
    );
    noServerErrors(answers);
    assert.deepEqual(statuses(answers), { 200: 1, 422: 3 });
  });

  it('two password changes at once: one wins, and only its password works', async () => {
    const { user, token } = await merchantWithToken(pair);
    const tries = ['First@12345', 'Second@12345', 'Third@12345', 'Fourth@12345'];
    const answers = await burst(tries.length, (index) =>
      pair.nth(index).call('PUT', '/api/auth/password', {
        token,
        json: { current_password: ACTOR_PASSWORD, password: tries[index], password_confirmation: tries[index] },
      }),
    );
    noServerErrors(answers);
    assert.deepEqual(statuses(answers), { 200: 1, 422: 3 });
    const winner = tries[answers.findIndex((answer) => answer.status === 200)];
    for (const password of [ACTOR_PASSWORD, ...tries]) {
      const login = await pair.a.call('POST', '/api/auth/login', { json: { email: user.email, password } });
      assert.equal(login.status, password === winner ? 200 : 422, `sign-in with ${password}`);
    }
  });

  it('parallel bank account changes are logged as one exact chain, ending at the account kept', async () => {
    // A merchant under review: its changes apply at once (an approved merchant's wait for an admin).
    const { merchant, token } = await merchantWithToken(pair, 'pending');
    await pair.repos.merchants.addBankAccount(merchant.id, {
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountNumber: '0001234567',
      accountName: 'ADUNNI ADEYEMI',
    });
    const banks = ['044', '063', '023', '050', '070', '011', '214', '058'];
    const answers = await burst(banks.length, (index) =>
      pair.nth(index).call('PUT', '/api/merchant/bank-account', {
        token,
        json: { bank_code: banks[index], account_number: '0123456789', current_password: ACTOR_PASSWORD },
      }),
    );
    noServerErrors(answers);
    assert.deepEqual(statuses(answers), { 200: banks.length });
    const rows = await pair.database.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.merchantId, merchant.id), eq(activityLog.action, 'merchant.bank_account_changed')))
      .orderBy(asc(activityLog.id));
    const bankNames = rows.map((row) => {
      const changes = (row.details?.changes ?? []) as { field: string; from: string | null; to: string | null }[];
      const bank = changes.find((change) => change.field === 'bank_name');
      return { from: bank?.from ?? null, to: bank?.to ?? null };
    });
    assert.equal(bankNames.length, banks.length);
    assert.equal(bankNames[0]?.from, 'Guaranty Trust Bank');
    for (let index = 1; index < bankNames.length; index += 1) {
      assert.equal(
        bankNames[index]?.from,
        bankNames[index - 1]?.to,
        `row ${index} starts where row ${index - 1} ended`,
      );
    }
    const kept = await pair.repos.merchants.bankAccount(merchant.id);
    assert.equal(kept?.bankName, bankNames.at(-1)?.to);
  });

  describe('approvals are tied to the version the admin reviewed', () => {
    async function adminToken(): Promise<string> {
      const admin = await pair.repos.users.create({
        name: 'Reviewer',
        email: `reviewer.${Date.now()}.${Math.random().toString(16).slice(2)}@test.oja`,
        passwordHash: await hashPassword(ACTOR_PASSWORD),
        userType: 'admin',
      });
      return issueTestToken(pair.repos, admin.id);
    }

    it('a request changed after the admin opened it answers 409 and stays pending', async () => {
      const admin = await adminToken();
      const { merchant, token } = await merchantWithToken(pair, 'pending');
      const opened = await pair.a.call('GET', `/api/admin/merchants/${merchant.id}`, { token: admin });
      assert.equal(opened.status, 200);
      const version = opened.body.data.merchant.version;
      assert.equal(typeof version, 'number');
      const renamed = await pair.b.call('PUT', '/api/merchant/profile', {
        token,
        json: { business_name: 'Another Business Entirely' },
      });
      assert.equal(renamed.status, 200);
      const approve = await pair.a.call('POST', `/api/admin/merchants/${merchant.id}/approve`, {
        token: admin,
        json: { version },
      });
      assert.equal(approve.status, 409);
      assert.match(approve.body.message, /changed/);
      const reject = await pair.b.call('POST', `/api/admin/merchants/${merchant.id}/reject`, {
        token: admin,
        json: { version, rejection_reason: 'The ID does not match the business.' },
      });
      assert.equal(reject.status, 409);
      const found = await pair.repos.merchants.find(merchant.id);
      assert.equal(found?.merchant.verificationStatus, 'pending');
    });

    it('an approval racing the merchant’s changes either comes first or is refused, never a 5xx', async () => {
      const admin = await adminToken();
      const { merchant, token } = await merchantWithToken(pair, 'pending');
      const opened = await pair.a.call('GET', `/api/admin/merchants/${merchant.id}`, { token: admin });
      const version = opened.body.data.merchant.version;
      const answers = await burst(9, (index) =>
        index === 4
          ? pair
              .nth(index)
              .call('POST', `/api/admin/merchants/${merchant.id}/approve`, { token: admin, json: { version } })
          : pair.nth(index).call('PUT', '/api/merchant/profile', {
              token,
              json: { business_name: `Renamed Business ${index}` },
            }),
      );
      noServerErrors(answers);
      const approval = answers[4];
      assert.ok(approval && [200, 409].includes(approval.status), `approval answered ${approval?.status}`);
      const found = await pair.repos.merchants.find(merchant.id);
      assert.equal(found?.merchant.verificationStatus, approval?.status === 200 ? 'approved' : 'pending');
    });
  });
});

describe('counters cannot be outrun by a burst (Redis, two instances)', { skip }, () => {
  let pair: TwoInstances;
  before(async () => {
    pair = await startTwoInstances({
      limits: {
        login: DEFAULT_RATE_LIMITS.login,
        passwordReset: DEFAULT_RATE_LIMITS.passwordReset,
        emailVerification: DEFAULT_RATE_LIMITS.emailVerification,
      },
    });
  });
  after(async () => pair?.close());

  it('10 wrong passwords at once from one address: 5 are checked, 5 refused', async () => {
    const { user } = await merchantWithToken(pair);
    const answers = await burst(10, (index) =>
      pair.nth(index).call('POST', '/api/auth/login', {
        ip: '102.89.1.10',
        json: { email: user.email, password: 'Wrong@12345' },
      }),
    );
    noServerErrors(answers);
    assert.deepEqual(statuses(answers), { 422: 5, 429: 5 });
  });

  it('10 addresses x 10 wrong passwords at once: 30 are checked for the account, the rest refused', async () => {
    const { user } = await merchantWithToken(pair);
    const answers = await burst(100, (index) =>
      pair.nth(index).call('POST', '/api/auth/login', {
        ip: `102.89.2.${Math.floor(index / 10) + 1}`,
        json: { email: user.email, password: 'Wrong@12345' },
      }),
    );
    noServerErrors(answers);
    assert.deepEqual(statuses(answers), { 422: 30, 429: 70 });
  });

  it('10 wrong reset codes at once from one address: 5 are checked, 5 refused', async () => {
    const { user } = await merchantWithToken(pair);
    const answers = await burst(10, (index) =>
      pair.nth(index).call('POST', '/api/auth/verify-reset-code', {
        ip: '102.89.5.1',
        json: { email: user.email, reset_code: String(10_000 + index) },
      }),
    );
    noServerErrors(answers);
    assert.deepEqual(statuses(answers), { 422: 5, 429: 5 });
  });

  it('20 reset requests at once for one email from one address mail 3 codes', async () => {
    const { user } = await merchantWithToken(pair);
    const answers = await burst(20, (index) =>
      pair.nth(index).call('POST', '/api/auth/forgot-password', { ip: '102.89.3.1', json: { email: user.email } }),
    );
    noServerErrors(answers);
    assert.equal(statuses(answers)[200], 3);
    // The code is mailed after the answer has gone (so its timing tells nothing): wait for the mails to arrive.
    const mailsTo = async () => (await pair.outbox()).filter((mail) => mail.includes(`To: ${user.email}`)).length;
    for (let tries = 0; tries < 200 && (await mailsTo()) < 3; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(await mailsTo(), 3);
  });

  it('50 verification resends at once from 10 addresses mail 10 links', async () => {
    const { user } = await merchantWithToken(pair);
    const answers = await burst(50, (index) =>
      pair.nth(index).call('POST', '/api/auth/email/resend', {
        ip: `102.89.4.${(index % 10) + 1}`,
        json: { email: user.email },
      }),
    );
    noServerErrors(answers);
    assert.equal(statuses(answers)[200], 10);
    const mails = (await pair.outbox()).filter((mail) => mail.includes(`To: ${user.email}`));
    assert.equal(mails.length, 10);
  });
});
