import { enterCode, requestCode } from '../../mf-auth/e2e/steps';
import { useOwnClientAddress } from '../support/client-address';
import { expect, test } from '../support/fixtures';
import { mailCount, nextResetCode } from '../support/outbox';
import { toastWith } from '../support/toasts';

const ACCOUNT_OF_PROJECT: Record<string, string> = {
  desktop: 'sahara.freshmart@oja.local',
  phone: 'wusecare.pharmacy@oja.local',
};
const NEW_PASSWORD = 'Market@2026!';

test.beforeEach(async ({ context }, testInfo) => {
  await useOwnClientAddress(context, testInfo);
});

test('resets a password in four steps with the mailed code, then signs in with the new one', async ({
  page,
  saveScreenshot,
  allowConsoleErrors,
}, testInfo) => {
  test.setTimeout(60_000);
  allowConsoleErrors(/Failed to load resource.*422/);
  const email = ACCOUNT_OF_PROJECT[testInfo.project.name] ?? ACCOUNT_OF_PROJECT.desktop ?? '';
  const resetCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/reset-password')) resetCalls.push(request.postData() ?? '');
  });

  // From the login page's link.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // The four steps against the real server; each step's own checks (required fields, the code boxes' typing,
  // backspace and paste, the password pair and its toggles, axe) are in the auth remote's suite.
  await expect(page.getByRole('heading', { name: 'Forgot password?', level: 1 })).toBeVisible();
  const mailsBefore = await mailCount(email);
  await requestCode(page, email);

  // The code from the mail; a wrong one is refused by the server.
  const code = await nextResetCode(email, mailsBefore);
  const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
  await enterCode(page, wrong);
  await expect(
    page
      .getByText('This reset code is not right, or it has expired. Check the code in the latest email and try again.')
      .first(),
  ).toBeVisible();
  await saveScreenshot('reset-2-wrong-code');
  await enterCode(page, code);
  await expect(toastWith(page, 'Code verified successfully!')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Password Reset', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('heading', { name: 'Set a new password', level: 1 })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toastWith(page, 'Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(resetCalls).toHaveLength(1);
  expect(JSON.parse(resetCalls[0] ?? '{}')).toEqual({
    email,
    reset_code: code,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });

  // The new password signs in. What follows depends on the merchant's review, which the admin tests running beside
  // this one may decide meanwhile: the review screen, the dashboard, or the rejection screen.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  const login = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Login' }).click();
  expect((await login).status()).toBe(200);
  await expect(
    page
      .getByRole('heading', { name: 'Welcome back!', level: 1 })
      .or(page.getByRole('heading', { name: 'Dashboard' }))
      .or(page.getByRole('heading', { name: 'Your application was not approved', level: 1 })),
  ).toBeVisible();

  // The code worked once.
  const reused = await page.request.post('/api/auth/verify-reset-code', { data: { email, reset_code: code } });
  expect(reused.status()).toBe(422);
});
