// The first-start seed: the admin, and the demo world (docs/product/server-rules.md, "Running it") unless turned off.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEMO_ACCOUNTS } from '@oja/shared/demo';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  activityLog,
  bankAccounts,
  categories,
  merchantDocuments,
  merchants,
  orders,
  products,
  users,
} from '../../src/db/schema';
import { LocalDiskStorage } from '../../src/files/storage';
import { sniffType } from '../../src/files/upload';
import { DEMO_CUSTOMER, DEMO_MERCHANT, DEMO_NEW_MERCHANT, DEMO_PENDING, DEMO_REJECTED } from '../../src/seed/demo-data';
import { seedDatabase } from '../../src/seed/index';
import { certificatePdf } from '../../src/seed/pdf';
import { createTestApp, type TestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

const silent = { info: () => undefined, warn: () => undefined };
const ADMIN = { email: 'admin@oja.local', password: 'Admin@12345' };

describe('seed with demo data', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    const report = await seedDatabase({
      database: t.database,
      storage: t.storage,
      log: silent,
      admin: ADMIN,
      demo: true,
    });
    assert.deepEqual(report, {
      admin: 'admin@oja.local',
      demo: { merchants: 10, categories: 4, products: 11, documents: 10, riders: 2, orders: null },
    });
  });
  after(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('creates the admin, who can sign in', async () => {
    const res = await login(ADMIN.email, ADMIN.password);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.user.user_type, 'admin');
  });

  it('creates the approved Lagos restaurant, whose owner can sign in', async () => {
    const res = await login(DEMO_MERCHANT.email, DEMO_MERCHANT.password);
    assert.equal(res.statusCode, 200);
    const { merchant } = res.json().data.user;
    assert.equal(merchant.business_name, "Mama Nkechi's Kitchen");
    assert.equal(merchant.verification_status, 'approved');
    assert.match(merchant.pickup_address, /Lekki/);
    assert.match(merchant.logo, /^\/api\/files\/public\/[a-f0-9]{32}\.webp$/);
    const logo = await t.app.inject({ method: 'GET', url: merchant.logo });
    assert.equal(logo.statusCode, 200);
    assert.equal(await sniffType(logo.rawPayload), 'image/webp');
  });

  it('creates a pending merchant one can sign in as, whose email is not verified yet', async () => {
    const res = await login(DEMO_PENDING.email, DEMO_PENDING.password);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.user.merchant.verification_status, 'pending');
    assert.equal(res.json().data.user.email_verified_at, null);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/resend',
      payload: { email: DEMO_PENDING.email },
    });
    assert.equal(resend.statusCode, 200);
    const mails = await t.outbox();
    assert.equal(mails.length, 1);
    assert.match(mails[0]?.content ?? '', /^To: pending@oja\.local$/m);
  });

  it('lets one sign in as the rejected merchant, who reads the reason, and as a customer, who is refused', async () => {
    const rejected = await login(DEMO_REJECTED.email, DEMO_REJECTED.password);
    assert.equal(rejected.statusCode, 200);
    assert.equal(rejected.json().data.user.merchant.verification_status, 'rejected');
    assert.match(rejected.json().data.user.merchant.rejection_reason, /unreadable/);
    const suspended = await login(DEMO_ACCOUNTS.suspendedMerchant.email, DEMO_ACCOUNTS.suspendedMerchant.password);
    assert.equal(suspended.statusCode, 200);
    assert.equal(suspended.json().data.user.merchant.verification_status, 'suspended');
    assert.match(suspended.json().data.user.merchant.suspension_reason, /never handed to a rider/);
    const customer = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    assert.equal(customer.statusCode, 403);
    assert.match(customer.json().message, /^Access denied/);
  });

  it('creates the two riders, who sign in to the rider app (and are refused here)', async () => {
    for (const rider of [DEMO_ACCOUNTS.rider, DEMO_ACCOUNTS.rider2]) {
      const app = await t.app.inject({
        method: 'POST',
        url: '/api/app/auth/login',
        payload: { email: rider.email, password: rider.password },
      });
      assert.equal(app.statusCode, 200);
      assert.equal(app.json().data.user.user_type, 'rider');
      assert.equal(app.json().data.user.name, rider.name);
      assert.equal((await login(rider.email, rider.password)).statusCode, 403);
    }
  });

  it('gives the demo kitchen its Lagos opening hours, and no orders unless asked', async () => {
    const owner = await t.repos.users.findByEmail(DEMO_MERCHANT.email);
    const hours = await t.repos.store.hours(owner?.merchant?.id ?? 0);
    assert.deepEqual(hours?.[0], { closed: false, opensAt: 7 * 60, closesAt: 23 * 60 });
    assert.deepEqual(hours?.[6], { closed: false, opensAt: 9 * 60, closesAt: 22 * 60 });
    assert.equal((await t.database.db.select({ value: count() }).from(orders))[0]?.value, 0);
  });

  it('creates pending merchants across Nigerian cities and business types, and one rejected with a reason', async () => {
    const rows = await t.database.db.select().from(merchants);
    const pending = rows.filter((row) => row.verificationStatus === 'pending');
    assert.ok(pending.length >= 5 && pending.length <= 6, `${pending.length} pending`);
    assert.deepEqual([...new Set(pending.map((row) => row.businessType))].sort(), [
      'pharmacy',
      'restaurant',
      'store',
      'supermarket',
    ]);
    const cities = new Set(pending.map((row) => row.pickupAddress.split(', ').at(-1)));
    assert.ok(cities.size >= 5, [...cities].join(', '));
    const rejected = rows.filter((row) => row.verificationStatus === 'rejected');
    assert.equal(rejected.length, 1);
    assert.ok((rejected[0]?.rejectionReason ?? '').length > 20);
    // Mama Nkechi's Kitchen with its menu, and Yaba Ofada Hub approved with no menu yet (the empty states).
    assert.equal(rows.filter((row) => row.verificationStatus === 'approved').length, 2);
    const [banks] = await t.database.db.select({ value: count() }).from(bankAccounts);
    assert.equal(banks?.value, rows.length);
  });

  it('gives every merchant a business ID document, as PDF or PNG, stored and typed from its bytes', async () => {
    const documents = await t.database.db.select().from(merchantDocuments);
    assert.equal(documents.length, 10);
    const types = new Set<string>();
    for (const document of documents) {
      assert.equal(document.documentType, 'business_id');
      const file = await t.storage.open(document.storageKey);
      assert.ok(file, document.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      assert.equal(await sniffType(bytes), document.mimeType);
      assert.equal(bytes.length, document.size);
      types.add(document.mimeType);
    }
    assert.deepEqual([...types].sort(), ['application/pdf', 'image/png']);
  });

  it("dates each business ID to its merchant's application, before any review of it", async () => {
    const rows = await t.database.db
      .select({ sent: merchantDocuments.createdAt, applied: merchants.createdAt, reviewed: merchants.reviewedAt })
      .from(merchantDocuments)
      .innerJoin(merchants, eq(merchants.id, merchantDocuments.merchantId));
    assert.ok(rows.length >= 10);
    for (const row of rows) {
      assert.equal(row.sent.getTime(), row.applied.getTime());
      if (row.reviewed) assert.ok(row.sent < row.reviewed);
    }
  });

  it("fills Mama Nkechi's menu: 3-4 categories, 8-12 products in naira, all hers", async () => {
    const owner = await t.repos.users.findByEmail(DEMO_MERCHANT.email);
    const merchantId = owner?.merchant?.id ?? 0;
    const cats = await t.database.db.select().from(categories);
    assert.ok(cats.length >= 3 && cats.length <= 4);
    assert.ok(cats.every((row) => row.merchantId === merchantId && row.imageKey !== null));
    const items = await t.database.db.select().from(products);
    assert.ok(items.length >= 8 && items.length <= 12);
    assert.ok(items.every((row) => row.merchantId === merchantId && row.imageKey !== null));
    assert.ok(items.some((row) => row.name.includes('Jollof')));
    assert.ok(items.every((row) => /^\d+\.\d{2}$/.test(row.price) && Number(row.price) >= 500));
    assert.deepEqual([...new Set(items.map((row) => row.status))].sort(), ['coming_soon', 'in_stock', 'out_of_stock']);
  });

  it('records the four reviews and the suspension in the activity log', async () => {
    const entries = await t.database.db.select().from(activityLog);
    assert.deepEqual(entries.map((entry) => entry.action).sort(), [
      'merchant.approved',
      'merchant.approved',
      'merchant.approved',
      'merchant.rejected',
      'merchant.suspended',
    ]);
  });

  it('lets the newly approved merchant sign in, with no menu at all', async () => {
    const res = await login(DEMO_NEW_MERCHANT.email, DEMO_NEW_MERCHANT.password);
    assert.equal(res.statusCode, 200);
    const headers = { authorization: `Bearer ${res.json().data.token}` };
    for (const url of ['/api/categories', '/api/products']) {
      const list = await t.app.inject({ method: 'GET', url, headers });
      assert.deepEqual(list.json().data, [], url);
    }
  });

  it('does nothing on a database that already has users', async () => {
    const again = await seedDatabase({
      database: t.database,
      storage: t.storage,
      log: silent,
      admin: ADMIN,
      demo: true,
    });
    assert.equal(again, null);
    const [users_] = await t.database.db.select({ value: count() }).from(users);
    // The admin, 10 merchants, the demo customer and the two riders.
    assert.equal(users_?.value, 14);
  });
});

describe('seed without demo data', () => {
  it('creates only the admin, with the configured email and password', async () => {
    const database = await createTestDatabase();
    const dir = await mkdtemp(path.join(tmpdir(), 'oja-seed-'));
    try {
      const storage = new LocalDiskStorage(path.join(dir, 'uploads'));
      const report = await seedDatabase({
        database,
        storage,
        log: silent,
        admin: { email: 'boss@example.ng', password: 'Boss@98765' },
        demo: false,
      });
      assert.deepEqual(report, { admin: 'boss@example.ng', demo: null });
      const all = await database.db.select().from(users);
      assert.equal(all.length, 1);
      assert.equal(all[0]?.userType, 'admin');
      assert.equal(
        (await database.db.select().from(merchants).where(eq(merchants.verificationStatus, 'pending'))).length,
        0,
      );
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the hand-written PDF', () => {
  it('is a PDF whose cross-reference table points at its objects', async () => {
    const pdf = certificatePdf({ businessName: 'Ada (Lagos) \\ Foods', registrationNumber: 'BN 42', city: 'Lagos' });
    const text = pdf.toString('latin1');
    assert.ok(text.startsWith('%PDF-1.4'));
    assert.ok(text.trimEnd().endsWith('%%EOF'));
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    assert.ok(text.slice(startxref).startsWith('xref\n0 7\n'));
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    assert.equal(offsets.length, 6);
    offsets.forEach((offset, index) => {
      assert.ok(text.slice(offset).startsWith(`${index + 1} 0 obj`), `object ${index + 1}`);
    });
    const length = Number(/\/Length (\d+)/.exec(text)?.[1]);
    const stream = text.slice(text.indexOf('stream\n') + 7, text.indexOf('\nendstream'));
    assert.equal(stream.length, length);
    assert.match(text, /\(Ada \\\(Lagos\\\) \\\\ Foods\) Tj/);
    assert.match(text, /Certificate of Incorporation/);
    assert.equal(await sniffType(pdf), 'application/pdf');
  });
});

describe('the artwork', () => {
  it('is SVG written in the repository, and every file renders', async () => {
    const dir = path.join(import.meta.dirname, '..', '..', 'src', 'seed', 'artwork');
    const files = (await readdir(dir)).filter((file) => file.endsWith('.svg'));
    assert.ok(files.length >= 15);
    for (const file of files) {
      const svg = await readFile(path.join(dir, file), 'utf8');
      assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, file);
      const { width, height } = await sharp(Buffer.from(svg)).metadata();
      assert.ok((width ?? 0) > 0 && (height ?? 0) > 0, file);
    }
  });
});
