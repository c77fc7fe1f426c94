// Settings alone, in its harness with the mock API (fresh for each test), signed in as the sample merchant: each
// section's form with its checks and the server's refusals (the last ID, the default pick-up point, a wrong current
// password, an account the bank does not know), the dialogs, and axe scans. The same changes against the real
// server, with the greeting, the other session sent to sign-in and the admin's activity, are the composed suite's.
import { lastBody, mockTest, seriousViolations, startSignedIn, toastWith } from '@oja/harness/e2e';
import { DEMO_ACCOUNTS } from '@oja/shared/demo';
import { BANK_CHANGE_WAITS, PICKUP_LAST_DELETE_REFUSED } from '@oja/shared/validation';
import type { Page } from '@playwright/test';
import createMockApi, { SAMPLE_ACCOUNT } from '../src/mocks/api';
import { openBankDialog, PDF } from './steps';

const test = mockTest(createMockApi);
const { expect } = test;

const SHOTS = process.env.OJA_SHOTS_DIR;

async function openSettings(page: Page) {
  await startSignedIn(page, 'merchant');
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Sample Kitchen');
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** A screenshot for the record, when a folder is given (OJA_SHOTS_DIR); never an assertion. */
async function shoot(page: Page, name: string, viewport: number) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${viewport}.png`, fullPage: true });
}

test('the business profile and the contact name are saved, with the registration rules', async ({
  page,
  allowConsoleErrors,
  mockApi,
}) => {
  allowConsoleErrors(/status of 422/);
  await openSettings(page);
  const profile = section(page, 'Business profile');
  await profile.getByLabel('Business name', { exact: true }).fill('A');
  await profile.getByRole('button', { name: 'Save business profile' }).click();
  await expect(profile.getByText('Business name must be at least 2 characters')).toBeVisible();
  await profile.getByLabel('Business name', { exact: true }).fill('Sample Kitchen Two');
  await profile.getByRole('button', { name: 'Save business profile' }).click();
  await expect(toastWith(page, 'Profile updated successfully!')).toBeVisible();
  expect(lastBody(mockApi, 'PUT /merchant/profile')).toMatchObject({ business_name: 'Sample Kitchen Two' });

  const contact = section(page, 'Contact person');
  await contact.getByLabel('Contact name', { exact: true }).fill('Adaeze Okafor');
  await contact.getByRole('button', { name: 'Save contact person' }).click();
  await expect.poll(() => lastBody(mockApi, 'PUT /merchant/profile')).toEqual({ contact_name: 'Adaeze Okafor' });
  // The session's user (what the dashboard's greeting reads) carries the new name.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(window.sessionStorage.getItem('user') ?? '{}').name))
    .toBe('Adaeze Okafor');
});

test('pick-up points: add with a suggestion, make it the default, edit it, delete the other', async ({
  page,
  mockApi,
}) => {
  await openSettings(page);
  const points = section(page, 'Pick-up points');
  await points.getByRole('button', { name: 'Add pick-up point' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add pick-up point' });
  await dialog.getByLabel('Label', { exact: true }).fill('Lekki kitchen');
  const address = dialog.getByRole('combobox', { name: 'Pick-up address' });
  await address.fill('15 Admiralty Way, Lekki Phase');
  await expect(page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first()).toBeVisible();
  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(address).toHaveValue('15 Admiralty Way, Lekki Phase 1, Lagos, Nigeria');
  await shoot(page, 'settings-pickup-dialog', page.viewportSize()?.width ?? 0);
  await dialog.getByRole('button', { name: 'Save pick-up point' }).click();
  await expect(dialog).toBeHidden();
  const list = points.getByRole('list', { name: 'Pick-up points' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect(lastBody(mockApi, 'POST /merchant/pickup-locations')).toMatchObject({
    label: 'Lekki kitchen',
    latitude: 6.4474,
    longitude: 3.4722,
  });

  await points.getByRole('button', { name: 'Make Lekki kitchen the default' }).click();
  await expect(list.getByRole('listitem').first()).toContainText('Lekki kitchen');
  await expect(list.getByRole('listitem').first()).toContainText('Default');

  await points.getByRole('button', { name: 'Edit Lekki kitchen' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit pick-up point' });
  // The default stays the default until another point is made the default.
  await expect(edit.getByRole('checkbox', { name: 'Make this the default pick-up point' })).toBeDisabled();
  await edit.getByLabel('Label', { exact: true }).fill('Lekki shop');
  await edit.getByRole('button', { name: 'Save pick-up point' }).click();
  await expect(list.getByRole('listitem').first()).toContainText('Lekki shop');

  await points.getByRole('button', { name: 'Delete Main pick-up point' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete pick-up point?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // The last point stays: the dialog says why instead of offering Delete.
  await points.getByRole('button', { name: 'Delete Lekki shop' }).click();
  await expect(confirm.getByText(PICKUP_LAST_DELETE_REFUSED)).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await shoot(page, 'settings-last-pickup-kept', page.viewportSize()?.width ?? 0);
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('documents: the last ID is not offered for deletion; a new one is uploaded, then the old one deleted', async ({
  page,
}) => {
  await openSettings(page);
  const documents = section(page, 'Documents');
  await expect(documents.getByRole('link', { name: 'Open sample-cac-certificate.pdf' })).toHaveAttribute(
    'href',
    '/api/files/documents/sample',
  );
  await expect(documents.getByRole('button', { name: 'Delete sample-cac-certificate.pdf' })).toHaveCount(0);
  await expect(documents.getByText('Your only ID: upload a new one to replace it')).toBeVisible();
  await shoot(page, 'settings-last-id-kept', page.viewportSize()?.width ?? 0);
  const confirm = page.getByRole('dialog', { name: 'Delete document?' });

  await documents.getByRole('button', { name: 'Upload document' }).click();
  await expect(documents.getByText('Please upload an ID document')).toBeVisible();
  await documents.getByLabel('New ID document').setInputFiles(PDF);
  await documents.getByRole('button', { name: 'Upload document' }).click();
  await expect(documents.getByRole('listitem')).toHaveCount(2);
  await documents.getByRole('button', { name: 'Delete sample-cac-certificate.pdf' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(documents.getByRole('listitem')).toHaveCount(1);
  await expect(documents.getByRole('listitem')).toContainText('new-sample-id.pdf');
});

test('a new bank account needs the current password, then waits for review; the bank, number and password are sent', async ({
  page,
  mockApi,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 422/);
  await openSettings(page);
  const bank = section(page, 'Bank account');
  const dialog = await openBankDialog(page, { bank: 'Sample Bank Two', ...SAMPLE_ACCOUNT });
  // The field's own message (a refusal's toast shows in the dialog too).
  const form = dialog.getByRole('form', { name: 'Bank details' });
  await dialog.getByRole('button', { name: 'Save bank account' }).click();
  await expect(form.getByText('Password is required')).toBeVisible();
  await dialog.getByLabel('Current password', { exact: true }).fill('Wrong@12345');
  await dialog.getByRole('button', { name: 'Save bank account' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();
  await dialog.getByLabel('Current password', { exact: true }).fill(DEMO_ACCOUNTS.merchant.password);
  await shoot(page, 'settings-bank-dialog', page.viewportSize()?.width ?? 0);
  await dialog.getByLabel('Current password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, BANK_CHANGE_WAITS)).toBeVisible();
  // Payouts stay on the account in use; the new one is shown waiting.
  const waiting = bank.getByRole('status').filter({ hasText: "New account waiting for Oja's review" });
  await expect(waiting).toContainText('Sample Bank Two');
  await expect(waiting).toContainText(`******${SAMPLE_ACCOUNT.number.slice(-4)}`);
  await shoot(page, 'settings-bank-waiting', page.viewportSize()?.width ?? 0);
  expect(lastBody(mockApi, 'PUT /merchant/bank-account')).toEqual({
    bank_code: '002',
    account_number: SAMPLE_ACCOUNT.number,
    current_password: DEMO_ACCOUNTS.merchant.password,
  });
});

test('the password: the reset rules, a wrong current password refused, then changed', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 422/);
  await openSettings(page);
  const password = section(page, 'Password');
  await password.getByLabel('Current password', { exact: true }).fill('Wrong@12345');
  await password.getByLabel('New password', { exact: true }).fill('weakpass');
  await password.getByLabel('Confirm new password', { exact: true }).fill('weakpass');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(
    password.getByText(
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ),
  ).toBeVisible();
  await password.getByLabel('New password', { exact: true }).fill('Changed@2024');
  await password.getByLabel('Confirm new password', { exact: true }).fill('Changed@2024');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Current password is incorrect')).toBeVisible();
  // On a phone the error toast may lie over the button at the page's foot: the keyboard submits the form.
  await password.getByLabel('Current password', { exact: true }).fill(DEMO_ACCOUNTS.merchant.password);
  await password.getByLabel('Current password', { exact: true }).press('Enter');
  await expect(toastWith(page, 'Password changed successfully!')).toBeVisible();
  await expect(password.getByLabel('Current password', { exact: true })).toHaveValue('');
});

test('store availability: pause new orders, then a week of opening hours with a refusal at its day', async ({
  page,
  mockApi,
}, info) => {
  await openSettings(page);
  const availability = section(page, 'Store availability');
  const pause = availability.getByRole('switch', { name: /Pause new orders/ });
  await pause.click();
  await expect(pause).toBeChecked();
  await expect(toastWith(page, 'New orders paused')).toBeVisible();
  expect(lastBody(mockApi, 'PUT /merchant/store')).toEqual({ accepting_orders: false });

  const hours = availability.getByRole('form', { name: 'Opening hours' });
  await hours.getByRole('switch', { name: /^Sunday/ }).press('Space');
  await expect(hours.getByRole('switch', { name: /^Sunday/ })).not.toBeChecked();
  await hours.getByLabel('Monday, Opens at').fill('18:00');
  await hours.getByLabel('Monday, Closes at').fill('09:00');
  await hours.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(hours.getByLabel('Monday, Closes at')).toBeFocused();
  await expect(hours.getByText('Closing time must be after opening time')).toBeVisible();
  await hours.getByLabel('Monday, Closes at').fill('23:00');
  await availability.screenshot({ path: info.outputPath(`store-availability-${info.project.name}.png`) });
  expect(await seriousViolations(page)).toEqual([]);
  await hours.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(toastWith(page, 'Opening hours saved successfully!')).toBeVisible();
  const week = lastBody(mockApi, 'PUT /merchant/opening-hours') as { days: { weekday: string }[] };
  expect(week.days[0]).toEqual({ weekday: 'monday', closed: false, opens_at: '18:00', closes_at: '23:00' });
  expect(week.days[6]).toMatchObject({ weekday: 'sunday', closed: true });
});

test('Settings has no serious accessibility violations, with a dialog open too', async ({ page }) => {
  await openSettings(page);
  await expect(section(page, 'Pick-up points').getByRole('listitem')).toHaveCount(1);
  await shoot(page, 'settings-page', page.viewportSize()?.width ?? 0);
  expect(await seriousViolations(page)).toEqual([]);
  await section(page, 'Bank account').getByRole('button', { name: 'Change bank account' }).click();
  await expect(page.getByRole('dialog', { name: 'Change bank account' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
