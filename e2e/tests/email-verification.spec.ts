// The page the verification link of the registration mail opens (a page the server writes, no app around it): it
// says the email is verified and, for a merchant whose application awaits review, that the review goes on rather
// than promising the dashboard; the same link a second time says it no longer works.
import { seriousViolations } from '../support/axe';
import { useOwnClientAddress } from '../support/client-address';
import { expect, test } from '../support/fixtures';
import { verificationLink } from '../support/outbox';
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
