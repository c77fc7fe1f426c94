// GET /api/merchant/dashboard: the approved merchant's real figures (its application, its menu's counts), its own
// and nobody else's; an applicant (pending, rejected) or a suspended merchant gets none.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MerchantDashboard } from '@oja/shared/contract';
import { type Actors, createActors } from '../../support/actors';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { multipart } from '../../support/multipart';

// One application for the file, with the test actors (an approved merchant with an empty menu among them).
const setup: Promise<{ t: TestApp; actors: Actors }> = createTestApp().then(async (t) => ({
  t,
  actors: await createActors(t.repos),
}));
let t: TestApp;
let actors: Actors;
before(async () => ({ t, actors } = await setup));
after(() => t.close());

async function dashboardOf(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/merchant/dashboard', headers: bearer(token) });
  return { status: response.statusCode, data: response.json().data as MerchantDashboard };
}

async function createCategory(token: string, name: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: bearer(token),
    payload: { name },
  });
  assert.equal(response.statusCode, 200);
  return response.json().data.id;
}

async function createProduct(token: string, categoryId: number, name: string, status: string) {
  const body = multipart({ name, category_id: categoryId, price: '1500', status, discount: '0' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  assert.equal(response.statusCode, 200);
}

describe('GET /api/merchant/dashboard', () => {
  it("starts empty for a newly approved merchant, with its application's status and review time", async () => {
    const { status, data } = await dashboardOf(actors.approvedMerchant.token);
    assert.equal(status, 200);
    assert.equal(data.verification_status, 'approved');
    assert.deepEqual([data.categories, data.products, data.out_of_stock], [0, 0, 0]);
  });

  it("counts the merchant's own categories, products and out-of-stock products", async () => {
    const token = actors.approvedMerchant.token;
    const rice = await createCategory(token, 'Rice');
    const soups = await createCategory(token, 'Soups');
    await createProduct(token, rice, 'Jollof Rice', 'in_stock');
    await createProduct(token, rice, 'Fried Rice', 'out_of_stock');
    await createProduct(token, soups, 'Egusi', 'coming_soon');
    const { data } = await dashboardOf(token);
    assert.deepEqual([data.categories, data.products, data.out_of_stock], [2, 3, 1]);
    // Another merchant's menu is not counted in, nor this one in the other's.
    const others = await dashboardOf(actors.otherMerchant.token);
    assert.deepEqual([others.data.categories, others.data.products, others.data.out_of_stock], [0, 0, 0]);
  });

  it('refuses a merchant whose application is not approved: pending, rejected, suspended', async () => {
    for (const actor of ['pendingMerchant', 'rejectedMerchant', 'suspendedMerchant'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/merchant/dashboard',
        headers: bearer(actors[actor].token),
      });
      assert.equal(response.statusCode, 403, actor);
      assert.equal(response.json().success, false);
      assert.equal(response.json().data, undefined, `${actor} gets no figures`);
    }
  });

  it('refuses an admin, a customer and a guest', async () => {
    assert.equal((await dashboardOf(actors.admin.token)).status, 403);
    assert.equal((await dashboardOf(actors.customer.token)).status, 403);
    const guest = await t.app.inject({ method: 'GET', url: '/api/merchant/dashboard' });
    assert.equal(guest.statusCode, 401);
  });
});
