// What keeps a review honest and a session's work safe, end to end against the real API and database: an approval
// is made on the request as the admin saw it (a merchant that changes meanwhile is shown again, not approved); an
// approved merchant's new bank account waits for the admin, who accepts it in the merchant's details; and a session
// the server ends while a form is being filled sends the person to sign-in, told why, then back to the form with
// what was typed. Each test registers its own merchant through the API, so this runs beside every other spec.
import type { APIRequestContext, Page } from '@playwright/test';
import { fillSignIn, openLogin } from '../../mf-auth/e2e/steps';
import { seriousViolations } from '../support/axe';
import { clientAddressFor, useOwnClientAddress } from '../support/client-address';
import { expect, test } from '../support/fixtures';
import { approveThroughApi, registerThroughApi } from '../support/registration';
import { loginThroughApi, useStoredSession } from '../support/sessions';
import { toastWith } from '../support/toasts';

test.describe.configure({ timeout: 120_000 });

/** For the first thing a fresh page shows: the remote and its first answers, on a machine that may be busy. */
const FIRST_PAINT = { timeout: 20_000 };

/** A merchant's own call through the API, with a token of its own (another device). */
async function asMerchant(
  request: APIRequestContext,
  account: { email: string; password: string },
  call: (headers: Record<string, string>) => Promise<{ status(): number; text(): Promise<string> }>,
) {
  const { token } = await loginThroughApi(request, account);
  const answer = await call({ authorization: `Bearer ${token}` });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function signIn(page: Page, email: string, password: string, { fill = true } = {}) {
  if (fill) {
    await openLogin(page);
    await fillSignIn(page, { email, password }, false);
  } else {
    await page.getByLabel('Password', { exact: true }).fill(password);
  }
  await page.getByRole('button', { name: 'Login' }).click();
}

// The admin's browser holds the admin's stored session (the demo admin's, signed in once per run).
test.describe('the admin review', () => {
  test.beforeEach(async ({ context, sessionOf }) => useStoredSession(context, await sessionOf('admin')));

  test('a request that changed after the admin opened it is not approved: the admin is told, and sees it again', async ({
    page,
    request,
    saveScreenshot,
    allowConsoleErrors,
  }, testInfo) => {
    allowConsoleErrors(/status of 409/);
    const businessName = `Version Check Kitchen ${testInfo.project.name} ${Date.now().toString(36)}`;
    const account = await registerThroughApi(request, testInfo, { businessName });
    await page.goto(`/dashboard/merchants/requests/${account.merchantId}`);
    await expect(page.getByRole('heading', { name: businessName, level: 2 })).toBeVisible(FIRST_PAINT);

    // Meanwhile the merchant renames itself, from its own device.
    const renamed = `${businessName} Renamed`;
    await asMerchant(request, account, (headers) =>
      request.put('/api/merchant/profile', { headers, data: { business_name: renamed } }),
    );

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Approval' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(
      toastWith(
        page,
        'Failed to approve merchant: This merchant changed its details after you opened them. Look at them again, then decide.',
      ),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    // The request is shown again as it is now, still waiting for review.
    await expect(page.getByRole('heading', { name: renamed, level: 2 })).toBeVisible();
    await saveScreenshot('approval-refused-changed');

    // Looked at again, it is approved.
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toastWith(page, 'Merchant approved successfully!')).toBeVisible();
  });

  test("an approved merchant's new bank account waits for the admin, who accepts it in the merchant's details", async ({
    page,
    request,
    saveScreenshot,
  }, testInfo) => {
    const account = await registerThroughApi(request, testInfo);
    await approveThroughApi(request, account.merchantId);
    await asMerchant(request, account, (headers) =>
      request.put('/api/merchant/bank-account', {
        headers,
        data: { bank_code: '057', account_number: '2233445566', current_password: account.password },
      }),
    );

    await page.goto(`/dashboard/merchants/${account.merchantId}`);
    const waiting = page.getByRole('status').filter({ hasText: 'New bank account waiting for your review' });
    await expect(waiting).toBeVisible(FIRST_PAINT);
    await expect(waiting).toContainText('MAMA PUT KITCHEN LIMITED');
    await expect(waiting).toContainText('******5566');
    expect(await seriousViolations(page), 'axe, a bank account change to review').toEqual([]);
    await saveScreenshot('admin-bank-change-waiting');

    await waiting.getByRole('button', { name: 'Accept new account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept new bank account?' });
    await expect(dialog).toContainText('Zenith Bank ******5566 (MAMA PUT KITCHEN LIMITED)');
    await dialog.getByRole('button', { name: 'Accept new account' }).click();
    await expect(toastWith(page, 'New bank account accepted!')).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(page.getByText('Zenith Bank · ******5566')).toBeVisible();
  });
});

test('a session the server ends mid-edit: sign-in says why, then the form opens with what was typed', async ({
  page,
  context,
  request,
  saveScreenshot,
  allowConsoleErrors,
}, testInfo) => {
  allowConsoleErrors(/status of 401/);
  const account = await registerThroughApi(request, testInfo);
  await approveThroughApi(request, account.merchantId);
  await useOwnClientAddress(context, testInfo);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL('/dashboard', FIRST_PAINT);

  await page.goto('/dashboard/menu/categories/new');
  const name = page.getByLabel('Category Name', { exact: true });
  await expect(name).toBeVisible(FIRST_PAINT);
  await name.fill('Pepper soups');
  await page.getByLabel('Description', { exact: true }).fill('Goat meat, catfish and assorted.');

  // The password is changed from another device: this session ends there and then.
  const newPassword = 'Changed@2026';
  await asMerchant(request, account, (headers) =>
    request.put('/api/auth/password', {
      headers: { ...headers, 'x-forwarded-for': clientAddressFor(testInfo) },
      data: { current_password: account.password, password: newPassword, password_confirmation: newPassword },
    }),
  );
  await page.getByRole('button', { name: 'Create Category' }).click();

  await expect(page).toHaveURL('/login', FIRST_PAINT);
  const notice = page.getByRole('status').filter({ hasText: 'You were signed out' });
  await expect(notice).toContainText('Your password was changed in another session, so this one has ended.');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  expect(await seriousViolations(page), 'axe, the login page after a session ended').toEqual([]);
  await saveScreenshot('login-session-ended');

  await signIn(page, account.email, newPassword, { fill: false });
  await expect(page).toHaveURL('/dashboard/menu/categories/new', FIRST_PAINT);
  await expect(
    page.getByText('We kept what you were typing before you were signed out. Check it, then save.'),
  ).toBeVisible(FIRST_PAINT);
  await expect(name).toHaveValue('Pepper soups');
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Goat meat, catfish and assorted.');
  await saveScreenshot('menu-form-draft-kept');
  await page.getByRole('button', { name: 'Create Category' }).click();
  await expect(toastWith(page, 'Category created successfully')).toBeVisible();
});
