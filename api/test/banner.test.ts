// The start-up banner's account lines come from the database as it is, not from what the seed once wrote.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { merchants, users } from '../src/db/schema';
import { accountLines, ENVIRONMENT_PASSWORD, PASSWORD_CHANGED } from '../src/seed/banner';
import { DEMO_CUSTOMER, DEMO_MERCHANT, DEMO_PENDING } from '../src/seed/demo-data';
import { seedDatabase } from '../src/seed/index';
import { createTestApp, type TestApp } from './support/app';
import { setPassword } from './support/demo';

const ADMIN = { email: 'admin@oja.local', password: 'Admin@12345' };

describe('start-up banner', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    const silent = { info: () => undefined, warn: () => undefined };
    await seedDatabase({ database: t.database, storage: t.storage, log: silent, admin: ADMIN, demo: true });
  });
  after(() => t.close());

  it('shows each seeded account with its state and password while they hold', async () => {
    const lines = await accountLines(t.repos, [ADMIN, DEMO_MERCHANT, DEMO_PENDING, DEMO_CUSTOMER]);
    assert.deepEqual(lines, [
      `Admin: ${ADMIN.email} / ${ADMIN.password}`,
      `Approved merchant: ${DEMO_MERCHANT.email} / ${DEMO_MERCHANT.password}`,
      `Pending merchant: ${DEMO_PENDING.email} / ${DEMO_PENDING.password}`,
      `Customer (the customer app; refused by this web app): ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
    ]);
  });

  it('after a password change and an approval, says so instead of the seeded password and state', async () => {
    const db = t.database.db;
    await setPassword(t.database, DEMO_MERCHANT.email, 'Changed@2026');
    const [pending] = await db.select().from(users).where(eq(users.email, DEMO_PENDING.email));
    await db
      .update(merchants)
      .set({ verificationStatus: 'approved' })
      .where(eq(merchants.userId, pending?.id ?? 0));
    const lines = await accountLines(t.repos, [DEMO_MERCHANT, DEMO_PENDING, { email: ADMIN.email }]);
    assert.deepEqual(lines, [
      `Approved merchant: ${DEMO_MERCHANT.email} / ${PASSWORD_CHANGED}`,
      `Approved merchant: ${DEMO_PENDING.email} / ${DEMO_PENDING.password}`,
      `Admin: ${ADMIN.email} / ${ENVIRONMENT_PASSWORD}`,
    ]);
  });

  it('leaves out an account that no longer exists', async () => {
    assert.deepEqual(await accountLines(t.repos, [{ email: 'gone@oja.local', password: 'Gone@12345' }]), []);
  });
});
