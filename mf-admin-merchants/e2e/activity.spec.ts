// The Activity page alone, in its harness with the mock API (fresh for each test): every row newest first, with
// who, what, which merchant, when, the reason and what changed; the filters by action and by merchant in the URL
// (back, forward, reload); the empty and failure states; a merchant's link to its details; and an axe scan.
import { mockTest, seriousViolations, startSignedIn } from '@oja/harness/e2e';
import type { Page } from '@playwright/test';
import createMockApi from '../src/mocks/api';

const test = mockTest(createMockApi);
const { expect } = test;

const ACTIVITY = '/dashboard/activity';

/** Each row (a table row at 1280 px, a card at 390 px), in the order shown. */
function rows(page: Page) {
  return page.locator('tbody tr, ul[aria-label="Activity"] > li');
}

function actionFilter(page: Page) {
  return page.getByRole('combobox', { name: 'Action' });
}

test.beforeEach(async ({ page }) => {
  await startSignedIn(page, 'admin');
});

test('every row newest first: who, what, which merchant, when, the reason and what changed', async ({ page }) => {
  await page.goto(ACTIVITY);
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  const newest = rows(page).first();
  await expect(newest).toContainText('Suspended');
  await expect(newest).toContainText('Sample Admin');
  await expect(newest).toContainText('Reason: Sample reason: customers reported orders that never came.');
  // 15:35 UTC is 4:35 PM in Lagos.
  await expect(newest).toContainText('Jan 9, 2026, 4:35 PM');
  const changed = rows(page).nth(1);
  await expect(changed).toContainText('Profile updated');
  await expect(changed).toContainText('Sample Approved Kitchen contact');
  await expect(changed.getByRole('list', { name: 'What changed' })).toHaveText(
    'Business phone: +2348031234501 -> +2348031234511',
  );
  await changed.getByRole('link', { name: 'Sample Approved Kitchen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/merchants\/1$/);
  await expect(page.getByRole('heading', { name: 'Sample Approved Kitchen', level: 2 })).toBeVisible();
});

test('filters by action and by merchant live in the URL: back, forward and reload keep them', async ({ page }) => {
  await page.goto(ACTIVITY);
  await expect(rows(page)).toHaveCount(5);
  await actionFilter(page).selectOption({ label: 'Rejected' });
  await expect(page).toHaveURL(/\?action=merchant\.rejected$/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Reason: Sample reason: the ID scan is blurry.');

  await actionFilter(page).selectOption('');
  await expect(rows(page)).toHaveCount(5);
  await page.getByRole('searchbox', { name: 'Merchant' }).fill('grill');
  await page
    .getByRole('list', { name: 'Matching merchants' })
    .getByRole('button', { name: /Sample Suspended Grill/ })
    .click();
  await expect(page).toHaveURL(/\?merchant_id=99$/);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText('Sample Suspended Grill', { exact: true }).first()).toBeVisible();

  await actionFilter(page).selectOption({ label: 'Approved' });
  await expect(page).toHaveURL(/\?merchant_id=99&action=merchant\.approved$/);
  await expect(rows(page)).toHaveCount(1);
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(actionFilter(page)).toHaveValue('merchant.approved');

  await page.goBack();
  await expect(page).toHaveURL(/\?merchant_id=99$/);
  await expect(rows(page)).toHaveCount(2);
  await page.goForward();
  await expect(rows(page)).toHaveCount(1);

  await actionFilter(page).selectOption({ label: 'Reinstated' });
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(new RegExp(`${ACTIVITY}$`));
  await expect(rows(page)).toHaveCount(5);
});

test('a decision made in Merchants Mgt shows at the top of Activity', async ({ page }) => {
  await page.goto('/dashboard/merchants/5');
  await expect(page.getByRole('heading', { name: 'Sample Rejected Mart', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'See this merchant in Activity' }).click();
  await expect(page).toHaveURL(/\/dashboard\/activity\?merchant_id=5$/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Rejected');
});

test('a failing log says so, with Retry', async ({ page, mockApi, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/);
  await mockApi.fail('GET /admin/activity-log', { status: 500, message: 'Server Error' });
  await page.goto(ACTIVITY);
  await expect(page.getByText('Failed to fetch activity.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('the page, filtered and not, passes an axe scan @desktop-only', async ({ page }) => {
  test.slow();
  await page.goto(ACTIVITY);
  await expect(rows(page)).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('searchbox', { name: 'Merchant' }).fill('sample');
  await expect(page.getByRole('list', { name: 'Matching merchants' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${ACTIVITY}?merchant_id=1&action=merchant.approved`);
  await expect(rows(page)).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});
