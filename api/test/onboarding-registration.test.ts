// Merchant registration over HTTP against the real database: every field's message, the duplicate email, the
// logo checks, the one transaction (a forced failure half-way leaves nothing), the mails, the upload token.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { bankAccounts, merchants, pickupLocations, users } from '../src/db/schema';
import { ACCOUNT_NOT_RESOLVED, EMAIL_TAKEN, UNKNOWN_BANK } from '../src/modules/onboarding/registration';
import { type Actors, createActors, issueTestToken } from './support/actors';
import { bearer, createTestApp, type TestApp } from './support/app';
import { multipart, registration, TINY_PDF, TINY_PNG } from './support/onboarding';

let t: TestApp;
let actors: Actors;

before(async () => {
  t = await createTestApp();
  actors = await createActors(t.repos);
});
after(() => t.close());

const register = (payload: Record<string, unknown>, url = '/api/merchant/register') =>
  t.app.inject({ method: 'POST', url, payload });

async function rowsFor(email: string) {
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const [merchant] = await db.select().from(merchants).where(eq(merchants.businessEmail, email));
  const accounts = merchant ? await db.select().from(bankAccounts).where(eq(bankAccounts.merchantId, merchant.id)) : [];
  const points = merchant
    ? await db.select().from(pickupLocations).where(eq(pickupLocations.merchantId, merchant.id))
    : [];
  return { user, merchant, accounts, points };
}

async function countRows(table: typeof users | typeof bankAccounts): Promise<number> {
  const [row] = await t.database.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

async function storedFiles(): Promise<string[]> {
  const root = t.storage.root;
  const found: string[] = [];
  for (const folder of ['images', 'documents']) {
    const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
    found.push(...names.map((name) => `${folder}/${name}`));
  }
  return found;
}

describe('POST /api/merchant/register', () => {
  it('writes the user, the pending merchant, its bank account and pick-up point, and answers the upload token', async () => {
    const body = registration({ business_email: 'Nkechi.Kitchen@Test.OJA' });
    const res = await register(body);
    assert.equal(res.statusCode, 200, res.body);
    const json = res.json();
    assert.equal(json.message, 'Merchant registration successful! Please check your email for further instructions.');
    assert.equal(typeof json.data.merchant.id, 'number');
    assert.match(json.data.upload_token, /^[A-Za-z0-9_-]{40,}$/);
    assert.equal(json.data.merchant.verification_status, 'pending');
    assert.equal(json.data.merchant.business_phone, '8031234567');
    assert.equal(json.data.merchant.bank_account.bank_name, 'Guaranty Trust Bank');
    assert.equal(json.data.user.user_type, 'merchant');
    assert.equal(JSON.stringify(json).includes('Secure@123'), false, 'the password never comes back');

    const rows = await rowsFor('nkechi.kitchen@test.oja');
    assert.equal(rows.user?.userType, 'merchant');
    assert.notEqual(rows.user?.passwordHash, 'Secure@123');
    assert.equal(rows.merchant?.verificationStatus, 'pending');
    assert.equal(rows.merchant?.latitude, 6.6);
    assert.equal(rows.accounts.length, 1);
    assert.equal(rows.accounts[0]?.accountName, 'OJA SANDBOX ACCOUNT');
    assert.equal(rows.points.length, 1);
    assert.equal(rows.points[0]?.isDefault, true);
    assert.equal(rows.points[0]?.address, body.pickup_address);
  });

  it('sends the "application received" and verification mails to the business email', async () => {
    const body = registration();
    assert.equal((await register(body)).statusCode, 200);
    const mails = (await t.outbox()).filter((mail) => mail.content.includes(body.business_email));
    const subjects = mails.map((mail) => /^Subject: (.*)$/m.exec(mail.content)?.[1] ?? '');
    assert.ok(subjects.some((subject) => subject.includes('We received the application for Mama Nkechi Kitchen')));
    assert.ok(subjects.some((subject) => subject.includes('Verify your email address')));
  });

  it('POST /api/auth/register is the same registration', async () => {
    const body = registration();
    const res = await register(body, '/api/auth/register');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Registration successful! Please check your email for verification.');
    assert.ok((await rowsFor(body.business_email)).merchant);
  });

  it('takes the account name from the bank, not from the form', async () => {
    const body = registration({ account_name: 'SOMEONE ELSE', bank_code: '057', account_number: '2233445566' });
    const res = await register(body);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.merchant.bank_account.account_name, 'MAMA PUT KITCHEN LIMITED');
    assert.equal(res.json().data.merchant.bank_account.bank_name, 'Zenith Bank');
  });

  it('refuses an unknown bank and an account the bank cannot resolve', async () => {
    const unknown = await register(registration({ bank_code: '999999999' }));
    assert.equal(unknown.statusCode, 422);
    assert.deepEqual(unknown.json().errors, { bank_code: [UNKNOWN_BANK] });
    const unresolved = await register(registration({ account_number: '9999999999' }));
    assert.equal(unresolved.statusCode, 422);
    assert.deepEqual(unresolved.json().errors, { account_number: [ACCOUNT_NOT_RESOLVED] });
  });

  it('refuses a duplicate business email, whatever its letter case, and writes nothing', async () => {
    const first = registration();
    assert.equal((await register(first)).statusCode, 200);
    const again = await register(registration({ business_email: first.business_email.toUpperCase() }));
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().message, EMAIL_TAKEN);
    assert.deepEqual(again.json().errors, { business_email: [EMAIL_TAKEN] });
    // An existing account's email (the admin's) is taken too.
    const admin = await register(registration({ business_email: actors.admin.user.email }));
    assert.equal(admin.statusCode, 422);
    assert.equal(admin.json().message, EMAIL_TAKEN);
  });

  // Spec section 5, "Merchant registration": each rule's message, in the spec's order.
  const cases: [string, string | undefined, string][] = [
    ['business_name', '', 'Business name is required'],
    ['business_name', 'A', 'Business name must be at least 2 characters'],
    ['business_name', 'x'.repeat(256), 'Business name must not exceed 255 characters'],
    ['business_type', undefined, 'Business type is required'],
    ['business_type', 'bakery', 'Please select a valid business type'],
    ['business_email', '', 'Business email is required'],
    ['business_email', 'not-an-email', 'Please enter a valid email address'],
    ['business_email', `${'a'.repeat(250)}@x.com`, 'Email must not exceed 255 characters'],
    ['business_phone', '', 'Business phone is required'],
    ['business_phone', '12ab', 'Please enter a valid phone number'],
    ['country_code', '', 'Country code is required'],
    ['country_code', '234', 'Please enter a valid country code (e.g., +234)'],
    ['pickup_address', '', 'Pickup address is required'],
    ['pickup_address', 'Ikeja', 'Address must be at least 10 characters'],
    ['latitude', 'north', 'Latitude must be a number'],
    ['latitude', '91', 'Latitude must be between -90 and 90'],
    ['longitude', 'east', 'Longitude must be a number'],
    ['longitude', '-181', 'Longitude must be between -180 and 180'],
    ['bank_code', '', 'Bank is required'],
    ['bank_name', '', 'Bank name is required'],
    ['bank_name', 'b'.repeat(256), 'Bank name must not exceed 255 characters'],
    ['account_number', '', 'Account number is required'],
    ['account_number', '12345', 'Account number must be 10-11 digits'],
    ['account_number', '01234x6789', 'Account number must be 10-11 digits'],
    ['account_name', '', 'Account name is required'],
    ['account_name', 'n'.repeat(256), 'Account name must not exceed 255 characters'],
    ['password', '', 'Password is required'],
    ['password', 'Ab@1', 'Password must be at least 8 characters'],
    [
      'password',
      'password123',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    ['password_confirmation', '', 'Password confirmation is required'],
    ['password_confirmation', 'Different@123', 'Passwords must match'],
  ];
  for (const [field, value, message] of cases) {
    const shown =
      value === undefined ? 'missing' : JSON.stringify(value.length > 20 ? `${value.slice(0, 12)}...` : value);
    it(`${field} ${shown} -> 422 "${message}"`, async () => {
      const body: Record<string, unknown> = registration();
      if (value === undefined) delete body[field];
      else body[field] = value;
      const res = await register(body);
      assert.equal(res.statusCode, 422, res.body);
      assert.equal(res.json().errors?.[field]?.[0], message);
      assert.equal(res.json().message, message, 'the first invalid field is the message');
      assert.equal((await rowsFor(String(body.business_email))).user, undefined);
    });
  }

  it('answers every missing field at once for an empty body', async () => {
    const res = await register({});
    assert.equal(res.statusCode, 422);
    const errors = res.json().errors;
    for (const field of ['business_name', 'business_type', 'business_email', 'business_phone', 'country_code']) {
      assert.ok(errors[field], field);
    }
    for (const field of ['pickup_address', 'bank_code', 'bank_name', 'account_number', 'account_name', 'password']) {
      assert.ok(errors[field], field);
    }
  });
});

describe('registration with a logo (multipart)', () => {
  it('stores the logo and answers its public URL', async () => {
    const body = registration();
    const form = multipart(body as Record<string, string>, [
      { name: 'logo', filename: 'logo.png', type: 'image/png', content: TINY_PNG },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/merchant/register', ...form });
    assert.equal(res.statusCode, 200, res.body);
    const logo: string = res.json().data.merchant.logo;
    assert.match(logo, /^\/api\/files\/public\/[a-f0-9]{32}\.png$/);
    const image = await t.app.inject({ method: 'GET', url: logo });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
  });

  it('refuses a logo whose bytes are not an image (whatever its name says), and keeps nothing', async () => {
    const before = await storedFiles();
    const body = registration();
    const form = multipart(body as Record<string, string>, [
      { name: 'logo', filename: 'logo.png', type: 'image/png', content: TINY_PDF },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/merchant/register', ...form });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { logo: ['The file must be an image (PNG, JPEG, WebP or GIF).'] });
    assert.equal((await rowsFor(body.business_email)).user, undefined);
    assert.deepEqual(await storedFiles(), before);
  });

  it('refuses a logo over 5 MB with 413, and keeps nothing', async () => {
    const before = await storedFiles();
    const body = registration();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const form = multipart(body as Record<string, string>, [
      { name: 'logo', filename: 'logo.png', type: 'image/png', content: big },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/merchant/register', ...form });
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().message, 'The image must not be larger than 5 MB.');
    assert.equal((await rowsFor(body.business_email)).user, undefined);
    assert.deepEqual(await storedFiles(), before);
  });

  it('removes the stored logo when a field is invalid', async () => {
    const before = await storedFiles();
    const form = multipart(registration({ business_name: '' }) as Record<string, string>, [
      { name: 'logo', filename: 'logo.png', type: 'image/png', content: TINY_PNG },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/merchant/register', ...form });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(await storedFiles(), before);
  });
});

describe('one transaction', () => {
  it('a failure half-way (the pick-up point insert) leaves no user, merchant, bank account or logo', async () => {
    const db = t.database.db;
    await db.execute(sql`
      CREATE FUNCTION oja_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'forced failure for the test'; END $$`);
    await db.execute(sql`
      CREATE TRIGGER oja_test_fail BEFORE INSERT ON pickup_locations FOR EACH ROW EXECUTE FUNCTION oja_test_fail()`);
    try {
      const before = await storedFiles();
      const usersBefore = await countRows(users);
      const accountsBefore = await countRows(bankAccounts);
      const body = registration();
      const form = multipart(body as Record<string, string>, [
        { name: 'logo', filename: 'logo.png', type: 'image/png', content: TINY_PNG },
      ]);
      const res = await t.app.inject({ method: 'POST', url: '/api/merchant/register', ...form });
      assert.equal(res.statusCode, 500);
      assert.equal(res.json().message, 'Server error. Please try again later');
      const rows = await rowsFor(body.business_email);
      assert.equal(rows.user, undefined);
      assert.equal(rows.merchant, undefined);
      assert.equal(await countRows(users), usersBefore);
      assert.equal(await countRows(bankAccounts), accountsBefore);
      assert.deepEqual(await storedFiles(), before);
      assert.equal((await t.outbox()).filter((mail) => mail.content.includes(body.business_email)).length, 0);
    } finally {
      await db.execute(sql`DROP TRIGGER oja_test_fail ON pickup_locations`);
      await db.execute(sql`DROP FUNCTION oja_test_fail()`);
    }
    // And the same registration then succeeds.
    assert.equal((await register(registration())).statusCode, 200);
  });
});

describe('the upload token', () => {
  async function registered() {
    const res = await register(registration());
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { merchant: { id: number }; upload_token: string };
  }
  const idForm = (merchantId: number) =>
    multipart({ document_type: 'business_id', description: 'CAC certificate', merchant_id: String(merchantId) }, [
      { name: 'document', filename: 'cac.pdf', type: 'application/pdf', content: TINY_PDF },
    ]);

  it("uploads the ID for its own merchant, which the merchant's documents then list", async () => {
    const { merchant, upload_token } = await registered();
    const form = idForm(merchant.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/merchant-document',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(upload_token) },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Document uploaded successfully!');
    assert.equal(res.json().data.mime_type, 'application/pdf');
    const listed = await t.repos.documents.listForMerchant(merchant.id);
    assert.equal(listed.length, 1);
    assert.equal(listed[0]?.originalName, 'cac.pdf');
    const file = await t.app.inject({ method: 'GET', url: res.json().data.file_path });
    assert.equal(file.statusCode, 200);
  });

  it("is refused for another merchant's id, and keeps no file", async () => {
    const { upload_token } = await registered();
    const before = await storedFiles();
    const other = actors.approvedMerchant.merchant?.id ?? 0;
    const form = idForm(other);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/merchant-document',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(upload_token) },
    });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, 'You can only upload files for your own business.');
    assert.equal((await t.repos.documents.listForMerchant(other)).length, 0);
    assert.deepEqual(await storedFiles(), before);
  });

  it('opens nothing but the uploads', async () => {
    const { upload_token } = await registered();
    for (const url of ['/api/merchant/profile', '/api/auth/profile', '/api/merchant/documents']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(upload_token) });
      assert.equal(res.statusCode, 403, url);
      assert.equal(res.json().message, 'This token can only be used to upload documents and logos.');
    }
  });

  it('stops working when it expires', async () => {
    const { merchant } = await registered();
    const found = await t.repos.users.findByEmail(
      (await t.database.db.select().from(merchants).where(eq(merchants.id, merchant.id)))[0]?.businessEmail ?? '',
    );
    const expired = await issueTestToken(t.repos, found?.user.id ?? 0, {
      scope: 'upload',
      merchantId: merchant.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const form = idForm(merchant.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/merchant-document',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(expired) },
    });
    assert.equal(res.statusCode, 401);
  });

  it('uploads a logo for its own merchant', async () => {
    const { merchant, upload_token } = await registered();
    const form = multipart({ merchant_id: String(merchant.id) }, [
      { name: 'logo', filename: 'logo.png', type: 'image/png', content: TINY_PNG },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/business-logo',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(upload_token) },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Logo uploaded successfully!');
    assert.match(res.json().data.logo, /^\/api\/files\/public\/[a-f0-9]{32}\.png$/);
  });
});
