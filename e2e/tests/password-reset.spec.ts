// /forgot-password (docs/product/screens.md, "Forgot password"; docs/product/server-rules.md, Reset codes): the whole
// flow against the real API, reading the code from the server's mail outbox as a person reads their inbox, then signing
// in with the new password. Each project resets a seeded pending merchant of its own (those have no known password, so
// no other test signs in as them), so the two runs never share a code.
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
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

const codeBoxes = (page: Page) => page.getByRole('group', { name: 'Reset code' }).getByRole('textbox');

async function boxValues(boxes: Locator): Promise<string[]> {
  return boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** A real paste event, carrying `text` as the clipboard's content. */
async function pasteInto(box: Locator, text: string) {
  await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

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

  // Step 1: email.
  await expect(page.getByRole('heading', { name: 'Forgot password?', level: 1 })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await saveScreenshot('reset-1-email');
  expect(await seriousViolations(page), 'axe, step 1').toEqual([]);
  const mailsBefore = await mailCount(email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toastWith(page, 'Reset link sent to your email!')).toBeVisible();

  // Step 2: the code from the mail.
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const boxes = codeBoxes(page);
  await expect(boxes).toHaveCount(5);
  for (const box of await boxes.all()) {
    await expect(box).toHaveAttribute('inputmode', 'numeric');
    await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
  }
  const code = await nextResetCode(email, mailsBefore);

  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Reset code is required')).toBeVisible();

  // Typing moves from box to box; a wrong code is refused by the server.
  const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
  await boxes.first().click();
  await page.keyboard.type(wrong);
  expect(await boxValues(boxes)).toEqual(wrong.split(''));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(
    page.getByText('This reset code is invalid or has expired. Please request a new code.').first(),
  ).toBeVisible();
  await saveScreenshot('reset-2-wrong-code');
  expect(await seriousViolations(page), 'axe, step 2 with its error').toEqual([]);

  // Backspace goes back through the boxes.
  await boxes.nth(4).click();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  expect(await boxValues(boxes)).toEqual([...wrong.slice(0, 3).split(''), '', '']);
  await expect(boxes.nth(3)).toBeFocused();

  // A paste with spaces and dashes fills all five boxes with the digits.
  await pasteInto(boxes.nth(2), ` ${code.slice(0, 2)}-${code.slice(2)} `);
  expect(await boxValues(boxes)).toEqual(code.split(''));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toastWith(page, 'Code verified successfully!')).toBeVisible();

  // Step 3: the confirmation.
  await expect(page.getByRole('heading', { name: 'Password Reset', level: 1 })).toBeVisible();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await saveScreenshot('reset-3-confirm');
  expect(await seriousViolations(page), 'axe, step 3').toEqual([]);
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Step 4: the new password, twice; nothing is sent while the two differ.
  await expect(page.getByRole('heading', { name: 'Set a new password', level: 1 })).toBeVisible();
  const password = page.getByLabel('New password', { exact: true });
  const confirmation = page.getByLabel('Confirm new password', { exact: true });
  await password.fill(NEW_PASSWORD);
  await confirmation.fill('Market@2026?');
  await confirmation.blur();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  expect(resetCalls, 'no request while the passwords differ').toEqual([]);
  // Each field has its own show/hide toggle.
  await page.getByRole('button', { name: 'Show password confirmation' }).click();
  await expect(confirmation).toHaveAttribute('type', 'text');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await confirmation.fill(NEW_PASSWORD);
  await saveScreenshot('reset-4-new-password');
  expect(await seriousViolations(page), 'axe, step 4').toEqual([]);
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
