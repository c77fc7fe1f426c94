// An approved merchant's Settings against the real API and database: it renames its business and its contact
// person (the dashboard's greeting follows), adds, edits, makes default and deletes pick-up points, uploads an ID and
// deletes the older one (the last one stays), changes its bank account with its password (the new account waits for
// the admin's review, which the admin reads in the activity log and accepts), and changes its password: another
// signed-in session of it is sent to sign-in, told why, and the new password signs in. Each project registers and approves its own merchant through the API, so this runs beside every other spec.
import type { Page } from '@playwright/test';
import { openLogin } from '../../mf-auth/e2e/steps';
import { openBankDialog, PDF } from '../../mf-merchant-onboarding/e2e/steps';
import { seriousViolations } from '../support/axe';
import { useOwnClientAddress } from '../support/client-address';
import { dashboardMenu } from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { approveThroughApi, registerThroughApi } from '../support/registration';
import { toastWith } from '../support/toasts';

test.describe.configure({ timeout: 180_000 });

/** For the first thing a fresh page shows: the remote and its first answers, on a machine that may be busy. */
const FIRST_PAINT = { timeout: 20_000 };
const NEW_PASSWORD = 'Changed@2026';

/**
 * Signs in through the live login page (a press on its prerendered copy is not kept: docs/decisions.md D-57) and
 * waits for the dashboard.
 */
async function signIn(page: Page, email: string, password: string) {
  await openLogin(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard', FIRST_PAINT);
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('an approved merchant changes its profile, pick-up points, documents, bank account and password', async ({
  browser,
  page,
  context,
  request,
  saveScreenshot,
}, testInfo) => {
  const { email, password, merchantId } = await registerThroughApi(request, testInfo);
  const adminToken = await approveThroughApi(request, merchantId);
  await useOwnClientAddress(context, testInfo);
  await signIn(page, email, password);

  // Settings is in the menu (no longer "Soon").
  const nav = await dashboardMenu(page);
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible(FIRST_PAINT);
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible(FIRST_PAINT);
  await expect(section(page, 'Pick-up points').getByRole('listitem')).toHaveCount(1);
  expect(await seriousViolations(page), 'axe, Settings').toEqual([]);
  await saveScreenshot('settings');

  // Business profile and contact person: the greeting follows the contact name.
  const profile = section(page, 'Business profile');
  await profile.getByLabel('Business name', { exact: true }).fill('Iya Basira Kitchen');
  await profile.getByRole('button', { name: 'Save business profile' }).click();
  await expect(toastWith(page, 'Profile updated successfully!')).toBeVisible();
  const contact = section(page, 'Contact person');
  await contact.getByLabel('Contact name', { exact: true }).fill('Adaeze Okafor');
  await contact.getByLabel('Contact name', { exact: true }).press('Enter');
  await expect(page.getByText(/^Good (morning|afternoon|evening), Adaeze$/)).toBeVisible();

  // Pick-up points: add one, make it the default, rename it, delete the registration's one.
  const points = section(page, 'Pick-up points');
  await points.getByRole('button', { name: 'Add pick-up point' }).click();
  const add = page.getByRole('dialog', { name: 'Add pick-up point' });
  await add.getByLabel('Label', { exact: true }).fill('Lekki kitchen');
  await add.getByRole('combobox', { name: 'Pick-up address' }).fill('15 Admiralty Way, Lekki Phase 1, Lagos');
  await add.getByRole('button', { name: 'Save pick-up point' }).click();
  await expect(add).toBeHidden();
  await points.getByRole('button', { name: 'Make Lekki kitchen the default' }).click();
  const first = points.getByRole('listitem').first();
  await expect(first).toContainText('Lekki kitchen');
  await expect(first).toContainText('Default');
  await points.getByRole('button', { name: 'Edit Lekki kitchen' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit pick-up point' });
  await edit.getByLabel('Label', { exact: true }).fill('Lekki shop');
  await edit.getByRole('button', { name: 'Save pick-up point' }).click();
  await expect(edit).toBeHidden();
  await points.getByRole('button', { name: 'Delete Main pick-up point' }).click();
  await page.getByRole('dialog', { name: 'Delete pick-up point?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(points.getByRole('listitem')).toHaveCount(1);
  await expect(points.getByRole('listitem')).toContainText('Lekki shop');

  // Documents: the first ID uploaded; it cannot go alone; a second one lets it go.
  const documents = section(page, 'Documents');
  await documents.getByLabel('New ID document').setInputFiles(PDF);
  await documents.getByRole('button', { name: 'Upload document' }).click();
  await expect(documents.getByRole('listitem')).toHaveCount(1);
  await documents.getByLabel('New ID document').setInputFiles({ ...PDF, name: 'national-id.pdf' });
  await documents.getByRole('button', { name: 'Upload document' }).click();
  await expect(documents.getByRole('listitem')).toHaveCount(2);
  await documents.getByRole('button', { name: `Delete ${PDF.name}` }).click();
  await page.getByRole('dialog', { name: 'Delete document?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(documents.getByRole('listitem')).toHaveCount(1);
  await expect(documents.getByRole('listitem')).toContainText('national-id.pdf');

  // Bank account: with the password; the bank gives the name; the approved business's new account waits for the
  // admin, who reads the change, masked, in the activity log and accepts it.
  const bank = section(page, 'Bank account');
  const dialog = await openBankDialog(page, {
    bank: 'Zenith Bank',
    number: '2233445566',
    name: 'MAMA PUT KITCHEN LIMITED',
  });
  await dialog.getByLabel('Current password', { exact: true }).fill(password);
  await saveScreenshot('settings-bank-dialog');
  await dialog.getByRole('button', { name: 'Save bank account' }).click();
  await expect(dialog).toBeHidden();
  const waiting = bank.getByRole('status').filter({ hasText: "New account waiting for Oja's review" });
  await expect(waiting).toContainText('MAMA PUT KITCHEN LIMITED');
  await expect(bank.getByText('OJA SANDBOX ACCOUNT')).toBeVisible();
  await saveScreenshot('settings-bank-waiting');
  const asAdmin = { headers: { authorization: `Bearer ${adminToken}` } };
  const log = await request.get('/api/admin/activity-log?per_page=100', asAdmin);
  const entries = (
    (await log.json()) as { data: { data: { action: string; merchant: { id: number } | null; details: unknown }[] } }
  ).data.data;
  const mine = entries.filter((entry) => entry.merchant?.id === merchantId);
  const changed = mine.find((entry) => entry.action === 'merchant.bank_account_change_requested')?.details;
  expect((changed as { changes: unknown[] }).changes).toContainEqual({
    field: 'account_number',
    from: '******6789',
    to: '******5566',
  });
  expect(mine.some((entry) => entry.action === 'merchant.profile_updated')).toBe(true);
  const details = await request.get(`/api/admin/merchants/${merchantId}`, asAdmin);
  const { version } = ((await details.json()) as { data: { merchant: { version: number } } }).data.merchant;
  const accepted = await request.post(`/api/admin/merchants/${merchantId}/bank-account/accept`, {
    ...asAdmin,
    data: { version },
  });
  expect(accepted.status()).toBe(200);
  await page.reload();
  await expect(section(page, 'Bank account').getByText('MAMA PUT KITCHEN LIMITED')).toBeVisible(FIRST_PAINT);
  await expect(section(page, 'Bank account').getByRole('status')).toHaveCount(0);

  // Password: another session of the merchant, in a browser of its own, is sent to sign-in; this one stays.
  const otherContext = await browser.newContext({
    viewport: page.viewportSize(),
    ...(testInfo.project.name === 'phone' ? { isMobile: true, hasTouch: true } : {}),
  });
  await useOwnClientAddress(otherContext, testInfo);
  const other = await otherContext.newPage();
  await signIn(other, email, password);
  const form = section(page, 'Password');
  await form.getByLabel('Current password', { exact: true }).fill(password);
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password', { exact: true }).press('Enter');
  await expect(toastWith(page, 'Password changed successfully!')).toBeVisible();
  await other.reload();
  await expect(other).toHaveURL('/login', FIRST_PAINT);
  await expect(other.getByRole('status').filter({ hasText: 'password was changed in another session' })).toBeVisible();
  await expect(other.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible(FIRST_PAINT);
  await signIn(other, email, NEW_PASSWORD);
  await otherContext.close();
});
