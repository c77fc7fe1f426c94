// Sign-in and password reset alone, in their harness with the mock API (fresh for each test): the login form's
// checks, each answer a sign-in can get (wrong password, a refused customer, pending and rejected merchants, the
// busy state), and the reset steps' form behaviour with the sample code. Signing in per role against the real API,
// and the reset through the real mailed code, are the composed suite's.
import { harnessSignIn, mockTest, overlapOnScreen, seriousViolations, toastWith } from '@oja/harness/e2e';
import { mockTokenOf } from '@oja/harness/mock-api';
import type { Locator, Page } from '@playwright/test';
import createMockApi, {
  INVALID_RESET_CODE as INVALID_CODE,
  SAMPLE_ACCOUNTS,
  SAMPLE_REJECTION_REASON,
  SAMPLE_RESET_CODE,
} from '../src/mocks/api';
import {
  codeBoxes,
  fillSignIn,
  idRequest,
  idUploaded,
  NOTHING_STORED,
  openLogin,
  pasteInto,
  requestCode,
  stored,
  uploadMissingId,
} from './steps';

const test = mockTest(createMockApi);
const { expect } = test;

/** An ID document as the merchant picks it (the mock API does not read its bytes). */
const ID_FILE = { name: 'national-id.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

async function signIn(page: Page, account: { email: string; password: string }, remember = true) {
  await fillSignIn(page, account, remember);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('the login page', () => {
  test('shows the sign-in form with its links, and checks the fields on blur and on submit', async ({
    page,
    mockApi,
  }) => {
    await openLogin(page);
    await expect(page.getByLabel('Remember me')).not.toBeChecked();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Sign Up as Merchant' })).toHaveAttribute('href', '/merchant/register');

    const email = page.getByLabel('Email');
    // The product's rule: fields are validated on blur. Leaving the empty email says it is required at once.
    await email.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Password is required')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByText('Password is required')).toBeVisible();
    // Any field is checked when it is left.
    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await email.fill('');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // The submit took the focus to the first field in error.
    await expect(email).toBeFocused();
    expect(mockApi.calls, 'an invalid form makes no request').not.toContain('POST /auth/login');
    expect(await seriousViolations(page), 'axe, the form with its errors').toEqual([]);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('a wrong password says so under the email and in a toast, and keeps the visitor on /login', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource.*422/);
    await openLogin(page);
    await signIn(page, { email: SAMPLE_ACCOUNTS.rejectedMerchant.email, password: 'Wrong@12345' });
    const wrong = toastWith(page, 'Invalid email or password.');
    await expect(wrong).toBeVisible();
    // The toast stands top right: from 640 px it leaves the heading's words readable (on a phone it spans the width).
    if ((page.viewportSize()?.width ?? 0) >= 640) {
      const heading = page.getByRole('heading', { name: 'Login', level: 1 });
      expect(await overlapOnScreen(wrong, heading, { text: true })).toBe(false);
    }
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('form').getByText('Invalid email or password.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored(page)).toEqual(NOTHING_STORED);
  });

  test('"Logging in..." while the answer is on its way, then the toast and /dashboard', async ({ page, mockApi }) => {
    await openLogin(page);
    const release = mockApi.hold('POST /auth/login');
    await signIn(page, { email: 'admin@oja.local', password: 'Admin@12345' }, false);
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await expect(toastWith(page, 'Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const session = await stored(page);
    expect(session.local).toEqual({ token: null, user: null });
    expect(JSON.parse(session.session.user ?? '{}')).toMatchObject({ user_type: 'admin' });
  });

  test('a customer the server refuses goes to /, where a toast says customers use the app; nothing is stored', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource.*403/);
    await openLogin(page);
    await signIn(page, SAMPLE_ACCOUNTS.customer);
    await expect(page).toHaveURL(/\/$/);
    await expect(toastWith(page, 'Customers use the Oja mobile app (coming soon).')).toBeVisible();
    // One toast, and no error: the password was right.
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(1);
    expect(await stored(page)).toEqual(NOTHING_STORED);
  });

  test('a pending merchant sees "Welcome back!" with the 7-day note; the token is given back', async ({
    page,
    mockApi,
  }) => {
    await openLogin(page);
    await signIn(page, { email: 'pending@oja.local', password: 'Pending@123' });
    await expect(page.getByRole('heading', { name: 'Welcome back!', level: 1 })).toBeVisible();
    await expect(
      page.getByText(/is being reviewed\. We will send you an email as soon as it is approved/),
    ).toBeVisible();
    await expect(
      page.getByText(/If you have not received an email after 7 days, or your details need changing/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@oja.local' }).first()).toHaveAttribute(
      'href',
      'mailto:support@oja.local',
    );
    await expect(toastWith(page, 'Login successful!')).toHaveCount(0);
    expect(await stored(page)).toEqual(NOTHING_STORED);
    // Its ID is there: the screen asks for nothing, and the token goes as soon as the documents are read.
    await expect.poll(() => mockApi.calls).toContain('POST /auth/logout');
    expect(mockApi.calls).toContain('GET /upload/merchant-documents/2');
    await expect(idRequest(page)).toHaveCount(0);
    expect(await seriousViolations(page), 'axe, the review screen').toEqual([]);
  });

  test('a pending merchant whose ID never arrived is asked for it: wrong picks, a failed try, then the upload', async ({
    page,
    mockApi,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    await openLogin(page);
    await signIn(page, SAMPLE_ACCOUNTS.pendingWithoutId);
    await expect(page.getByRole('heading', { name: 'Welcome back!', level: 1 })).toBeVisible();
    await expect(page.getByText('Your ID document is missing')).toBeVisible();
    await expect(
      page.getByText('We cannot approve your application without it. Upload your CAC certificate or national ID here.'),
    ).toBeVisible();
    expect(await stored(page)).toEqual(NOTHING_STORED);
    expect(await seriousViolations(page), 'axe, the ID request').toEqual([]);

    const form = idRequest(page);
    const picker = form.getByLabel('ID document');
    const upload = form.getByRole('button', { name: 'Upload ID document' });
    // Registration's rules and words: nothing chosen, then a file that is not a document.
    await upload.click();
    await expect(form.getByText('Please upload an ID document')).toBeVisible();
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an ID') });
    await expect(form.getByText('The document must be a PDF or an image (PNG, JPEG, WebP or GIF).')).toBeVisible();
    expect(mockApi.calls).not.toContain('POST /upload/merchant-document');

    // The server fails once: the screen says so, keeps the file and the token, and the next try goes through.
    await mockApi.fail('POST /upload/merchant-document', { status: 500, times: 1 });
    await uploadMissingId(page, ID_FILE);
    await expect(form.getByText('Server error. Please try again later')).toBeVisible();
    await expect(form.getByText(ID_FILE.name)).toBeVisible();
    expect(mockApi.calls).not.toContain('POST /auth/logout');
    expect(await seriousViolations(page), 'axe, the failed upload').toEqual([]);
    await upload.click();
    await expect(idUploaded(page)).toBeVisible();
    await expect(idUploaded(page)).toBeFocused();
    await expect(page.getByText('Your ID document is with our review team now.')).toBeVisible();
    await expect(form).toHaveCount(0);
    const sent = mockApi.bodies[mockApi.calls.lastIndexOf('POST /upload/merchant-document')];
    expect(sent).toMatchObject({ document_type: 'business_id', merchant_id: '5' });
    // Done with the token: it is given back, and nothing was ever stored.
    await expect.poll(() => mockApi.calls).toContain('POST /auth/logout');
    expect(await stored(page)).toEqual(NOTHING_STORED);
    expect(await seriousViolations(page), 'axe, the ID received').toEqual([]);
  });

  test('a pending merchant whose email is not verified asks for a new verification mail', async ({
    page,
    mockApi,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 429/);
    await openLogin(page);
    await signIn(page, SAMPLE_ACCOUNTS.pendingWithoutId);
    const reminder = page.getByRole('status').filter({ hasText: 'Your email address is not verified yet' });
    await expect(reminder).toContainText(`Open the link we sent to ${SAMPLE_ACCOUNTS.pendingWithoutId.email}.`);
    // Refused once (too many mails): the reason is said, and the button stays for another try.
    await mockApi.fail('POST /auth/email/resend', { status: 429, times: 1, message: 'Too many attempts.' });
    const send = page.getByRole('button', { name: 'Send a new verification email' });
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your email address is not verified yet' })).toBeVisible();
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'Verification email sent successfully!' })).toBeVisible();
    expect(mockApi.bodies[mockApi.calls.lastIndexOf('POST /auth/email/resend')]).toEqual({
      email: SAMPLE_ACCOUNTS.pendingWithoutId.email,
    });
    expect(await seriousViolations(page), 'axe, the mail sent').toEqual([]);
  });

  test('a pending merchant who leaves the ID request without uploading gives the token back', async ({
    page,
    mockApi,
  }) => {
    await openLogin(page);
    await signIn(page, SAMPLE_ACCOUNTS.pendingWithoutId);
    await expect(page.getByText('Your ID document is missing')).toBeVisible();
    // The picker and the button are reachable by keyboard.
    await idRequest(page).getByLabel('ID document').focus();
    await page.keyboard.press('Tab');
    await expect(idRequest(page).getByRole('button', { name: 'Upload ID document' })).toBeFocused();
    expect(mockApi.calls).not.toContain('POST /auth/logout');
    await page.getByRole('button', { name: 'Back to login' }).click();
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await expect.poll(() => mockApi.calls).toContain('POST /auth/logout');
  });

  test('a rejected merchant reads the reason and the support note, then goes back to the form', async ({
    page,
    mockApi,
  }) => {
    await openLogin(page);
    await signIn(page, SAMPLE_ACCOUNTS.rejectedMerchant);
    await expect(page.getByRole('heading', { name: 'Your application was not approved', level: 1 })).toBeVisible();
    await expect(page.getByText('Sample Rejected Store')).toBeVisible();
    await expect(page.getByText(SAMPLE_REJECTION_REASON)).toBeVisible();
    await expect(page.getByText(/correct your business details and replace your documents/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update your application' })).toBeVisible();
    await expect(page.getByText(/If you have not received an email after 7 days/)).toBeVisible();
    expect(await stored(page)).toEqual(NOTHING_STORED);
    expect(await seriousViolations(page), 'axe, the rejection screen').toEqual([]);
    // The screen holds the token for the application area; going back revokes it.
    expect(mockApi.calls).not.toContain('POST /auth/logout');
    await page.getByRole('button', { name: 'Back to login' }).click();
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect.poll(() => mockApi.calls).toContain('POST /auth/logout');
  });

  test('a rejected merchant opens its application area with a session kept for this tab only', async ({
    page,
    mockApi,
  }) => {
    await openLogin(page);
    await fillSignIn(page, SAMPLE_ACCOUNTS.rejectedMerchant, true);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Update your application' }).click();
    await expect(page).toHaveURL(/\/merchant\/application$/);
    const kept = await stored(page);
    expect(kept.local).toEqual({ token: null, user: null });
    expect(kept.session.token).toBe(mockTokenOf(SAMPLE_ACCOUNTS.rejectedMerchant.user));
    expect(JSON.parse(kept.session.user ?? '{}').merchant.verification_status).toBe('rejected');
    expect(mockApi.calls).not.toContain('POST /auth/logout');
  });

  test('a rejected or suspended merchant whose email is unverified can ask for a new verification mail', async ({
    page,
    mockApi,
  }) => {
    for (const account of [SAMPLE_ACCOUNTS.rejectedUnverified, SAMPLE_ACCOUNTS.suspendedUnverified]) {
      await openLogin(page);
      await signIn(page, account);
      await page.getByRole('button', { name: 'Send a new verification email' }).click();
      await expect(page.getByText('Verification email sent successfully!')).toBeVisible();
      await page.getByRole('button', { name: 'Back to login' }).click();
    }
    const resent = mockApi.calls.flatMap((call, index) =>
      call === 'POST /auth/email/resend' ? [mockApi.bodies[index]] : [],
    );
    expect(resent).toEqual([
      { email: SAMPLE_ACCOUNTS.rejectedUnverified.email },
      { email: SAMPLE_ACCOUNTS.suspendedUnverified.email },
    ]);
  });
});

async function boxValues(boxes: Locator): Promise<string[]> {
  return boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

test.describe('the password reset', () => {
  test('four steps: the checks of each, the code boxes, the password pair, then back to /login', async ({
    page,
    mockApi,
    allowConsoleErrors,
  }) => {
    // Four steps with an axe scan each.
    test.slow();
    allowConsoleErrors(/Failed to load resource.*422/);
    const email = 'sample.merchant@example.ng';
    await page.goto('/forgot-password');

    // Step 1: email.
    await expect(page.getByRole('heading', { name: 'Forgot password?', level: 1 })).toBeVisible();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    expect(await seriousViolations(page), 'axe, step 1').toEqual([]);
    await requestCode(page, email);

    // Step 2: the code.
    await expect(page.getByText(email)).toBeVisible();
    const boxes = codeBoxes(page);
    await expect(boxes).toHaveCount(5);
    for (const box of await boxes.all()) {
      await expect(box).toHaveAttribute('inputmode', 'numeric');
      await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    }
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText('Reset code is required')).toBeVisible();

    // Typing moves from box to box; a wrong code is refused by the server.
    const wrong = '54321';
    await boxes.first().click();
    await page.keyboard.type(wrong);
    expect(await boxValues(boxes)).toEqual(wrong.split(''));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByText(INVALID_CODE).first()).toBeVisible();
    expect(await seriousViolations(page), 'axe, step 2 with its error').toEqual([]);

    // Backspace goes back through the boxes.
    await boxes.nth(4).click();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    expect(await boxValues(boxes)).toEqual([...wrong.slice(0, 3).split(''), '', '']);
    await expect(boxes.nth(3)).toBeFocused();

    // A paste with spaces and dashes fills all five boxes with the digits.
    const code = SAMPLE_RESET_CODE;
    await pasteInto(boxes.nth(2), ` ${code.slice(0, 2)}-${code.slice(2)} `);
    expect(await boxValues(boxes)).toEqual(code.split(''));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(toastWith(page, 'Code verified successfully!')).toBeVisible();
    // The wrong code's error went once the right code was accepted.
    await expect(toastWith(page, INVALID_CODE)).toHaveCount(0);
    await expect(page.getByText(INVALID_CODE)).toHaveCount(0);

    // Step 3: the confirmation.
    await expect(page.getByRole('heading', { name: 'Password Reset', level: 1 })).toBeVisible();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    expect(await seriousViolations(page), 'axe, step 3').toEqual([]);
    await page.getByRole('button', { name: 'Confirm' }).click();

    // Step 4: the new password, twice; nothing is sent while the two differ.
    await expect(page.getByRole('heading', { name: 'Set a new password', level: 1 })).toBeVisible();
    const password = page.getByLabel('New password', { exact: true });
    const confirmation = page.getByLabel('Confirm new password', { exact: true });
    await password.fill('Market@2026!');
    await confirmation.fill('Market@2026?');
    await confirmation.blur();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    expect(mockApi.calls, 'no request while the passwords differ').not.toContain('POST /auth/reset-password');
    // Each field has its own show/hide toggle.
    await page.getByRole('button', { name: 'Show password confirmation' }).click();
    await expect(confirmation).toHaveAttribute('type', 'text');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password', exact: true }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await confirmation.fill('Market@2026!');
    expect(await seriousViolations(page), 'axe, step 4').toEqual([]);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(toastWith(page, 'Password updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    const sent = mockApi.calls.indexOf('POST /auth/reset-password');
    expect(mockApi.bodies[sent]).toEqual({
      email,
      reset_code: code,
      password: 'Market@2026!',
      password_confirmation: 'Market@2026!',
    });
  });

  test('sends an unknown email to the code step just the same, and lets the visitor start again', async ({ page }) => {
    await page.goto('/forgot-password');
    await requestCode(page, 'nobody.at.all@example.ng');
    await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
    await page.getByRole('button', { name: 'Use a different email' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot password?', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('nobody.at.all@example.ng');
  });

  test('typing over a box the digit it already holds moves on, as any digit does', async ({ page }) => {
    await page.goto('/forgot-password');
    await requestCode(page, 'sample.merchant@example.ng');
    const boxes = codeBoxes(page);
    await boxes.first().click();
    await page.keyboard.type('123');
    // Back to the first box (focus selects its digit), and the same digit again.
    await boxes.first().click();
    await page.keyboard.type('1');
    await expect(boxes.nth(1)).toBeFocused();
    await page.keyboard.type('2');
    await expect(boxes.nth(2)).toBeFocused();
    expect(await boxValues(boxes)).toEqual(['1', '2', '3', '', '']);
  });

  test('a failing server keeps the visitor on step 1 with the message', async ({
    page,
    mockApi,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    await mockApi.fail('POST /auth/forgot-password', { status: 500 });
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('sample.merchant@example.ng');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toastWith(page, 'Server error. Please try again later')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Forgot password?', level: 1 })).toBeVisible();
  });
});

test('the harness signs in with the demo accounts of the mock', async ({ page }) => {
  await page.goto('/login');
  await harnessSignIn(page, 'merchant');
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('user'))) ?? '{}')).toMatchObject({
    user_type: 'merchant',
  });
});
