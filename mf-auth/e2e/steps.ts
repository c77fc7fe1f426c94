// The sign-in and reset pages' steps, shared by this remote's suite (against its mock API) and the composed suite
// (against the real server): the same clicks and keys, whichever answers.
import { toastWith } from '@oja/harness/e2e';
import { expect, type Locator, type Page } from '@playwright/test';

export async function openLogin(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  // In the composed site the server's prerendered copy shows first; the steps act on the live page.
  await expect(page.locator('[data-oja-prerender]')).toHaveCount(0, { timeout: 20_000 });
}

/** Fills the sign-in form (Remember me checked when `remember`); the caller presses Login. */
export async function fillSignIn(page: Page, account: { email: string; password: string }, remember: boolean) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  if (remember) await page.getByLabel('Remember me').check();
}

/** What the page keeps of a session, in both storages. */
export async function stored(page: Page) {
  return page.evaluate(() => ({
    local: { token: localStorage.getItem('auth_token'), user: localStorage.getItem('user') },
    session: { token: sessionStorage.getItem('auth_token'), user: sessionStorage.getItem('user') },
  }));
}

export const NOTHING_STORED = { local: { token: null, user: null }, session: { token: null, user: null } };

export const codeBoxes = (page: Page) => page.getByRole('group', { name: 'Reset code' }).getByRole('textbox');

/** A real paste event, carrying `text` as the clipboard's content. */
export async function pasteInto(box: Locator, text: string) {
  await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/**
 * Enters a five-digit code, as a paste into the first box (which fills all five whatever they held), and presses
 * Verify Code.
 */
export async function enterCode(page: Page, code: string) {
  await pasteInto(codeBoxes(page).first(), code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

/** Step 1 of the reset: asks for a code for `email`, and lands on the code step. */
export async function requestCode(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toastWith(page, 'Reset link sent to your email!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
}

/** A file as Playwright's `setInputFiles` takes it. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The review screen of a pending merchant whose ID is missing: the form that takes it. */
export const idRequest = (page: Page) => page.getByRole('form', { name: 'Upload your ID document' });

/** On that screen: chooses `file` as the ID and sends it. */
export async function uploadMissingId(page: Page, file: PickedFile) {
  await expect(page.getByText('Your ID document is missing')).toBeVisible();
  await idRequest(page).getByLabel('ID document').setInputFiles(file);
  await idRequest(page).getByRole('button', { name: 'Upload ID document' }).click();
}

/** What the screen says once the ID has arrived (the server's words), in place of the form. */
export const idUploaded = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Document uploaded successfully!' });
