// The application area's steps, shared by this remote's suite (against its mock API) and the composed suite (against
// the real server): the same clicks and keys, whichever answers.
import { expect, type Page } from '@playwright/test';

export const APPLICATION_HEADING = 'Update your application';
export const SENT_HEADING = 'Your application is back in review';

/** The area's form, once its application has loaded. */
export async function expectApplicationArea(page: Page, reason: string) {
  await expect(page.getByRole('heading', { name: APPLICATION_HEADING, level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Reason given by our review team' })).toContainText(reason);
}

/** Corrects the business name, adds a new ID, then presses "Resubmit application" and waits for the confirmation. */
export async function correctAndResubmit(
  page: Page,
  input: { businessName: string; idFile: { name: string; mimeType: string; buffer: Buffer } },
) {
  const name = page.getByLabel('Business name', { exact: true });
  await name.fill(input.businessName);
  await page.getByLabel('New ID document').setInputFiles(input.idFile);
  await page.getByRole('button', { name: 'Resubmit application' }).click();
  await expect(page.getByRole('heading', { name: SENT_HEADING, level: 1 })).toBeVisible();
}
