// The page the verification link of the registration mail opens (a page the server writes, no app around it): it
// says the email is verified and, for a merchant whose application awaits review, that the review goes on rather
// than promising the dashboard; the same link a second time says it no longer works, and tells the person to sign
// in and ask for a new one, which the review screen after sign-in offers.

import { fillSignIn, openLogin } from '../../mf-auth/e2e/steps';
import { seriousViolations } from '../support/axe';
import { useOwnClientAddress } from '../support/client-address';
import { expect, test } from '../support/fixtures';
import { mailCount, verificationLink } from '../support/outbox';
import { registerThroughApi } from '../support/registration';

test.beforeEach(async ({ context }, testInfo) => {
  await useOwnClientAddress(context, testInfo);
});

test('the verification link says the email is verified and the application still awaits review', async ({
  page,
  request,
  saveScreenshot,
  allowConsoleErrors,
}, testInfo) => {
  // The refused second visit (422), and the browser's own request for /favicon.ico, which the server does not have.
  allowConsoleErrors(/Failed to load resource.*(422|404)/);
  const merchant = await registerThroughApi(request, testInfo);
  const link = await verificationLink(merchant.email);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email verified', level: 1 })).toBeVisible();
  await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
  await expect(page.getByText(/^Your merchant application is still awaiting review\./)).toBeVisible();
  await expect(page.getByText('You can now sign in to your dashboard.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  expect(await seriousViolations(page), 'axe, the verified page').toEqual([]);
  await saveScreenshot('email-verified-pending');

  // Used once: the second visit is refused with a readable page.
  const again = await page.goto(link);
  expect(again?.status()).toBe(422);
  await expect(page.getByRole('heading', { name: 'Verification failed', level: 1 })).toBeVisible();
});

test('a pending merchant whose email is not verified gets a new verification mail from the review screen', async ({
  page,
  request,
  saveScreenshot,
}, testInfo) => {
  const merchant = await registerThroughApi(request, testInfo);
  await verificationLink(merchant.email);
  const before = await mailCount(merchant.email);

  await openLogin(page);
  await fillSignIn(page, merchant, false);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back!', level: 1 })).toBeVisible();
  await expect(page.getByText('Your email address is not verified yet')).toBeVisible();
  await expect(page.getByText('Your ID document is missing')).toBeVisible();
  expect(await seriousViolations(page), 'axe, the review screen with its reminders').toEqual([]);
  // A long address wraps: nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await saveScreenshot('login-pending-unverified');
  await page.getByRole('button', { name: 'Send a new verification email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Verification email sent successfully!' })).toBeVisible();
  await expect.poll(() => mailCount(merchant.email)).toBe(before + 1);
});
