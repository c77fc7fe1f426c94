// The rejected merchant's application area alone, in its harness with the mock API (fresh for each test): the reason,
// the business details with registration's rules, the documents on file and a new ID, the resubmission and what
// follows it, and sign-out. The harness's rejected merchant is signed in before the page loads.
import { mockTest, seriousViolations, startSignedIn } from '@oja/harness/e2e';
import createMockApi from '../src/mocks/api';
import { correctAndResubmit, expectApplicationArea, SENT_HEADING } from './application-steps';
import { PDF } from './steps';

const test = mockTest(createMockApi);
const { expect } = test;
const REASON = 'Sample reason: the business ID document is unreadable.';

test.beforeEach(async ({ page }) => {
  await startSignedIn(page, 'rejected-merchant');
});

test('shows the reason, the details as the review saw them and the documents on file', async ({ page }, info) => {
  await page.goto('/merchant/application');
  await expectApplicationArea(page, REASON);
  await expect(page.getByLabel('Business name', { exact: true })).toHaveValue('Sample Corrected Store');
  await expect(page.getByRole('list', { name: 'Documents on file' })).toContainText('sample-blurry-id.pdf');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await seriousViolations(page), 'axe, the application area').toEqual([]);
  await page.screenshot({ path: `/work/shots/a/application-area-mock-${info.project.name}.png`, fullPage: true });
});

test('checks the details with the registration rules before anything is sent', async ({ page, mockApi }) => {
  await page.goto('/merchant/application');
  await expectApplicationArea(page, REASON);
  await page.getByLabel('Business name', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Resubmit application' }).click();
  await expect(page.getByText('Business name is required', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Business name', { exact: true })).toBeFocused();
  expect(mockApi.calls).not.toContain('POST /merchant/resubmit');
});

test('sends only what changed, then the new ID, then the resubmission', async ({ page, mockApi }, info) => {
  await page.goto('/merchant/application');
  await expectApplicationArea(page, REASON);
  await correctAndResubmit(page, { businessName: 'Sample Corrected Store Ltd', idFile: PDF });
  const sent = mockApi.calls.filter((call) => !call.startsWith('GET '));
  expect(sent).toEqual(['PUT /merchant/profile', 'POST /merchant/documents', 'POST /merchant/resubmit']);
  expect(mockApi.bodies[mockApi.calls.indexOf('PUT /merchant/profile')]).toEqual({
    business_name: 'Sample Corrected Store Ltd',
  });
  await expect(page.getByText(/Sample Corrected Store Ltd/)).toBeVisible();
  expect(await seriousViolations(page), 'axe, the confirmation').toEqual([]);
  await page.screenshot({ path: `/work/shots/a/application-sent-mock-${info.project.name}.png`, fullPage: true });

  // A reload finds the application in review, not the form.
  await page.reload();
  await expect(page.getByRole('heading', { name: SENT_HEADING, level: 1 })).toBeVisible();
});

test('resubmits with nothing changed: no profile change is sent', async ({ page, mockApi }) => {
  await page.goto('/merchant/application');
  await expectApplicationArea(page, REASON);
  await page.getByRole('button', { name: 'Resubmit application' }).click();
  await expect(page.getByRole('heading', { name: SENT_HEADING, level: 1 })).toBeVisible();
  expect(mockApi.calls).not.toContain('PUT /merchant/profile');
  expect(mockApi.calls).not.toContain('POST /merchant/documents');
});

test('a failed resubmission says why and keeps the form', async ({ page, mockApi, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 409/);
  await mockApi.fail('POST /merchant/resubmit', {
    status: 409,
    times: 1,
    message: 'Your application is already waiting for review, so there is nothing to resubmit.',
  });
  await page.goto('/merchant/application');
  await expectApplicationArea(page, REASON);
  await page.getByRole('button', { name: 'Resubmit application' }).click();
  await expect(
    page.getByText('Your application is already waiting for review', { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resubmit application' })).toBeEnabled();
});

test('signs out from the area', async ({ page, mockApi }) => {
  await page.goto('/merchant/application');
  await expectApplicationArea(page, REASON);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => mockApi.calls).toContain('POST /auth/logout');
  expect(await page.evaluate(() => sessionStorage.getItem('auth_token'))).toBeNull();
});
