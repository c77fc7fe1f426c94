// Merchant registration alone, in its harness with the mock API (fresh for each test): every step-1 message on
// blur and on Continue, the address suggestions by keyboard and a failing place lookup, the bank account lookup
// and step 2's checks, and a taken business email sending the merchant back to step 1. A whole registration that
// the admin then finds, with its ID document and emails, needs the real server and stays in the composed suite.
import { mockTest } from '@oja/harness/e2e';
import createMockApi, { TAKEN_EMAIL } from '../src/mocks/api';
import { STEP_ONE_REQUIRED } from '../src/mocks/messages';
import { acceptTerms, address, field, fillStepOne, message, openForm, suggestions } from './steps';

const test = mockTest(createMockApi);
const { expect } = test;

test.describe('step 1, Sign Up as a Merchant', () => {
  test('Continue shows every step-1 message and stays on step 1', async ({ page }) => {
    await openForm(page);
    await field(page, 'Country code').fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const text of STEP_ONE_REQUIRED) {
      await expect(message(page, text)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Sign Up as a Merchant', level: 1 })).toBeVisible();
    // The ID has no rule of the product's: it is asked for, never a step-1 error.
    await expect(message(page, 'Please upload an ID document')).toHaveCount(0);
    // The first invalid field takes the focus.
    await expect(field(page, 'Business name')).toBeFocused();

    // The second rule of each field, on Continue too.
    await field(page, 'Business name').fill('A');
    await field(page, 'Business email').fill('not-an-email');
    await field(page, 'Country code').fill('234');
    await field(page, 'Business phone').fill('0803');
    await address(page).fill('Ikeja');
    await address(page).press('Escape');
    await field(page, 'Password').fill('short');
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const text of [
      'Business name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid country code (e.g., +234)',
      'Please enter a valid phone number',
      'Address must be at least 10 characters',
      'Password must be at least 8 characters',
    ]) {
      await expect(message(page, text)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Sign Up as a Merchant', level: 1 })).toBeVisible();
  });

  test('leaving an empty field says it is required at once; the two password toggles have their own names', async ({
    page,
  }) => {
    await openForm(page);
    await field(page, 'Business name').focus();
    await page.keyboard.press('Tab');
    await expect(message(page, 'Business name is required')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(message(page, 'Business type is required')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(message(page, 'Business email is required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show password', exact: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Show password confirmation', exact: true })).toHaveCount(1);

    // Editing clears the message; leaving a valid field keeps it clear.
    await field(page, 'Business name').fill('Mama Nkechi Kitchen');
    await expect(message(page, 'Business name is required')).toHaveCount(0);
    await field(page, 'Business name').blur();
    await expect(message(page, 'Business name is required')).toHaveCount(0);
    await expect(message(page, 'Business email is required')).toBeVisible();
  });

  test('the phone follows the rule as written: a leading 0 is refused, and the hint says how to write it', async ({
    page,
  }) => {
    await openForm(page);
    const phone = field(page, 'Business phone');
    await expect(phone).toHaveAccessibleDescription(/without the leading 0/i);
    await phone.fill('08031234567');
    await phone.blur();
    await expect(message(page, 'Please enter a valid phone number')).toBeVisible();
    // Spaces and dashes are not kept as typed: the field holds digits (and a leading plus) only.
    await phone.fill('803 123-4567');
    await expect(phone).toHaveValue('8031234567');
    await phone.blur();
    await expect(message(page, 'Please enter a valid phone number')).toHaveCount(0);
  });

  test('each field says what is wrong when it is left, and editing clears it', async ({ page }) => {
    await openForm(page);
    const blurWith = async (label: string, value: string, expected: string) => {
      await field(page, label).fill(value);
      await field(page, label).blur();
      await expect(message(page, expected)).toBeVisible();
    };
    await blurWith('Business name', 'A', 'Business name must be at least 2 characters');
    await blurWith('Business name', 'x'.repeat(256), 'Business name must not exceed 255 characters');
    await field(page, 'Business name').fill('Mama Nkechi Kitchen');
    await expect(message(page, 'Business name must not exceed 255 characters')).toHaveCount(0);

    await blurWith('Business email', 'not-an-email', 'Please enter a valid email address');
    await blurWith('Business email', '', 'Business email is required');
    await blurWith('Country code', '', 'Country code is required');
    await blurWith('Country code', '234', 'Please enter a valid country code (e.g., +234)');
    await blurWith('Business phone', '0803', 'Please enter a valid phone number');
    await blurWith('Business phone', '', 'Business phone is required');

    await address(page).fill('Ikeja');
    await address(page).blur();
    await expect(message(page, 'Address must be at least 10 characters')).toBeVisible();
    await address(page).fill('');
    await address(page).blur();
    await expect(message(page, 'Pickup address is required')).toBeVisible();

    await blurWith('Password', 'Ab@1', 'Password must be at least 8 characters');
    await blurWith('Password', '', 'Password is required');
    await blurWith(
      'Password',
      'password123',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    );
    await field(page, 'Password').fill('Secure@123');
    await field(page, 'Password').blur();
    await blurWith('Confirm password', 'Secure@124', 'Passwords must match');
    await blurWith('Confirm password', '', 'Password confirmation is required');
    await field(page, 'Confirm password').fill('Secure@124');
    await field(page, 'Confirm password').blur();
    await field(page, 'Confirm password').fill('Secure@123');
    await expect(message(page, 'Passwords must match')).toHaveCount(0);
  });

  test('address suggestions: from 3 characters, chosen with the keyboard, then the place details', async ({ page }) => {
    await openForm(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/address/autocomplete'))
        asked.push(new URL(request.url()).searchParams.get('input') ?? '');
    });
    await address(page).pressSequentially('Vi');
    await page.waitForTimeout(700);
    expect(asked).toEqual([]);
    await expect(address(page)).toHaveAttribute('aria-expanded', 'false');

    await address(page).pressSequentially('ctoria');
    await expect(suggestions(page).getByRole('option').first()).toBeVisible();
    // Asked only from 3 characters and for the text typed last (the pause itself is timed in the unit tests:
    // a busy machine may let more than 300 ms pass between two key presses here).
    // The mock answers at once, so the list may show for a shorter text first: wait for the last request to settle.
    await expect.poll(() => asked.at(-1)).toBe('Victoria');
    expect(asked.every((input) => input.length >= 3)).toBe(true);
    await expect(address(page)).toHaveAttribute('aria-expanded', 'true');
    const listHeight = await suggestions(page).evaluate((element) => getComputedStyle(element).maxHeight);
    expect(listHeight).toBe('200px');

    // Arrows move the active option (the focus stays in the field), Escape closes, typing opens again.
    await address(page).press('ArrowDown');
    const first = suggestions(page).getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(address(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await expect(address(page)).toBeFocused();
    await address(page).press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(address(page)).toHaveValue('Victoria');

    await address(page).pressSequentially(' Island');
    const option = suggestions(page).getByRole('option', { name: /^Victoria Island/ });
    await expect(option).toBeVisible();
    await address(page).press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    const details = page.waitForResponse((response) => response.url().endsWith('/api/address/place-details'));
    await address(page).press('Enter');
    await expect(suggestions(page)).toBeHidden();
    await expect(address(page)).toHaveAttribute('aria-expanded', 'false');
    const answer = await (await details).json();
    expect(answer.data.data.geometry.location).toEqual({ lat: 6.4281, lng: 3.4219 });
    await expect(address(page)).toHaveValue('Victoria Island, Lagos, Nigeria');
    // Enter chose the place; it did not submit the step.
    await expect(page.getByRole('heading', { name: 'Sign Up as a Merchant', level: 1 })).toBeVisible();
  });

  test('the chosen text stays when the place details fail', async ({ page, mockApi, allowConsoleErrors }) => {
    allowConsoleErrors(/Place details failed|Failed to load resource/);
    await mockApi.fail('POST /address/place-details', {
      status: 502,
      message: 'Place details are not available right now.',
    });
    await openForm(page);
    await address(page).fill('Bodija');
    await expect(suggestions(page).getByRole('option').first()).toBeVisible();
    await address(page).press('ArrowDown');
    await address(page).press('Enter');
    await expect(address(page)).toHaveValue('Bodija, Ibadan, Oyo, Nigeria');
    await page.waitForTimeout(500);
    await expect(address(page)).toHaveValue('Bodija, Ibadan, Oyo, Nigeria');
  });
});

test.describe('step 2, Bank Details', () => {
  // Each test fills step 1 first.
  test.describe.configure({ timeout: 90_000 });
  test('the account name is looked up when the number is left, and editing the number clears it', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Account verification failed|Failed to load resource.*422/);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/paystack/verify-account')) lookups.push(request.postData() ?? '');
    });
    await openForm(page);
    await fillStepOne(page, 'sample.kitchen@example.ng');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Bank Details', level: 1 })).toBeVisible();
    const number = field(page, 'Account number');
    const name = field(page, 'Name on account');
    await expect(name).toHaveAttribute('readonly', '');

    // Without a bank, or with fewer than 10 digits, nothing is asked.
    await number.fill('0123456789');
    await number.blur();
    await number.fill('012345678');
    await field(page, 'Bank').selectOption({ label: 'Sample Bank One' });
    await number.blur();
    await page.waitForTimeout(400);
    expect(lookups).toEqual([]);

    // Only digits go in, at most 11.
    await number.fill('');
    await number.pressSequentially('01-23 45a6789');
    await expect(number).toHaveValue('0123456789');
    const lookup = page.waitForResponse((response) => response.url().endsWith('/api/paystack/verify-account'));
    await number.blur();
    expect((await lookup).status()).toBe(200);
    await expect(name).toHaveValue('SAMPLE ACCOUNT NAME');
    expect(JSON.parse(lookups[0] ?? '{}')).toEqual({ bank_code: '001', account_number: '0123456789' });

    await number.focus();
    await number.press('End');
    await number.press('Backspace');
    await expect(number).toHaveValue('012345678');
    await expect(name).toHaveValue('');

    // An account the bank does not know: logged, and said under the account number, where it can be fixed.
    await number.pressSequentially('0');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/paystack/verify-account'));
    await number.blur();
    expect((await refused).status()).toBe(422);
    await expect(name).toHaveValue('');
    const notVerified = "We couldn't verify this account number with Sample Bank One. Check it and try again.";
    await expect(number).toHaveAccessibleDescription(new RegExp(notVerified.replace(/[.?]/g, '\\$&')));
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Submitting is not met with a message under the read-only name: the focus goes to the account number.
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Sign up as merchant' }).click();
    await expect(number).toBeFocused();
    await expect(message(page, 'Account name is required')).toHaveCount(0);
    await expect(message(page, notVerified)).toBeVisible();

    // Back keeps what was typed in step 1.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Sign Up as a Merchant', level: 1 })).toBeVisible();
    await expect(field(page, 'Business name')).toHaveValue('Mama Nkechi Kitchen');
  });

  test('the bank select shows its validation messages on blur', async ({ page }) => {
    await openForm(page);
    await fillStepOne(page, 'sample.kitchen@example.ng');
    await page.getByRole('button', { name: 'Continue' }).click();
    // Leaving the empty select says so; a submit does too, and takes the focus to it.
    await field(page, 'Bank').focus();
    await field(page, 'Bank').blur();
    await expect(message(page, 'Bank is required')).toBeVisible();
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Sign up as merchant' }).click();
    await expect(message(page, 'Bank is required')).toBeVisible();
    await expect(field(page, 'Bank')).toBeFocused();
    await field(page, 'Account number').fill('123');
    await field(page, 'Account number').blur();
    await expect(message(page, 'Account number must be 10-11 digits')).toBeVisible();
  });
});

test.describe('nothing fails silently', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a bank list that fails to load says so, and Retry loads it', async ({ page, mockApi, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to get banks|Failed to load resource.*500/);
    await mockApi.fail('GET /paystack/banks', { status: 500 });
    await openForm(page);
    await fillStepOne(page, 'sample.kitchen@example.ng');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(message(page, "We couldn't load the list of banks.")).toBeVisible();
    await mockApi.heal();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(message(page, "We couldn't load the list of banks.")).toHaveCount(0);
    await field(page, 'Bank').selectOption({ label: 'Sample Bank Two' });
    await expect(field(page, 'Bank')).toHaveValue('002');
  });

  test('a lookup the bank could not answer says so under the number, and Try again asks again', async ({
    page,
    mockApi,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Account verification failed|Failed to load resource.*502/);
    await openForm(page);
    await fillStepOne(page, 'sample.kitchen@example.ng');
    await page.getByRole('button', { name: 'Continue' }).click();
    await mockApi.fail('POST /paystack/verify-account', { status: 502 });
    await field(page, 'Bank').selectOption({ label: 'Sample Bank One' });
    await field(page, 'Account number').fill('0123456789');
    await field(page, 'Account number').blur();
    await expect(
      message(page, "We couldn't reach Sample Bank One to verify this account number. Try again."),
    ).toBeVisible();
    await mockApi.heal();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(field(page, 'Name on account')).toHaveValue('SAMPLE ACCOUNT NAME');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('a failed ID upload is shown on the confirmation step, and Try again sends it', async ({
    page,
    mockApi,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/ID document upload failed|Failed to load resource.*500/);
    await mockApi.fail('POST /upload/merchant-document', { status: 500, times: 1 });
    await openForm(page);
    await fillStepOne(page, 'sample.kitchen@example.ng');
    await page.getByRole('button', { name: 'Continue' }).click();
    await field(page, 'Bank').selectOption({ label: 'Sample Bank One' });
    await field(page, 'Account number').fill('0123456789');
    // Signing up straight from the number field: the lookup that leaving it starts is waited for, not refused.
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Sign up as merchant' }).click();
    await expect(page.getByRole('heading', { name: 'Your profile is being reviewed!', level: 1 })).toBeVisible();
    const failed = page.getByRole('alert').filter({ hasText: 'Your ID document did not upload' });
    await expect(failed).toBeVisible();
    expect(mockApi.calls.filter((call) => call === 'POST /upload/merchant-document')).toHaveLength(1);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Your ID document is uploaded. Thank you.')).toBeVisible();
    expect(mockApi.calls.filter((call) => call === 'POST /upload/merchant-document')).toHaveLength(2);
  });
});

test('a taken business email brings the merchant back to step 1 with the message', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource.*422/);
  await openForm(page);
  await fillStepOne(page, TAKEN_EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await field(page, 'Bank').selectOption({ label: 'Sample Bank Two' });
  await field(page, 'Account number').fill('0123456789');
  await field(page, 'Account number').blur();
  await expect(field(page, 'Name on account')).toHaveValue('SAMPLE ACCOUNT NAME');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Sign up as merchant' }).click();
  await expect(page.getByRole('heading', { name: 'Sign Up as a Merchant', level: 1 })).toBeVisible();
  await expect(field(page, 'Business email')).toHaveAccessibleDescription(
    /The business email has already been taken\./,
  );
});
