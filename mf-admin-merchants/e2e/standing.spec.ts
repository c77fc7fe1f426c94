// Suspending and reinstating from Merchants Mgt's main view, alone in its harness with the mock API (fresh for each
// test): the status filter (approved, suspended), the required reason with its message inside the dialog, the
// toasts, a refusal by the server, and axe scans. What the server does besides (the sessions ended, the mails, the
// merchant's sign-in screen) is the composed suite's.
import { mockTest, seriousViolations, startSignedIn, toastWith } from '@oja/harness/e2e';
import type { Page } from '@playwright/test';
import createMockApi from '../src/mocks/api';

const test = mockTest(createMockApi);
const { expect } = test;

const APPROVED = 'Sample Approved Kitchen';
const SUSPENDED = 'Sample Suspended Grill';

/** The status badge of a row (the filter's options hold the same words). */
function badge(page: Page, label: string) {
  return page.locator('span', { hasText: new RegExp(`^${label}$`) });
}

function statusFilter(page: Page) {
  return page.getByRole('combobox', { name: 'Status' });
}

test.beforeEach(async ({ page }) => {
  await startSignedIn(page, 'admin');
});

test('suspend: the reason is required inside the dialog, then the merchant moves to the suspended list', async ({
  page,
  mockApi,
}) => {
  await page.goto('/dashboard/merchants?status=approved');
  await expect(statusFilter(page)).toHaveValue('approved');
  await expect(badge(page, 'Approved').first()).toBeVisible();
  await page.getByRole('button', { name: `Suspend ${APPROVED}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Suspension' });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByRole('textbox', { name: 'Suspension Reason *' });
  await expect(reason).toBeFocused();

  await reason.fill('  \n ');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(reason).toHaveAccessibleDescription(/Please provide a suspension reason/);
  await expect(reason).toBeFocused();
  await expect(dialog).toBeVisible();
  expect(mockApi.calls).not.toContain('POST /admin/merchants/1/suspend');

  await reason.fill('  Sample reason: orders never handed to riders.  ');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(toastWith(page, 'Merchant suspended successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const sent = mockApi.calls.indexOf('POST /admin/merchants/1/suspend');
  expect(mockApi.bodies[sent]).toEqual({ suspension_reason: 'Sample reason: orders never handed to riders.' });
  await expect(page.getByRole('button', { name: `Suspend ${APPROVED}` })).toHaveCount(0);
  await expect(page.getByText('No approved merchants.')).toBeVisible();

  await statusFilter(page).selectOption('suspended');
  await expect(page).toHaveURL(/\?status=suspended$/);
  await expect(page.getByRole('button', { name: `Reinstate ${APPROVED}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Reinstate ${SUSPENDED}` })).toBeVisible();
  await expect(badge(page, 'Suspended')).toHaveCount(2);
});

test('reinstate: Confirm Reinstatement, the toast, and the suspended list empties', async ({ page, mockApi }) => {
  await page.goto('/dashboard/merchants?status=suspended');
  await expect(statusFilter(page)).toHaveValue('suspended');
  await page.getByRole('button', { name: `Reinstate ${SUSPENDED}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Reinstatement' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Reinstate' }).click();
  await expect(toastWith(page, 'Merchant reinstated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No suspended merchants.')).toBeVisible();
  expect(mockApi.calls).toContain('POST /admin/merchants/99/reinstate');

  await statusFilter(page).selectOption('approved');
  await expect(page.getByRole('button', { name: `Suspend ${SUSPENDED}` })).toBeVisible();
});

test('a suspension the server refuses says why in a toast, and closes the dialog', async ({
  page,
  mockApi,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 409/);
  await page.goto('/dashboard/merchants');
  await page.getByRole('button', { name: `Suspend ${APPROVED}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Suspension' });
  // Another admin has suspended it meanwhile: the server answers 409 with its reason.
  await mockApi.fail('POST /admin/merchants/:id/suspend', {
    status: 409,
    message: 'This merchant is already suspended.',
  });
  const listsBefore = mockApi.calls.filter((call) => call === 'GET /admin/merchants').length;
  await dialog.getByRole('textbox', { name: 'Suspension Reason *' }).fill('Sample reason: late orders.');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(toastWith(page, 'Failed to suspend merchant: This merchant is already suspended.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list is asked for again (the merchant's status may have moved).
  await expect
    .poll(() => mockApi.calls.filter((call) => call === 'GET /admin/merchants').length)
    .toBeGreaterThan(listsBefore);
});

test('the list with its actions and both dialogs pass an axe scan @desktop-only', async ({ page }) => {
  test.slow();
  await page.goto('/dashboard/merchants');
  await expect(page.getByRole('button', { name: `Suspend ${APPROVED}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Suspend ${APPROVED}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Suspension' });
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Suspension Reason *' })).toHaveAccessibleDescription(
    /Please provide a suspension reason/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await statusFilter(page).selectOption('suspended');
  await page.getByRole('button', { name: `Reinstate ${SUSPENDED}` }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm Reinstatement' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
