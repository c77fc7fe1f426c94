// Merchant registration over HTTP against the real database: a registration that succeeds, the duplicate email, the
// logo checks, the one transaction (a forced failure half-way leaves nothing), the mails. The field messages are in
// fields.test.ts, the upload token in ../uploads/upload-token.test.ts.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { bankAccounts, merchants, pickupLocations, users } from '../../../src/db/schema';
import { ACCOUNT_NOT_RESOLVED, UNKNOWN_BANK } from '../../../src/modules/lookups/service';
import { EMAIL_TAKEN } from '../../../src/modules/registration/service';
import { appWithActors } from '../../support/actors';
import { multipart } from '../../support/multipart';
import { register, registration, TINY_PDF, TINY_PNG } from '../../support/registration';

const { t, actors } = await appWithActors();
after(() => t.close());

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
    const res = await register(t, body);
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
    assert.equal((await register(t, body)).statusCode, 200);
    const mails = (await t.outbox()).filter((mail) => mail.content.includes(body.business_email));
    const subjects = mails.map((mail) => /^Subject: (.*)$/m.exec(mail.content)?.[1] ?? '');
    assert.ok(subjects.some((subject) => subject.includes('We received the application for Mama Nkechi Kitchen')));
    assert.ok(subjects.some((subject) => subject.includes('Verify your email address')));
  });

  it('names the account after the contact person, greets them by name, and records when the terms were accepted', async () => {
    const body = registration({ contact_name: 'Adaeze Nwankwo' });
    const before = Date.now();
    assert.equal((await register(t, body)).statusCode, 200);
    const rows = await rowsFor(body.business_email);
    assert.equal(rows.user?.name, 'Adaeze Nwankwo');
    assert.ok(rows.merchant?.termsAcceptedAt && rows.merchant.termsAcceptedAt.getTime() >= before - 1000);
    const received = (await t.outbox()).find(
      (mail) => mail.content.includes(body.business_email) && mail.content.includes('We received the application'),
    );
    assert.match(received?.content ?? '', /Adaeze Nwankwo/);
  });

  it('refuses a registration without a contact person or without the terms accepted, at those fields', async () => {
    const noContact = await register(t, registration({ contact_name: '' }));
    assert.equal(noContact.statusCode, 422);
    assert.deepEqual(noContact.json().errors.contact_name, ['Contact name is required']);
    for (const terms_accepted of [undefined, 'false', '0', 'no']) {
      const refused = await register(t, registration({ terms_accepted }));
      assert.equal(refused.statusCode, 422, String(terms_accepted));
      assert.deepEqual(refused.json().errors.terms_accepted, [
        'Please accept the Terms of Service and the Privacy Policy to sign up',
      ]);
    }
  });

  it('POST /api/auth/register is the same registration', async () => {
    const body = registration();
    const res = await register(t, body, '/api/auth/register');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Registration successful! Please check your email for verification.');
    assert.ok((await rowsFor(body.business_email)).merchant);
  });

  it('takes the account name from the bank, not from the form', async () => {
    const body = registration({ account_name: 'SOMEONE ELSE', bank_code: '057', account_number: '2233445566' });
    const res = await register(t, body);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.merchant.bank_account.account_name, 'MAMA PUT KITCHEN LIMITED');
    assert.equal(res.json().data.merchant.bank_account.bank_name, 'Zenith Bank');
  });

  it('refuses an unknown bank and an account the bank cannot resolve', async () => {
    const unknown = await register(t, registration({ bank_code: '999999999' }));
    assert.equal(unknown.statusCode, 422);
    assert.deepEqual(unknown.json().errors, { bank_code: [UNKNOWN_BANK] });
    const unresolved = await register(t, registration({ account_number: '9999999999' }));
    assert.equal(unresolved.statusCode, 422);
    assert.deepEqual(unresolved.json().errors, { account_number: [ACCOUNT_NOT_RESOLVED] });
  });

  it('refuses a duplicate business email, whatever its letter case, and writes nothing', async () => {
    const first = registration();
    assert.equal((await register(t, first)).statusCode, 200);
    const again = await register(t, registration({ business_email: first.business_email.toUpperCase() }));
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().message, EMAIL_TAKEN);
    assert.deepEqual(again.json().errors, { business_email: [EMAIL_TAKEN] });
    // An existing account's email (the admin's) is taken too.
    const admin = await register(t, registration({ business_email: actors.admin.user.email }));
    assert.equal(admin.statusCode, 422);
    assert.equal(admin.json().message, EMAIL_TAKEN);
  });
});

describe('registration with a logo (multipart)', () => {
  it('stores the logo re-encoded as WebP and answers its public URL', async () => {
    const body = registration();
    const form = multipart({
      ...(body as Record<string, string>),
      logo: { filename: 'logo.png', type: 'image/png', data: TINY_PNG },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/merchant/register', ...form });
    assert.equal(res.statusCode, 200, res.body);
    const logo: string = res.json().data.merchant.logo;
    assert.match(logo, /^\/api\/files\/public\/[a-f0-9]{32}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: logo });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/webp');
  });

  it('refuses a logo whose bytes are not an image (whatever its name says), and keeps nothing', async () => {
    const before = await storedFiles();
    const body = registration();
    const form = multipart({
      ...(body as Record<string, string>),
      logo: { filename: 'logo.png', type: 'image/png', data: TINY_PDF },
    });
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
    const form = multipart({
      ...(body as Record<string, string>),
      logo: { filename: 'logo.png', type: 'image/png', data: big },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/merchant/register', ...form });
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().message, 'The image must not be larger than 5 MB.');
    assert.equal((await rowsFor(body.business_email)).user, undefined);
    assert.deepEqual(await storedFiles(), before);
  });

  it('removes the stored logo when a field is invalid', async () => {
    const before = await storedFiles();
    const form = multipart({
      ...(registration({ business_name: '' }) as Record<string, string>),
      logo: { filename: 'logo.png', type: 'image/png', data: TINY_PNG },
    });
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
      const form = multipart({
        ...(body as Record<string, string>),
        logo: { filename: 'logo.png', type: 'image/png', data: TINY_PNG },
      });
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
    assert.equal((await register(t, registration())).statusCode, 200);
  });
});
