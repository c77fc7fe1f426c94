// `npm run reset-demo`: the database and the uploaded files emptied, then migrated and seeded as on a first start.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { merchants, users } from '../../src/db/schema';
import { checkPassword } from '../../src/modules/auth/passwords';
import { DEMO_MERCHANT } from '../../src/seed/demo-data';
import { seedDatabase } from '../../src/seed/index';
import { ResetRefused, resetDemoData } from '../../src/seed/reset';
import { createTestApp } from '../support/app';
import { setPassword } from '../support/demo';

const t = await createTestApp();
after(() => t.close());
const silent = { info: () => undefined, warn: () => undefined };
const seed = () =>
  seedDatabase({
    database: t.database,
    storage: t.storage,
    log: silent,
    admin: { email: 'admin@oja.local', password: 'Admin@12345' },
    demo: true,
  });

describe('reset-demo', () => {
  it('starts the demo data afresh: changes made since are gone, the seed is back', async () => {
    await seed();
    const db = t.database.db;
    await setPassword(t.database, DEMO_MERCHANT.email, 'Changed@2026');
    await db.delete(merchants).where(eq(merchants.businessEmail, 'sahara.freshmart@oja.local'));
    const [before] = await db.select({ value: count() }).from(merchants);

    await resetDemoData(t.database, t.storage, { demo: true });
    await t.database.migrate();
    const report = await seed();

    assert.ok(report?.demo, 'seeded again, as on a first start');
    const [afterReset] = await db.select({ value: count() }).from(merchants);
    assert.equal(afterReset?.value, (before?.value ?? 0) + 1);
    const [merchant] = await db.select().from(users).where(eq(users.email, DEMO_MERCHANT.email));
    assert.equal(await checkPassword(merchant?.passwordHash ?? null, DEMO_MERCHANT.password), true);
  });

  it('refuses to wipe a database without demo data', async () => {
    await assert.rejects(resetDemoData(t.database, t.storage, { demo: false }), ResetRefused);
    const [row] = await t.database.db.select({ value: count() }).from(users);
    assert.ok((row?.value ?? 0) > 0);
  });
});
