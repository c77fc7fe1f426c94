// The rules the database itself enforces (CHECK constraints, unique indexes, keys), and ownership scoping in the
// repositories: another merchant's record is simply not found.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createRepositories, type Repositories } from '../../src/db/repositories/index';
import { bankAccounts, merchants, type products, users } from '../../src/db/schema';
import { createMerchantUser } from '../support/actors';
import { createTestDatabase, type TestDatabase } from '../support/database';

let database: TestDatabase;
let repos: Repositories;

before(async () => {
  database = await createTestDatabase();
  repos = createRepositories(database.db);
});
after(() => database.close());

/** The PostgreSQL error code of a failed statement (drizzle wraps the driver's error in `cause`). */
async function sqlState(work: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await work();
  } catch (error) {
    const cause = error instanceof Error && 'cause' in error ? error.cause : undefined;
    return typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : 'unknown';
  }
  return undefined;
}

describe('constraints', () => {
  it('keep emails lower-case and unique', async () => {
    await repos.users.create({ name: 'A', email: 'dup@test.oja', passwordHash: 'x', userType: 'admin' });
    assert.equal(
      await sqlState(() =>
        repos.users.create({ name: 'B', email: 'DUP@test.oja', passwordHash: 'x', userType: 'admin' }),
      ),
      '23505',
    );
    assert.equal(
      await sqlState(() =>
        database.db.insert(users).values({ name: 'C', email: 'Upper@test.oja', passwordHash: 'x', userType: 'admin' }),
      ),
      '23514',
    );
  });

  it('allow only the known user types', async () => {
    const state = await sqlState(() =>
      database.db.execute(
        sql`insert into users (name, email, password_hash, user_type) values ('x', 'x@test.oja', 'x', 'superuser')`,
      ),
    );
    assert.equal(state, '23514');
  });

  it('refuse a rejected merchant without a reason, and a second merchant with the same business email', async () => {
    const { merchant } = await createMerchantUser(repos, { status: 'pending', passwordHash: 'x' });
    const update = (reason: string | null) =>
      database.db
        .update(merchants)
        .set({ verificationStatus: 'rejected', rejectionReason: reason })
        .where(sql`id = ${merchant.id}`);
    assert.equal(await sqlState(() => update(null)), '23514');
    assert.equal(await sqlState(() => update('   ')), '23514');
    assert.equal(await sqlState(() => update('Unreadable ID')), undefined);
    const other = await repos.users.create({ name: 'O', email: 'o@test.oja', passwordHash: 'x', userType: 'merchant' });
    assert.equal(
      await sqlState(() =>
        repos.merchants.create({
          userId: other.id,
          businessName: 'Copy',
          businessType: 'store',
          businessEmail: merchant.businessEmail.toUpperCase(),
          countryCode: '+234',
          businessPhone: '8031234567',
          pickupAddress: '1 Copy Street, Lagos',
        }),
      ),
      '23505',
    );
  });

  it('check bank account numbers, coordinates, prices, discounts and statuses', async () => {
    const { merchant } = await createMerchantUser(repos, { status: 'approved', passwordHash: 'x' });
    const bank = (accountNumber: string) =>
      database.db
        .insert(bankAccounts)
        .values({ merchantId: merchant.id, bankCode: '058', bankName: 'GTBank', accountNumber, accountName: 'X' });
    assert.equal(await sqlState(() => bank('12345abcde')), '23514');
    assert.equal(
      await sqlState(() => database.db.update(merchants).set({ latitude: 91 }).where(sql`id = ${merchant.id}`)),
      '23514',
    );
    const category = await repos.menu.createCategory(merchant.id, { name: 'Soups' });
    const product = (values: Partial<typeof products.$inferInsert>) =>
      repos.menu.createProduct(merchant.id, { categoryId: category.id, name: 'Egusi', price: '2500.00', ...values });
    assert.equal(await sqlState(() => product({ discount: 101 })), '23514');
    assert.equal(await sqlState(() => product({ discount: -1 })), '23514');
    assert.equal(await sqlState(() => product({ price: '-1.00' })), '23514');
    assert.equal(
      await sqlState(() =>
        database.db.execute(
          sql`insert into products (merchant_id, category_id, number, name, price, status) values (${merchant.id}, ${category.id}, 99, 'x', 1, 'In Stock')`,
        ),
      ),
      '23514',
    );
    const saved = await product({ price: '1250.50', discount: 15 });
    assert.equal(saved.price, '1250.50');
    assert.equal(saved.status, 'in_stock');
  });

  it("never lets a product sit in another merchant's category", async () => {
    const a = await createMerchantUser(repos, { status: 'approved', passwordHash: 'x' });
    const b = await createMerchantUser(repos, { status: 'approved', passwordHash: 'x' });
    const categoryOfA = await repos.menu.createCategory(a.merchant.id, { name: 'Grills' });
    const state = await sqlState(() =>
      repos.menu.createProduct(b.merchant.id, { categoryId: categoryOfA.id, name: 'Suya', price: '3000' }),
    );
    assert.equal(state, '23503');
  });
});

describe('ownership in the repositories', () => {
  it("answers nothing for another merchant's categories, products and documents", async () => {
    const a = await createMerchantUser(repos, { status: 'approved', passwordHash: 'x' });
    const b = await createMerchantUser(repos, { status: 'approved', passwordHash: 'x' });
    const category = await repos.menu.createCategory(a.merchant.id, { name: 'Rice' });
    const product = await repos.menu.createProduct(a.merchant.id, {
      categoryId: category.id,
      name: 'Jollof',
      price: '4500',
    });
    const document = await repos.documents.create({
      merchantId: a.merchant.id,
      documentType: 'business_id',
      storageKey: `documents/${'a'.repeat(32)}.pdf`,
      originalName: 'cac.pdf',
      mimeType: 'application/pdf',
      size: 10,
    });
    assert.equal((await repos.menu.findCategory(a.merchant.id, category.id))?.id, category.id);
    assert.equal(await repos.menu.findCategory(b.merchant.id, category.id), null);
    assert.equal((await repos.menu.findProduct(a.merchant.id, product.id))?.id, product.id);
    assert.equal(await repos.menu.findProduct(b.merchant.id, product.id), null);
    assert.deepEqual(await repos.menu.listProducts(b.merchant.id), []);
    assert.deepEqual(await repos.menu.listCategories(b.merchant.id), []);
    assert.equal(await repos.documents.findForMerchant(b.merchant.id, document.id), null);
    assert.deepEqual(await repos.documents.listForMerchant(b.merchant.id), []);
    assert.equal((await repos.documents.listForMerchant(a.merchant.id)).length, 1);
  });
});

describe('migrations', () => {
  it('are applied once and can run again without harm', async () => {
    await database.migrate();
    const result: unknown = await database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    // Both drivers answer { rows: [...] }.
    assert.ok(typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows));
    // 11 tables of accounts, merchants and menus, and 6 of orders (orders, their lines, events and reviews, the
    // store settings and opening hours).
    assert.deepEqual(result.rows, [{ n: 17 }]);
  });
});
