// Merchant registration (docs/product/screens.md and rules.md) in the composed site against the real API with
// its offline providers: a whole registration to step 3, after which the application, its ID document and its
// emails are there for the admin. The form's own behaviour (every message, the address suggestions, the account
// lookup, a taken email) is tested in the remote's own suite (mf-merchant-onboarding/e2e, against its mock API).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { acceptTerms, field, fillStepOne, openForm } from '../../mf-merchant-onboarding/e2e/steps';
import { expectApplicationWithId } from '../support/admin-requests';
import { seriousViolations } from '../support/axe';
import { ACCOUNTS, E2E_ROOT } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/registration';
import { loginThroughApi } from '../support/sessions';

const OUTBOX = path.join(E2E_ROOT, '.tmp', 'data', 'mail');

test('a whole registration reaches step 3, and the admin finds the application with its ID', async ({
  page,
  browser,
  request,
  saveScreenshot,
}, testInfo) => {
  // Three accessibility scans and a whole form: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, 'kitchen');
  await openForm(page);
  expect(await seriousViolations(page)).toEqual([]);
  await fillStepOne(page, email);
  await saveScreenshot('registration-step1-filled');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Bank Details', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bank Details', level: 1 })).toBeFocused();
  await field(page, 'Bank').selectOption({ label: 'Zenith Bank' });
  await field(page, 'Account number').fill('2233445566');
  await field(page, 'Account number').blur();
  await expect(field(page, 'Name on account')).toHaveValue('MAMA PUT KITCHEN LIMITED');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot('registration-step2');

  const registered = page.waitForResponse((response) => response.url().endsWith('/api/merchant/register'));
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/upload/merchant-document'));
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Sign up as merchant' }).click();
  const registration = await registered;
  expect(registration.status()).toBe(200);
  // The logo went with the registration as multipart; the ID followed with the upload token.
  expect(registration.request().headers()['content-type']).toContain('multipart/form-data');
  const upload = await uploaded;
  expect(upload.status()).toBe(200);
  const uploadToken = (await registration.json()).data.upload_token as string;
  expect(upload.request().headers().authorization).toBe(`Bearer ${uploadToken}`);

  await expect(page.getByRole('heading', { name: 'Your profile is being reviewed!', level: 1 })).toBeVisible();
  await expect(
    page.getByText('If you have not heard from us within 7 days, or your details need changing, contact'),
  ).toBeVisible();
  // The toast (its text is also in the toasts' live region).
  await expect(
    page.getByText('Merchant registration successful! Please check your email for further instructions.').first(),
  ).toBeVisible();
  // No session is kept: the merchant is still under review.
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot('registration-step3');

  // The application as the admin reads it: the pending merchant, its bank account and its ID document.
  const merchantId = (await registration.json()).data.merchant.id as number;
  const admin = await loginThroughApi(request, ACCOUNTS.admin);
  const documents = await request.get(`/api/upload/merchant-documents/${merchantId}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(documents.status()).toBe(200);
  const [document] = (await documents.json()).data;
  expect(document).toMatchObject({
    document_type: 'business_id',
    original_name: 'cac-certificate.pdf',
    mime_type: 'application/pdf',
  });
  const file = await request.get(document.file_path);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // And on the admin's review screen: found by its email among the pending requests, with its ID to open.
  await expectApplicationWithId(
    browser,
    { token: admin.token, user: JSON.stringify(admin.user) },
    { email, businessName: 'Mama Nkechi Kitchen' },
  );

  // The merchant itself, signed in, sees the same application pending with its bank account.
  const merchant = await loginThroughApi(request, { email, password: 'Secure@123' });
  const profile = await request.get('/api/merchant/profile', {
    headers: { authorization: `Bearer ${merchant.token}` },
  });
  expect((await profile.json()).data).toMatchObject({
    business_name: 'Mama Nkechi Kitchen',
    business_type: 'restaurant',
    verification_status: 'pending',
    pickup_address: '15 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
    latitude: 6.4478,
    longitude: 3.4723,
    bank_account: { bank_code: '057', bank_name: 'Zenith Bank', account_name: 'MAMA PUT KITCHEN LIMITED' },
  });
  // Logos are stored re-encoded as WebP (bounded pixels, no metadata), whatever format was picked.
  expect((await profile.json()).data.logo).toMatch(/^\/api\/files\/public\/[a-f0-9]{32}\.webp$/);

  // The "application received" and verification emails are in the outbox.
  await expect
    .poll(() => {
      const mails = readdirSync(OUTBOX).map((file) => readFileSync(path.join(OUTBOX, file), 'utf8'));
      return mails.filter((mail) => mail.includes(email)).map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? '');
    })
    .toEqual(
      expect.arrayContaining([
        'We received the application for Mama Nkechi Kitchen',
        expect.stringContaining('Verify your email address'),
      ]),
    );
});
