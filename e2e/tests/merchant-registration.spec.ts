// Merchant registration (spec sections 2, 4, 5; issue 6) in the composed site against the real API with its
// offline providers: every step-1 message on blur and on Continue, the address suggestions by keyboard, the bank
// account lookup, and a whole registration to step 3, after which the application, its ID document and its
// emails are there for the admin.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { ACCOUNTS, E2E_ROOT } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { loginThroughApi } from '../support/sessions';

const OUTBOX = path.join(E2E_ROOT, '.tmp', 'data', 'mail');

const PNG = {
  name: 'mama-nkechi-logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};
const PDF = {
  name: 'cac-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

/** Parallel workers share one server: every registration gets its own address. */
function uniqueEmail(testInfo: TestInfo): string {
  const tag = `${testInfo.project.name}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}`;
  return `kitchen.${tag}@example.ng`;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const message = (page: Page, text: string) => page.getByText(text, { exact: true });
const address = (page: Page) => page.getByRole('combobox', { name: 'Pick-up address' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Address suggestions' });

async function openForm(page: Page) {
  await page.goto('/merchant/register');
  await expect(page.getByRole('heading', { name: 'Sign Up as a Merchant', level: 1 })).toBeVisible();
}

/** A valid step 1, the pick-up point chosen from the suggestions with the keyboard. */
async function fillStepOne(page: Page, email: string) {
  await field(page, 'Business name').fill('Mama Nkechi Kitchen');
  await field(page, 'Business type').selectOption({ label: 'Restaurant' });
  await field(page, 'Business email').fill(email);
  await field(page, 'Business phone').fill('0803 123 4567');
  await address(page).fill('15 Admiralty Way, Lekki Phase');
  await expect(suggestions(page).getByRole('option').first()).toBeVisible();
  const details = page.waitForResponse((response) => response.url().endsWith('/api/address/place-details'));
  await address(page).press('ArrowDown');
  await address(page).press('Enter');
  expect((await details).status()).toBe(200);
  await expect(address(page)).toHaveValue('15 Admiralty Way, Lekki Phase 1, Lagos, Nigeria');
  await page.getByLabel('Profile image').setInputFiles(PNG);
  await page.getByLabel('ID document').setInputFiles(PDF);
  await field(page, 'Password').fill('Secure@123');
  await field(page, 'Confirm password').fill('Secure@123');
}

test.describe('step 1, Sign Up as a Merchant', () => {
  test('Continue shows every step-1 message and stays on step 1', async ({ page, saveScreenshot }) => {
    await openForm(page);
    await field(page, 'Country code').fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const text of [
      'Business name is required',
      'Business type is required',
      'Business email is required',
      'Country code is required',
      'Business phone is required',
      'Pickup address is required',
      'Please upload an ID document',
      'Password is required',
      'Password confirmation is required',
    ]) {
      await expect(message(page, text)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Sign Up as a Merchant', level: 1 })).toBeVisible();
    // The first invalid field takes the focus.
    await expect(field(page, 'Business name')).toBeFocused();
    await saveScreenshot('registration-step1-errors');

    // The second rule of each field, on Continue too.
    await field(page, 'Business name').fill('A');
    await field(page, 'Business email').fill('not-an-email');
    await field(page, 'Country code').fill('234');
    await field(page, 'Business phone').fill('12ab');
    await address(page).fill('Ikeja');
    await address(page).press('Escape');
    await field(page, 'Password').fill('short');
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const text of [
      'Business name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid country code (e.g., +234)',
      'Please enter a valid phone number',
      'Address must be at least 10 characters',
      'Password must be at least 8 characters',
    ]) {
      await expect(message(page, text)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Sign Up as a Merchant', level: 1 })).toBeVisible();
  });

  test('each field says what is wrong when it is left, and editing clears it', async ({ page }) => {
    await openForm(page);
    const blurWith = async (label: string, value: string, expected: string) => {
      await field(page, label).fill(value);
      await field(page, label).blur();
      await expect(message(page, expected)).toBeVisible();
    };
    await field(page, 'Business name').focus();
    await field(page, 'Business name').blur();
    await expect(message(page, 'Business name is required')).toBeVisible();
    await blurWith('Business name', 'A', 'Business name must be at least 2 characters');
    await blurWith('Business name', 'x'.repeat(256), 'Business name must not exceed 255 characters');
    await field(page, 'Business name').fill('Mama Nkechi Kitchen');
    await expect(message(page, 'Business name must not exceed 255 characters')).toHaveCount(0);

    await field(page, 'Business type').focus();
    await field(page, 'Business type').blur();
    await expect(message(page, 'Business type is required')).toBeVisible();

    await blurWith('Business email', 'not-an-email', 'Please enter a valid email address');
    await blurWith('Business email', '', 'Business email is required');
    await blurWith('Country code', '', 'Country code is required');
    await blurWith('Country code', '234', 'Please enter a valid country code (e.g., +234)');
    await blurWith('Business phone', '', 'Business phone is required');
    await blurWith('Business phone', '12ab', 'Please enter a valid phone number');

    await address(page).fill('Ikeja');
    await address(page).blur();
    await expect(message(page, 'Address must be at least 10 characters')).toBeVisible();
    await address(page).fill('');
    await address(page).blur();
    await expect(message(page, 'Pickup address is required')).toBeVisible();

    await blurWith('Password', '', 'Password is required');
    await blurWith('Password', 'Ab@1', 'Password must be at least 8 characters');
    await blurWith(
      'Password',
      'password123',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    );
    await field(page, 'Password').fill('Secure@123');
    await field(page, 'Password').blur();
    await blurWith('Confirm password', '', 'Password confirmation is required');
    await blurWith('Confirm password', 'Secure@124', 'Passwords must match');
    await field(page, 'Confirm password').fill('Secure@123');
    await expect(message(page, 'Passwords must match')).toHaveCount(0);
  });

  test('address suggestions: from 3 characters, chosen with the keyboard, then the place details', async ({ page }) => {
    await openForm(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/address/autocomplete'))
        asked.push(new URL(request.url()).searchParams.get('input') ?? '');
    });
    await address(page).pressSequentially('Vi');
    await page.waitForTimeout(700);
    expect(asked).toEqual([]);
    await expect(address(page)).toHaveAttribute('aria-expanded', 'false');

    await address(page).pressSequentially('ctoria');
    await expect(suggestions(page).getByRole('option').first()).toBeVisible();
    // Asked only from 3 characters and for the text typed last (the pause itself is timed in the unit tests:
    // a busy machine may let more than 300 ms pass between two key presses here).
    expect(asked.every((input) => input.length >= 3)).toBe(true);
    expect(asked.at(-1)).toBe('Victoria');
    await expect(address(page)).toHaveAttribute('aria-expanded', 'true');
    const listHeight = await suggestions(page).evaluate((element) => getComputedStyle(element).maxHeight);
    expect(listHeight).toBe('200px');

    // Arrows move the active option (the focus stays in the field), Escape closes, typing opens again.
    await address(page).press('ArrowDown');
    const first = suggestions(page).getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(address(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await expect(address(page)).toBeFocused();
    await address(page).press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(address(page)).toHaveValue('Victoria');

    await address(page).pressSequentially(' Island');
    const option = suggestions(page).getByRole('option', { name: /^Victoria Island/ });
    await expect(option).toBeVisible();
    await address(page).press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    const details = page.waitForResponse((response) => response.url().endsWith('/api/address/place-details'));
    await address(page).press('Enter');
    await expect(suggestions(page)).toBeHidden();
    await expect(address(page)).toHaveAttribute('aria-expanded', 'false');
    const answer = await (await details).json();
    expect(answer.data.data.geometry.location).toEqual({ lat: 6.4281, lng: 3.4219 });
    await expect(address(page)).toHaveValue('Victoria Island, Lagos, Nigeria');
    // Enter chose the place; it did not submit the step.
    await expect(page.getByRole('heading', { name: 'Sign Up as a Merchant', level: 1 })).toBeVisible();
  });

  test('the chosen text stays when the place details fail', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Place details failed|Failed to load resource/);
    await page.route('**/api/address/place-details', (route) => route.fulfill({ status: 503, body: '{}' }));
    await openForm(page);
    await address(page).fill('Bodija');
    await expect(suggestions(page).getByRole('option').first()).toBeVisible();
    await address(page).press('ArrowDown');
    await address(page).press('Enter');
    await expect(address(page)).toHaveValue('Bodija, Ibadan, Oyo, Nigeria');
    await page.waitForTimeout(500);
    await expect(address(page)).toHaveValue('Bodija, Ibadan, Oyo, Nigeria');
  });
});

test.describe('step 2, Bank Details', () => {
  // Each test fills step 1 first.
  test.describe.configure({ timeout: 90_000 });
  test('the account name is looked up when the number is left, and editing the number clears it', async ({
    page,
    allowConsoleErrors,
  }, testInfo) => {
    allowConsoleErrors(/Account verification failed|Failed to load resource.*422/);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/paystack/verify-account')) lookups.push(request.postData() ?? '');
    });
    await openForm(page);
    await fillStepOne(page, uniqueEmail(testInfo));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Bank Details', level: 1 })).toBeVisible();
    const number = field(page, 'Account number');
    const name = field(page, 'Name on account');
    await expect(name).toHaveAttribute('readonly', '');

    // Without a bank, or with fewer than 10 digits, nothing is asked.
    await number.fill('0123456789');
    await number.blur();
    await number.fill('012345678');
    await field(page, 'Bank').selectOption({ label: 'Guaranty Trust Bank' });
    await number.blur();
    await page.waitForTimeout(400);
    expect(lookups).toEqual([]);

    // Only digits go in, at most 11.
    await number.fill('');
    await number.pressSequentially('01-23 45a6789');
    await expect(number).toHaveValue('0123456789');
    const lookup = page.waitForResponse((response) => response.url().endsWith('/api/paystack/verify-account'));
    await number.blur();
    expect((await lookup).status()).toBe(200);
    await expect(name).toHaveValue('OJA SANDBOX ACCOUNT');
    expect(JSON.parse(lookups[0] ?? '{}')).toEqual({ bank_code: '058', account_number: '0123456789' });

    await number.focus();
    await number.press('End');
    await number.press('Backspace');
    await expect(number).toHaveValue('012345678');
    await expect(name).toHaveValue('');

    // An account the bank does not know: only logged, the name stays empty, and the form says so on submit.
    await number.pressSequentially('0');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/paystack/verify-account'));
    await number.blur();
    expect((await refused).status()).toBe(422);
    await expect(name).toHaveValue('');
    await page.getByRole('button', { name: 'Sign up as merchant' }).click();
    await expect(message(page, 'Account name is required')).toBeVisible();

    // Back keeps what was typed in step 1.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Sign Up as a Merchant', level: 1 })).toBeVisible();
    await expect(field(page, 'Business name')).toHaveValue('Mama Nkechi Kitchen');
  });

  test('the bank select shows the messages of spec section 5 on blur', async ({ page }, testInfo) => {
    await openForm(page);
    await fillStepOne(page, uniqueEmail(testInfo));
    await page.getByRole('button', { name: 'Continue' }).click();
    await field(page, 'Bank').focus();
    await field(page, 'Bank').blur();
    await expect(message(page, 'Bank is required')).toBeVisible();
    await field(page, 'Account number').fill('123');
    await field(page, 'Account number').blur();
    await expect(message(page, 'Account number must be 10-11 digits')).toBeVisible();
  });
});

test('a whole registration reaches step 3, and the admin finds the application with its ID', async ({
  page,
  browser,
  request,
  saveScreenshot,
}, testInfo) => {
  // Three accessibility scans and a whole form: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo);
  await openForm(page);
  expect(await axeViolations(page)).toEqual([]);
  await fillStepOne(page, email);
  await saveScreenshot('registration-step1-filled');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Bank Details', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bank Details', level: 1 })).toBeFocused();
  await field(page, 'Bank').selectOption({ label: 'Zenith Bank' });
  await field(page, 'Account number').fill('2233445566');
  await field(page, 'Account number').blur();
  await expect(field(page, 'Name on account')).toHaveValue('MAMA PUT KITCHEN LIMITED');
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot('registration-step2');

  const registered = page.waitForResponse((response) => response.url().endsWith('/api/merchant/register'));
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/upload/merchant-document'));
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
  expect(await axeViolations(page)).toEqual([]);
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
  const adminPage = await browser.newPage();
  await adminPage.addInitScript(
    ({ token, user }) => {
      window.localStorage.setItem('auth_token', token);
      window.localStorage.setItem('user', user);
    },
    { token: admin.token, user: JSON.stringify(admin.user) },
  );
  await adminPage.goto('/dashboard/merchants/requests');
  await adminPage.getByRole('searchbox', { name: 'Search requests' }).fill(email);
  const row = adminPage
    .getByRole('list', { name: 'Pending requests' })
    .getByRole('button', { name: /^Mama Nkechi Kitchen/ });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await row.click();
  await expect(adminPage.getByRole('heading', { name: 'Mama Nkechi Kitchen', level: 2 })).toBeVisible();
  await expect(adminPage.getByText(email).first()).toBeVisible();
  const openDocument = adminPage.getByRole('link', { name: /^Open Document/ });
  await expect(openDocument).toHaveCount(1);
  const signed = await adminPage.request.get((await openDocument.getAttribute('href')) ?? '');
  expect(signed.headers()['content-type']).toBe('application/pdf');
  await adminPage.close();

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

test('a taken business email brings the merchant back to step 1 with the message', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource.*422/);
  await openForm(page);
  await fillStepOne(page, ACCOUNTS.merchant.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await field(page, 'Bank').selectOption({ label: 'Access Bank' });
  await field(page, 'Account number').fill('0123456789');
  await field(page, 'Account number').blur();
  await expect(field(page, 'Name on account')).toHaveValue('OJA SANDBOX ACCOUNT');
  await page.getByRole('button', { name: 'Sign up as merchant' }).click();
  await expect(page.getByRole('heading', { name: 'Sign Up as a Merchant', level: 1 })).toBeVisible();
  await expect(field(page, 'Business email')).toHaveAccessibleDescription(
    /The business email has already been taken\./,
  );
});

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
