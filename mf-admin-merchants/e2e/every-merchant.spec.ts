// Merchants Mgt's list of every merchant and any merchant's details, alone in its harness with the mock API (fresh
// for each test; its sample merchants are in every state): the status filter, the search and the pages in the URL,
// the details of each state with the actions that fit it, and axe scans. The composed suite does the same against
// the real API.
import { mockTest, seriousViolations, startSignedIn, toastWith } from '@oja/harness/e2e';
import type { Page } from '@playwright/test';
import createMockApi, { createLongQueueMockApi } from '../src/mocks/api';

const test = mockTest(createMockApi);
const longTest = mockTest(createLongQueueMockApi);
const { expect } = test;

const LIST = '/dashboard/merchants';

function merchantLink(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true });
}

function statusFilter(page: Page) {
  return page.getByRole('combobox', { name: 'Status' });
}

/** Opens a merchant's details from the list and waits for them. */
async function openFromList(page: Page, name: string) {
  await merchantLink(page, name).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

function history(page: Page) {
  return page.locator('section', { has: page.getByRole('heading', { name: 'Status history' }) });
}

test.beforeEach(async ({ page }) => {
  await startSignedIn(page, 'admin');
});

longTest.beforeEach(async ({ page }) => {
  await startSignedIn(page, 'admin');
});

longTest('every status in one list, filtered by status, searched and paged, all in the URL', async ({ page }) => {
  await page.goto(LIST);
  await expect(statusFilter(page)).toHaveValue('all');
  await expect(merchantLink(page, 'Sample Rejected Mart')).toBeVisible();
  for (const name of ['Sample Approved Kitchen', 'Sample Suspended Grill', 'Sample Pending Store']) {
    await expect(merchantLink(page, name)).toBeVisible();
  }
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();

  await statusFilter(page).selectOption('rejected');
  await expect(page).toHaveURL(/\?status=rejected$/);
  await expect(merchantLink(page, 'Sample Rejected Mart')).toBeVisible();
  await expect(merchantLink(page, 'Sample Approved Kitchen')).toHaveCount(0);

  await statusFilter(page).selectOption('all');
  await page.getByRole('searchbox', { name: 'Search merchants' }).fill('AMALA');
  await expect(page).toHaveURL(/\?search=AMALA$/);
  await expect(merchantLink(page, 'Sample Amala Spot')).toBeVisible();
  await expect(merchantLink(page, 'Sample Rejected Mart')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search merchants' }).fill('nothing like it');
  await expect(page.getByText('No merchant matches "nothing like it".')).toBeVisible();

  // Back and forward move through the filters, and the box follows the URL.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search merchants' })).toHaveValue('AMALA');
  await expect(merchantLink(page, 'Sample Amala Spot')).toBeVisible();
  await page.reload();
  await expect(merchantLink(page, 'Sample Amala Spot')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search merchants' })).toHaveValue('AMALA');
});

test('a rejected merchant: its reason, masked bank account, pick-up points, history, and no action', async ({
  page,
}) => {
  await page.goto(`${LIST}?status=rejected`);
  await openFromList(page, 'Sample Rejected Mart');
  await expect(page).toHaveURL(/\/dashboard\/merchants\/5$/);
  await expect(page.getByText('Waiting for the merchant to resubmit', { exact: true })).toBeVisible();
  await expect(page.getByText(/Reason: Sample reason: the ID scan is blurry\./).first()).toBeVisible();
  await expect(page.getByText('******6789')).toBeVisible();
  await expect(page.getByText('0123456789')).toHaveCount(0);
  await expect(page.getByText('5 Sample Street, Ikeja, Lagos').first()).toBeVisible();
  await expect(history(page).getByText('Rejected', { exact: true })).toBeVisible();
  await expect(history(page).getByText('Registered', { exact: true })).toBeVisible();
  for (const action of ['Approve', 'Reject', 'Suspend', 'Reinstate']) {
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
  // Back returns to the list as it was left.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/merchants\?status=rejected$/);
});

test('a suspended merchant is reinstated from its details, then can be suspended again', async ({ page, mockApi }) => {
  await page.goto(`${LIST}?status=suspended`);
  await openFromList(page, 'Sample Suspended Grill');
  await expect(
    page.getByText(/Reason: Sample reason: customers reported orders that never came\./).first(),
  ).toBeVisible();
  await expect(history(page).getByText('Suspended', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reinstate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Reinstatement' });
  await dialog.getByRole('button', { name: 'Reinstate' }).click();
  await expect(toastWith(page, 'Merchant reinstated successfully!')).toBeVisible();
  expect(mockApi.calls).toContain('POST /admin/merchants/99/reinstate');
  await expect(history(page).getByText('Reinstated', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reinstate', exact: true })).toHaveCount(0);
});

test('an approved merchant is suspended with a reason; a pending one is approved, from their details', async ({
  page,
  mockApi,
}) => {
  await page.goto(`${LIST}/1`);
  await expect(page.getByRole('heading', { name: 'Sample Approved Kitchen', level: 2 })).toBeVisible();
  // A change the merchant made, read from the log: the fallback label and what changed.
  await expect(history(page).getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(history(page).getByText('Business phone: +2348031234501 -> +2348031234511')).toBeVisible();
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Suspension' });
  await dialog.getByRole('textbox', { name: 'Suspension Reason *' }).fill('Sample reason: late orders.');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(toastWith(page, 'Merchant suspended successfully!')).toBeVisible();
  await expect(page.getByText(/Suspended on .*\. Reason: Sample reason: late orders\./).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reinstate', exact: true })).toBeVisible();

  await page.goto(`${LIST}/2`);
  await expect(page.getByRole('heading', { name: 'Sample Pending Store', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirm Approval' }).getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(page, 'Merchant approved successfully!')).toBeVisible();
  expect(mockApi.calls).toContain('POST /admin/merchants/2/approve');
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sample Pending Store', level: 2 })).toBeVisible();
});

test('a merchant that cannot be loaded says so', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await page.goto(`${LIST}/4242`);
  await expect(page.getByText('This merchant could not be loaded.')).toBeVisible();
});

test('the list of every merchant and a merchant’s details pass an axe scan @desktop-only', async ({ page }) => {
  test.slow();
  await page.goto(LIST);
  await expect(merchantLink(page, 'Sample Rejected Mart')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await openFromList(page, 'Sample Rejected Mart');
  await expect(history(page).getByText('Registered', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
