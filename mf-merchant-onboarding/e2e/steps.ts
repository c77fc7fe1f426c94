// The registration form's steps, shared by this remote's suite (against its mock API) and the composed suite
// (against the real server): the same clicks and keys, whichever answers.
import { expect, type Locator, type Page } from '@playwright/test';

export const PNG = {
  name: 'mama-nkechi-logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};
export const PDF = {
  name: 'cac-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const message = (page: Page, text: string) => page.getByText(text, { exact: true });
export const address = (page: Page) => page.getByRole('combobox', { name: 'Pick-up address' });
export const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Address suggestions' });

export async function openForm(page: Page) {
  await page.goto('/merchant/register');
  await expect(page.getByRole('heading', { name: 'Sign Up as a Merchant', level: 1 })).toBeVisible();
  // In the composed site the server's prerendered copy shows first; the steps act on the live page.
  await expect(page.locator('[data-oja-prerender]')).toHaveCount(0, { timeout: 20_000 });
}

/** A valid step 1, the pick-up point chosen from the suggestions with the keyboard. */
export async function fillStepOne(page: Page, email: string) {
  await field(page, 'Business name').fill('Mama Nkechi Kitchen');
  await field(page, 'Business type').selectOption({ label: 'Restaurant' });
  await field(page, 'Business email').fill(email);
  await field(page, 'Business phone').fill('8031234567');
  await field(page, 'Contact person').fill('Nkechi Okafor');
  await address(page).fill('15 Admiralty Way, Lekki Phase');
  await expect(suggestions(page).getByRole('option').first()).toBeVisible();
  const details = page.waitForResponse((response) => response.url().endsWith('/api/address/place-details'));
  await address(page).press('ArrowDown');
  await address(page).press('Enter');
  expect((await details).status()).toBe(200);
  await expect(address(page)).toHaveValue('15 Admiralty Way, Lekki Phase 1, Lagos, Nigeria');
  await page.getByLabel('Profile image').setInputFiles(PNG);
  await page.getByLabel('ID document').setInputFiles(PDF);
  await field(page, 'Password').fill('Secure@123');
  await field(page, 'Confirm password').fill('Secure@123');
}

/** Chooses a bank and types the account number, then leaves the field: the bank's name for it fills the form. */
export async function chooseBankAccount(form: Locator, account: { bank: string; number: string; name: string }) {
  await form.getByLabel('Bank', { exact: true }).selectOption({ label: account.bank });
  await form.getByLabel('Account number', { exact: true }).fill(account.number);
  await form.getByLabel('Account number', { exact: true }).press('Tab');
  await expect(form.getByLabel('Name on account', { exact: true })).toHaveValue(account.name);
}

/** Settings' bank account dialog, opened and filled (not saved); answers the dialog. */
export async function openBankDialog(page: Page, account: { bank: string; number: string; name: string }) {
  await page.getByRole('region', { name: 'Bank account' }).getByRole('button', { name: 'Change bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change bank account' });
  await chooseBankAccount(dialog, account);
  return dialog;
}

/** Ticks the acceptance of the Terms and the Privacy Policy on step 2. */
export async function acceptTerms(page: Page) {
  await page.getByRole('checkbox', { name: /I accept Oja's Terms of Service/ }).check();
}
