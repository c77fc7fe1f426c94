// The admin's view of every merchant and the Activity page, against the real API and database: a merchant
// registered and approved through the API is found by search in Merchants Mgt's every-status list, opened, and
// suspended from its details; Activity, opened from the menu and filtered by that merchant, shows the suspension
// with its reason above the approval. Each project makes its own merchant, so this runs beside every other spec.
import { randomBytes } from 'node:crypto';
import { seriousViolations } from '../support/axe';
import { dashboardMenu } from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { approveThroughApi, registerThroughApi } from '../support/registration';
import { useStoredSession } from '../support/sessions';
import { toastWith } from '../support/toasts';

test.describe.configure({ timeout: 120_000 });

const REASON = 'Several customers reported cold food.';
/** For the first thing a fresh page shows: the remote and its first answers, on a machine that may be busy. */
const FIRST_PAINT = { timeout: 20_000 };

test('the admin finds a merchant by search among every status, suspends it, and sees it in Activity', async ({
  page,
  context,
  request,
  sessionOf,
  saveScreenshot,
}, testInfo) => {
  const tag = randomBytes(3).toString('hex');
  const businessName = `Activity Test Kitchen ${testInfo.project.name} ${tag}`;
  const { merchantId } = await registerThroughApi(request, testInfo, { businessName });
  await approveThroughApi(request, merchantId);

  await useStoredSession(context, await sessionOf('admin'));
  await page.goto('/dashboard/merchants');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('all', FIRST_PAINT);
  await page.getByRole('searchbox', { name: 'Search merchants' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`\\?search=${tag}$`));
  const link = page.getByRole('link', { name: businessName, exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(`/dashboard/merchants/${merchantId}`);
  await expect(page.getByRole('heading', { name: businessName, level: 2 })).toBeVisible();
  // The bank account partly masked, the registration's pick-up point, and the approval in the history.
  await expect(page.getByText('******6789')).toBeVisible();
  await expect(page.getByText('0123456789')).toHaveCount(0);
  await expect(page.getByText('12 Allen Avenue, Ikeja, Lagos, Nigeria').first()).toBeVisible();
  const history = page.locator('section', { has: page.getByRole('heading', { name: 'Status history' }) });
  await expect(history.getByText('Approved', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Suspension' });
  await dialog.getByRole('textbox', { name: 'Suspension Reason *' }).fill(REASON);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(toastWith(page, 'Merchant suspended successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reinstate', exact: true })).toBeVisible();
  await expect(history.getByText('Suspended', { exact: true })).toBeVisible();
  expect(await seriousViolations(page), 'axe, a suspended merchant').toEqual([]);
  await saveScreenshot('merchant-details-suspended');

  // Activity, from the dashboard menu, filtered by that merchant through the search box.
  await (await dashboardMenu(page)).getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL('/dashboard/activity');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Merchant' }).fill(tag);
  await page
    .getByRole('list', { name: 'Matching merchants' })
    .getByRole('button', { name: new RegExp(tag) })
    .click();
  await expect(page).toHaveURL(`/dashboard/activity?merchant_id=${merchantId}`);
  const rows = page.locator('tbody tr, ul[aria-label="Activity"] > li');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Suspended');
  await expect(rows.first()).toContainText(`Reason: ${REASON}`);
  await expect(rows.nth(1)).toContainText('Approved');
  await page.reload();
  await expect(rows).toHaveCount(2, FIRST_PAINT);
  expect(await seriousViolations(page), 'axe, Activity filtered').toEqual([]);
  await saveScreenshot('activity-filtered-by-merchant');
  await rows.first().getByRole('link', { name: businessName }).click();
  await expect(page).toHaveURL(`/dashboard/merchants/${merchantId}`);
});
