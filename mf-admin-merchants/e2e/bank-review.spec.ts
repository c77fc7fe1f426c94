// An approved merchant's new bank account, waiting for review, in its details, alone in the harness with the mock
// API (fresh for each test): the box with the account asked for, declining it (the reason required inside the
// dialog), accepting it, the bodies sent (with the version the details showed), and an axe scan. What the server
// does besides (payouts staying put, the mails, the merchant's Settings) is the API's and the composed suite's.
import { lastBody, mockTest, seriousViolations, startSignedIn, toastWith } from '@oja/harness/e2e';
import { BANK_CHANGE_DECLINE_REASON_REQUIRED } from '@oja/shared/validation';
import type { Page } from '@playwright/test';
import createMockApi from '../src/mocks/api';

const test = mockTest(createMockApi);
const { expect } = test;

/** The sample approved merchant's details, with its new account waiting: the box that shows it. */
async function openWaitingChange(page: Page) {
  await page.goto('/dashboard/merchants/1');
  await expect(page.getByRole('heading', { name: 'Sample Approved Kitchen', level: 2 })).toBeVisible();
  const waiting = page.getByRole('status').filter({ hasText: 'New bank account waiting for your review' });
  await expect(waiting).toContainText('Sample Bank Two');
  await expect(waiting).toContainText('******5566');
  return waiting;
}

test.beforeEach(async ({ page }) => {
  await startSignedIn(page, 'admin');
});

test('decline: the reason is required inside the dialog, then the change is gone and the account in use stays', async ({
  page,
  mockApi,
}) => {
  const waiting = await openWaitingChange(page);
  expect(await seriousViolations(page)).toEqual([]);
  await waiting.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline new bank account' });
  await expect(dialog).toContainText('Sample Bank Two ******5566');
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(reason).toHaveAccessibleDescription(new RegExp(BANK_CHANGE_DECLINE_REASON_REQUIRED));
  expect(mockApi.calls).not.toContain('POST /admin/merchants/1/bank-account/decline');
  expect(await seriousViolations(page)).toEqual([]);
  await reason.fill('The account holder is not the business.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(toastWith(page, 'New bank account declined.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByText('Sample Bank · ******6789')).toBeVisible();
  expect(lastBody(mockApi, 'POST /admin/merchants/1/bank-account/decline')).toEqual({
    reason: 'The account holder is not the business.',
    version: 1,
  });
});

test('accept: confirmed, the new account is the one in use', async ({ page, mockApi }) => {
  const waiting = await openWaitingChange(page);
  await waiting.getByRole('button', { name: 'Accept new account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept new bank account?' });
  await expect(dialog).toContainText('Payouts to Sample Approved Kitchen go to Sample Bank Two ******5566');
  await dialog.getByRole('button', { name: 'Accept new account' }).click();
  await expect(toastWith(page, 'New bank account accepted!')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByText('Sample Bank Two · ******5566')).toBeVisible();
  expect(lastBody(mockApi, 'POST /admin/merchants/1/bank-account/accept')).toEqual({ version: 1 });
});

test('a change answered elsewhere meanwhile: the dialog closes with why, and the details are shown again', async ({
  page,
  mockApi,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 409/);
  const waiting = await openWaitingChange(page);
  await mockApi.fail('POST /admin/merchants/:id/bank-account/accept', {
    status: 409,
    message: 'This merchant has no bank account change waiting for review.',
  });
  await waiting.getByRole('button', { name: 'Accept new account' }).click();
  await page
    .getByRole('dialog', { name: 'Accept new bank account?' })
    .getByRole('button', { name: 'Accept new account' })
    .click();
  await expect(
    toastWith(
      page,
      'Failed to accept the new bank account: This merchant has no bank account change waiting for review.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Accept new bank account?' })).toBeHidden();
  await expect.poll(() => mockApi.calls.filter((call) => call === 'GET /admin/merchants/1').length).toBeGreaterThan(1);
});
