// Suspension end to end, against the real API and database: an admin suspends a merchant that is signed in, the
// merchant's next call sends it to /login, where signing in shows the reason and how to reach support; the admin
// reinstates it and the merchant signs in to its dashboard; each step mails the merchant. Each project registers
// and approves its own merchant through the API, so this runs in parallel with every other spec (the seeded
// merchants other specs sign in as are never suspended).
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SAMPLE_REGISTRATION } from '@oja/shared/demo';
import type { APIRequestContext, Page } from '@playwright/test';
import { fillSignIn, openLogin } from '../../mf-auth/e2e/steps';
import { seriousViolations } from '../support/axe';
import { useOwnClientAddress } from '../support/client-address';
import { OUTBOX_DIR } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { approveThroughApi } from '../support/registration';
import { useStoredSession } from '../support/sessions';
import { toastWith } from '../support/toasts';

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Suspend@123';
const REASON = 'Customers reported paid orders that never reached a rider.';
/** For the first thing a fresh page shows: the remote and its first answers, on a machine that may be busy. */
const FIRST_PAINT = { timeout: 20_000 };

/** A new merchant, registered and approved through the API: its sign-in email and business name. */
async function approvedMerchant(request: APIRequestContext, project: string) {
  const tag = randomBytes(3).toString('hex');
  const email = `suspension.${project}.${tag}@example.ng`;
  const businessName = `Suspension Test Grill ${project} ${tag}`;
  const registered = await request.post('/api/merchant/register', {
    data: {
      business_name: businessName,
      business_type: 'restaurant',
      business_email: email,
      business_phone: '8031234567',
      ...SAMPLE_REGISTRATION,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const merchantId = ((await registered.json()) as { data: { merchant: { id: number } } }).data.merchant.id;
  await approveThroughApi(request, merchantId);
  return { email, businessName };
}

/** The mail to `email` whose subject is `subject`, once the server has written it. */
async function mailWithSubject(email: string, subject: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
        for (const file of files) {
          // Quoted-printable: long lines are cut with a trailing "=".
          const content = (await readFile(path.join(OUTBOX_DIR, file), 'utf8')).replace(/=\r?\n/g, '');
          if (content.includes(`To: ${email}`) && content.includes(`Subject: ${subject}`)) found = content;
        }
        return found !== '';
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

async function signIn(page: Page, email: string) {
  await openLogin(page);
  await fillSignIn(page, { email, password: PASSWORD }, true);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('an admin suspends a signed-in merchant, who reads the reason at sign-in; reinstated, it signs in again', async ({
  browser,
  page,
  context,
  request,
  sessionOf,
  saveScreenshot,
}, testInfo) => {
  const { email, businessName } = await approvedMerchant(request, testInfo.project.name);

  // The merchant signs in to its dashboard, in a browser of its own.
  const merchantContext = await browser.newContext({
    viewport: page.viewportSize(),
    ...(testInfo.project.name === 'phone' ? { isMobile: true, hasTouch: true } : {}),
  });
  await useOwnClientAddress(merchantContext, testInfo);
  const merchant = await merchantContext.newPage();
  await signIn(merchant, email);
  await expect(merchant).toHaveURL('/dashboard', FIRST_PAINT);
  await expect(toastWith(merchant, 'Login successful!')).toBeVisible();

  // The admin suspends it from Merchants Mgt (newest first: it is on the first page).
  await useStoredSession(context, await sessionOf('admin'));
  await page.goto('/dashboard/merchants');
  const suspend = page.getByRole('button', { name: `Suspend ${businessName}` });
  await expect(suspend).toBeVisible(FIRST_PAINT);
  await suspend.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Suspension' });
  await dialog.getByRole('textbox', { name: 'Suspension Reason *' }).fill(REASON);
  await saveScreenshot('suspension-dialog');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(toastWith(page, 'Merchant suspended successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await mailWithSubject(email, `${businessName} is suspended on Oja`)).toContain(REASON);

  // The merchant's next call is refused: the session is cleared and it is at /login, told why.
  await merchant.reload();
  await expect(merchant).toHaveURL('/login', FIRST_PAINT);
  await expect(
    merchant.getByText('This merchant account was suspended, so your session has ended. Log in to read why.'),
  ).toBeVisible();
  await expect(merchant.getByLabel('Email', { exact: true })).toHaveValue(email);
  await signIn(merchant, email);
  await expect(merchant.getByRole('heading', { name: 'Your merchant account is suspended', level: 1 })).toBeVisible();
  await expect(merchant.getByText(REASON)).toBeVisible();
  await expect(merchant.getByRole('link', { name: 'support@oja.local' }).first()).toBeVisible();
  await expect(merchant).toHaveURL('/login');
  expect(await seriousViolations(merchant), 'axe, the suspension screen').toEqual([]);
  await saveScreenshot('suspended-sign-in', merchant);

  // The admin finds it among the suspended merchants and reinstates it.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('suspended');
  await expect(page).toHaveURL(/\?status=suspended$/);
  const reinstate = page.getByRole('button', { name: `Reinstate ${businessName}` });
  await expect(reinstate).toBeVisible();
  expect(await seriousViolations(page), 'axe, the suspended list').toEqual([]);
  await saveScreenshot('merchants-suspended-list');
  await reinstate.click();
  await page.getByRole('dialog', { name: 'Confirm Reinstatement' }).getByRole('button', { name: 'Reinstate' }).click();
  await expect(toastWith(page, 'Merchant reinstated successfully!')).toBeVisible();
  await expect(reinstate).toHaveCount(0);
  await mailWithSubject(email, `${businessName} is reinstated on Oja`);

  // Signed in again, the merchant reaches its dashboard.
  await merchant.getByRole('button', { name: 'Back to login' }).click();
  await signIn(merchant, email);
  await expect(merchant).toHaveURL('/dashboard', FIRST_PAINT);
  await merchantContext.close();
});
