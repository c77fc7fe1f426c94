// Merchants Mgt's orders: GET /api/admin/merchants?sort= by name, by the day a merchant joined, by status.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Merchant, Page } from '@oja/shared/api';
import { seedDatabase } from '../../../src/seed/index';
import { createActors } from '../../support/actors';
import { bearer, createTestApp, type TestApp } from '../../support/app';

let t: TestApp;
let token: string;
before(async () => {
  t = await createTestApp();
  const silent = { info: () => undefined, warn: () => undefined };
  await seedDatabase({
    database: t.database,
    storage: t.storage,
    log: silent,
    admin: { email: 'admin@oja.local', password: 'Admin@12345' },
    demo: true,
  });
  token = (await createActors(t.repos)).admin.token;
});
after(() => t.close());

async function list(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/merchants?per_page=100&${query}`,
    headers: bearer(token),
  });
  const json = res.json() as { data: Page<Merchant>; errors?: Record<string, string[]> };
  return { status: res.statusCode, body: { ...json.data, errors: json.errors } };
}

describe('GET /api/admin/merchants?sort=', () => {
  it('orders by name, either way, ignoring letter case', async () => {
    const names = (await list('sort=name')).body.data.map((merchant) => merchant.business_name.toLowerCase());
    assert.ok(names.length >= 10);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const reversed = (await list('sort=-name')).body.data.map((merchant) => merchant.business_name.toLowerCase());
    assert.deepEqual(reversed, [...names].reverse());
  });

  it('orders by the day each merchant joined, oldest or newest first', async () => {
    const joined = (await list('sort=joined')).body.data.map((merchant) => Date.parse(merchant.created_at));
    assert.deepEqual(
      joined,
      [...joined].sort((a, b) => a - b),
    );
    const newest = (await list('sort=-joined')).body.data.map((merchant) => Date.parse(merchant.created_at));
    assert.deepEqual(
      newest,
      [...newest].sort((a, b) => b - a),
    );
  });

  it('groups by status, and keeps the filter and the search', async () => {
    const statuses = (await list('sort=status')).body.data.map((merchant) => merchant.verification_status);
    assert.deepEqual(statuses, [...statuses].sort());
    const approved = await list('sort=name&status=approved');
    assert.ok(approved.body.data.every((merchant) => merchant.verification_status === 'approved'));
  });

  it('refuses an order it does not know, naming the parameter', async () => {
    const refused = await list('sort=price');
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.errors, { sort: ['Please select a valid order'] });
  });
});
