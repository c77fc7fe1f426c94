// Per-account budgets on writes that have no other bound: a merchant's menu changes (categories and products
// together) and an admin's decisions on merchants (each one mails the merchant). Reads never count, and neither do
// requests refused for their input (a client's bug must not lock its owner out).
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { appWithActors, createMerchantUser, createSecondAdmin, issueTestToken } from '../support/actors';
import { bearer, perAccount, RELAXED_LIMITS } from '../support/app';

const { t, actors } = await appWithActors({
  rateLimits: { ...RELAXED_LIMITS, menuChanges: perAccount(3, 600_000), adminDecisions: perAccount(2, 600_000) },
});
after(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

function assertRefused(answer: Awaited<ReturnType<typeof call>>) {
  assert.equal(answer.statusCode, 429, answer.body);
  assert.equal(answer.json().success, false);
  assert.match(answer.json().message, /^Too many requests\. Please wait \d+ minutes? and try again\.$/);
  assert.ok(Number(answer.headers['retry-after']) > 0);
}

describe("a merchant's menu changes", () => {
  it('count categories and products together, refuse the one past the budget, and never count reads', async () => {
    const { token } = actors.approvedMerchant;
    const created = await call(token, 'POST', '/categories', { name: 'Soups' });
    assert.equal(created.statusCode, 200, created.body);
    const category = created.json().data;
    assert.equal(
      (await call(token, 'POST', `/categories/${category.uuid}`, { name: 'Soups and stews' })).statusCode,
      200,
    );
    const product = await call(token, 'POST', '/products', {
      name: 'Egusi',
      category_id: category.id,
      price: '2500',
    });
    assert.equal(product.statusCode, 200, product.body);
    for (let i = 0; i < 3; i += 1) assert.equal((await call(token, 'GET', '/categories')).statusCode, 200, 'a read');

    assertRefused(await call(token, 'DELETE', `/products/${product.json().data.id}`));
    assertRefused(await call(token, 'POST', '/categories', { name: 'Drinks' }));
    assert.equal((await call(token, 'GET', '/products')).statusCode, 200, 'reads go on');
  });

  it('are counted per account: another merchant is not affected', async () => {
    const answer = await call(actors.otherMerchant.token, 'POST', '/categories', { name: 'Grills' });
    assert.equal(answer.statusCode, 200, answer.body);
  });
});

describe('requests refused for their input', () => {
  it('do not count: a burst of invalid creates leaves the menu budget whole', async () => {
    const { user } = await createMerchantUser(t.repos, { status: 'approved', passwordHash: 'x' });
    const token = await issueTestToken(t.repos, user.id);
    for (let i = 0; i < 10; i += 1) {
      const invalid = await call(token, 'POST', '/products', { name: '', price: 'free', category_id: 'none' });
      assert.equal(invalid.statusCode, 422, invalid.body);
    }
    for (const name of ['Soups', 'Rice', 'Drinks']) {
      const created = await call(token, 'POST', '/categories', { name });
      assert.equal(created.statusCode, 200, `${name}: ${created.body}`);
    }
    assertRefused(await call(token, 'POST', '/categories', { name: 'Grills' }));
  });
});

/** A new pending merchant's version, as the admin's screen shows it. */
const reviewed = { version: 1 };

describe("an admin's decisions", () => {
  it('count every kind of decision, refuse the one past the budget, and never count reads', async () => {
    const pending = async () =>
      (await createMerchantUser(t.repos, { status: 'pending', passwordHash: 'x' })).merchant.id;
    const { token } = actors.admin;
    assert.equal((await call(token, 'POST', `/admin/merchants/${await pending()}/approve`, reviewed)).statusCode, 200);
    const rejected = await call(token, 'POST', `/admin/merchants/${await pending()}/reject`, {
      ...reviewed,
      rejection_reason: 'The ID document is unreadable.',
    });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal((await call(token, 'GET', '/admin/merchants?status=pending')).statusCode, 200, 'a read');

    assertRefused(await call(token, 'POST', `/admin/merchants/${await pending()}/approve`, reviewed));
    assertRefused(await call(token, 'POST', '/admin/merchants/bulk-approve', { merchant_ids: [await pending()] }));
    assertRefused(
      await call(token, 'POST', `/admin/merchants/${actors.approvedMerchant.merchant?.id}/suspend`, {
        suspension_reason: 'Complaints to review.',
      }),
    );
    assert.equal((await call(token, 'GET', '/admin/merchants/stats/review')).statusCode, 200, 'reads go on');
  });

  it('are counted per admin: another admin decides on', async () => {
    const { token } = await createSecondAdmin(t.repos);
    const { merchant } = await createMerchantUser(t.repos, { status: 'pending', passwordHash: 'x' });
    assert.equal((await call(token, 'POST', `/admin/merchants/${merchant.id}/approve`, reviewed)).statusCode, 200);
  });
});
