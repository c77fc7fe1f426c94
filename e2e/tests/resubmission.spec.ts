// A rejected merchant resubmits, end to end against the real API and database: it signs in and reads the reason,
// opens its application area (a restricted session: the dashboard stays closed to it), corrects its business name,
// adds a new ID and resubmits; both mails go out; the admin finds the application pending again and approves it; the
// merchant signs in to its dashboard. Each project registers and rejects its own merchant through the API, so this
// runs in parallel with every other spec (the seeded rejected merchant is left as it is).
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { fillSignIn, openLogin } from '../../mf-auth/e2e/steps';
import {
  correctAndResubmit,
  expectApplicationArea,
  SENT_HEADING,
} from '../../mf-merchant-onboarding/e2e/application-steps';
import { PDF } from '../../mf-merchant-onboarding/e2e/steps';
import { seriousViolations } from '../support/axe';
import { useOwnClientAddress } from '../support/client-address';
import { ACCOUNTS } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { mailSaying } from '../support/outbox';
import { decideThroughApi, registerThroughApi } from '../support/registration';
import { useStoredSession } from '../support/sessions';
import { toastWith } from '../support/toasts';

test.describe.configure({ timeout: 150_000 });

const REASON = 'The ID document is too blurry to read. Please upload a clear scan.';
/** For the first thing a fresh page shows: the remote and its first answers, on a machine that may be busy. */
const FIRST_PAINT = { timeout: 20_000 };

async function signIn(page: Page, account: { email: string; password: string }) {
  await openLogin(page);
  await fillSignIn(page, account, false);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a rejected merchant corrects its application and resubmits; the admin approves it; it reaches its dashboard', async ({
  page,
  context,
  request,
  sessionOf,
  saveScreenshot,
}, testInfo) => {
  const account = await registerThroughApi(request, testInfo);
  await decideThroughApi(request, account.merchantId, { rejection_reason: REASON });
  const businessName = `Iya Basira Buka ${testInfo.project.name} ${randomBytes(3).toString('hex')}`;

  // The rejected screen at sign-in: the reason, and the way to the application.
  await useOwnClientAddress(context, testInfo);
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Your application was not approved', level: 1 })).toBeVisible(
    FIRST_PAINT,
  );
  await expect(page.getByText(REASON)).toBeVisible();
  expect(await seriousViolations(page), 'axe, the rejected screen').toEqual([]);
  await saveScreenshot('rejected-sign-in');
  await page.getByRole('button', { name: 'Update your application' }).click();

  // The area: a restricted session, which the dashboard (and its data) refuses.
  await expect(page).toHaveURL('/merchant/application');
  await expectApplicationArea(page, REASON);
  const token = await page.evaluate(() => sessionStorage.getItem('auth_token'));
  const dashboard = await request.get('/api/merchant/dashboard', { headers: { authorization: `Bearer ${token}` } });
  expect(dashboard.status()).toBe(403);
  expect(await seriousViolations(page), 'axe, the application area').toEqual([]);
  await saveScreenshot('application-area');
  await page.reload();
  await expectApplicationArea(page, REASON);

  await correctAndResubmit(page, { businessName, idFile: PDF });
  await expect(page.getByText(businessName)).toBeVisible();
  expect(await seriousViolations(page), 'axe, the resubmitted confirmation').toEqual([]);
  await saveScreenshot('application-resubmitted');
  expect(await mailSaying(account.email, 'back with our review team')).toContain(businessName);
  const notice = await mailSaying(ACCOUNTS.admin.email, `${businessName} corrected its rejected merchant application`);
  expect(notice).toContain(`document: from (none) to ${PDF.name}`);

  // The merchant signs out; the admin finds the application pending again and approves it.
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL('/login');
  const adminPage = await page.context().browser()?.newPage({ viewport: page.viewportSize() });
  if (!adminPage) throw new Error('No browser');
  await useStoredSession(adminPage.context(), await sessionOf('admin'));
  await adminPage.goto('/dashboard/merchants/requests');
  await adminPage.getByRole('searchbox', { name: 'Search requests' }).fill(account.email);
  const row = adminPage
    .getByRole('list', { name: 'Pending requests' })
    .getByRole('button', { name: new RegExp(`^${businessName}`) });
  await expect(row).toHaveCount(1, FIRST_PAINT);
  // Told from a first application: a badge in the queue, and the earlier reason on top of the details.
  await expect(row).toContainText('Resubmitted');
  await row.click();
  await expect(adminPage.getByRole('heading', { name: businessName, level: 2 })).toBeVisible();
  await expect(adminPage.getByText(`Resubmitted after a rejection. The reason given then: ${REASON}`)).toBeVisible();
  await adminPage.getByRole('button', { name: 'Approve', exact: true }).click();
  await adminPage.getByRole('dialog', { name: 'Confirm Approval' }).getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(adminPage, 'Merchant approved successfully!')).toBeVisible();
  await adminPage.close();

  // Approved, the merchant signs in to its dashboard.
  await signIn(page, account);
  await expect(page).toHaveURL('/dashboard', FIRST_PAINT);
  await expect(page.getByRole('heading', { name: SENT_HEADING })).toHaveCount(0);
});
