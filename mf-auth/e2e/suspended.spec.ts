// A suspended merchant signing in, alone in the auth remote's harness with the mock API: the screen with the reason
// and the support contact, no session kept, the token given back at once, axe clean, and back to the form.
import { mockTest, seriousViolations, toastWith } from '@oja/harness/e2e';
import createMockApi, { SAMPLE_ACCOUNTS, SAMPLE_SUSPENSION_REASON } from '../src/mocks/api';
import { fillSignIn, NOTHING_STORED, openLogin, stored } from './steps';

const test = mockTest(createMockApi);
const { expect } = test;

test('a suspended merchant reads the reason and how to reach support; no session is kept', async ({
  page,
  mockApi,
}) => {
  await openLogin(page);
  await fillSignIn(page, SAMPLE_ACCOUNTS.suspendedMerchant, true);
  await page.getByRole('button', { name: 'Login' }).click();
  const heading = page.getByRole('heading', { name: 'Your merchant account is suspended', level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(
    page.getByText(
      'The merchant account of Sample Suspended Grill is suspended, so you cannot use your dashboard until it is reinstated.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Reason given by our team')).toBeVisible();
  await expect(page.getByText(SAMPLE_SUSPENSION_REASON)).toBeVisible();
  await expect(
    page.getByText(/To answer this or ask for your account to be reinstated, please contact support/),
  ).toBeVisible();
  // How to reach support, and nothing kept: no session stored, the token given back, no welcome toast.
  const support = page.getByRole('link', { name: 'support@oja.local' }).first();
  await expect(support).toHaveAttribute('href', 'mailto:support@oja.local');
  expect(await stored(page)).toEqual(NOTHING_STORED);
  await expect.poll(() => mockApi.calls).toContain('POST /auth/logout');
  await expect(toastWith(page, 'Login successful!')).toHaveCount(0);
  expect(await seriousViolations(page), 'axe, the suspension screen').toEqual([]);

  await page.getByRole('button', { name: 'Back to login' }).click();
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
});
