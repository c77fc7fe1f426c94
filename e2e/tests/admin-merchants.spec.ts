// The admin review of merchants in the composed site, against the real API and database: approving, rejecting
// and bulk approving as the server does them (the emails), and the signed documents. The page's own behaviour (the
// main view, search, keyboard, a blank reason, a merchant's static view, axe scans) is tested in the remote's own
// suite (mf-admin-merchants/e2e); what the merchant sees after a decision, in merchant-registration.spec.ts.
// Tests that decide on a merchant each take their own seeded merchant (never pending@oja.local, which other specs
// sign in as), so they run in parallel with everything else on the same server. The phone project approves
// another merchant than the desktop one; rejection and bulk approval run on the desktop only (there are not
// enough seeded merchants for both, and the phone layout of the same dialogs is covered by the approval).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_ROOT } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { useStoredSession } from '../support/sessions';
import { toastWith } from '../support/toasts';

const OUTBOX = path.join(E2E_ROOT, '.tmp', 'data', 'mail');
/** For the first thing a fresh page shows: the remote and its first answers, on a machine that may be busy. */
const FIRST_PAINT = { timeout: 20_000 };

test.describe.configure({ timeout: 60_000 });
const REQUESTS = '/dashboard/merchants/requests';

/** The text of the mail whose subject is `subject`, once the server has written it. */
async function mailWithSubject(subject: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const files = await readdir(OUTBOX).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith('.eml'))) {
          const content = await readFile(path.join(OUTBOX, file), 'utf8');
          if (content.includes(`Subject: ${subject}`)) found = content;
        }
        return found !== '';
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

function requestRow(page: Page, name: string) {
  return page.getByRole('list', { name: 'Pending requests' }).getByRole('button', { name: new RegExp(`^${name}`) });
}

async function openRequest(page: Page, name: string) {
  await page.goto(REQUESTS);
  await expect(requestRow(page, name)).toBeVisible(FIRST_PAINT);
  await requestRow(page, name).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

test.describe('as an admin', () => {
  test.beforeEach(async ({ context, sessionOf }) => {
    await useStoredSession(context, await sessionOf('admin'));
  });

  test('approve: Confirm Approval, the toast, the email, and the first pending request is shown next', async ({
    page,
    saveScreenshot,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const name = phone ? 'Calabar Seafood Kitchen' : 'Sahara Fresh Mart';
    await openRequest(page, name);
    await expect(page.getByText(phone ? '+2348027890123' : '+2348063456789')).toBeVisible();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Approval' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await saveScreenshot('admin-merchants-approve-dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toastWith(page, 'Merchant approved successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // docs/product/rules.md, "States and transitions": the list is fetched again and the first pending merchant is
    // selected.
    await expect(page.getByRole('heading', { name, level: 2 })).toHaveCount(0);
    if (!phone) {
      const firstRow = page.getByRole('list', { name: 'Pending requests' }).getByRole('button').first();
      await expect(firstRow).toHaveAttribute('aria-current', 'true');
      await expect(requestRow(page, name)).toHaveCount(0);
    }
    await expect(page).toHaveURL(/\/dashboard\/merchants\/requests(\/\d+)?$/);

    const mail = await mailWithSubject(`${name} is approved on Oja`);
    expect(mail).toMatch(/\/login/);
  });

  test('reject: a blank reason is refused with a toast, then a real reason rejects and is emailed @desktop-only', async ({
    page,
    saveScreenshot,
  }) => {
    const name = 'Wuse Care Pharmacy';
    await openRequest(page, name);
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Rejection' });
    const reason = dialog.getByRole('textbox', { name: 'Rejection Reason *' });
    await expect(reason).toBeFocused();
    await expect(dialog.getByText('Rejection Reason *', { exact: true })).toBeVisible();
    await reason.fill('   ');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(toastWith(page, 'Please provide a rejection reason')).toBeVisible();
    await expect(dialog).toBeVisible();

    await reason.fill('The pharmacy licence is missing from the uploaded documents.');
    await saveScreenshot('admin-merchants-reject-dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(toastWith(page, 'Merchant rejected successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(requestRow(page, name)).toHaveCount(0);

    const mail = await mailWithSubject(`Update on the application for ${name}`);
    expect(mail).toContain('The pharmacy licence is missing');
  });

  test('bulk approve: select two, confirm, both approved and emailed @desktop-only', async ({ page }) => {
    const names = ['Garden City Grocers', 'Coal City Gadgets'];
    await page.goto(REQUESTS);
    await expect(page.getByRole('checkbox', { name: `Select ${names[0]}` })).toBeVisible(FIRST_PAINT);
    for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByRole('button', { name: 'Approve selected (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Bulk Approval' });
    for (const name of names) await expect(dialog.getByText(name)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Approve selected (2)' }).click();
    await dialog.getByRole('button', { name: 'Approve 2' }).click();
    await expect(toastWith(page, 'Merchants approved successfully!')).toBeVisible();
    for (const name of names) {
      await expect(requestRow(page, name)).toHaveCount(0);
      await mailWithSubject(`${name} is approved on Oja`);
    }
    await expect(page.getByRole('button', { name: /Approve selected/ })).toHaveCount(0);
  });

  test('Open Document opens the file in a new tab through a link signed at the press, without a token', async ({
    page,
    context,
  }) => {
    const name = 'Iya Sikira Amala Spot';
    await openRequest(page, name);
    const documents = page.getByRole('link', { name: /^Open Document/ });
    await expect(documents).toHaveCount(1);
    await expect(documents).toHaveAttribute('target', '_blank');
    const fresh = page.waitForResponse(/\/api\/files\/documents\/\d+\/link$/);
    const [tab] = await Promise.all([context.waitForEvent('page'), documents.click()]);
    expect((await fresh).status()).toBe(200);
    await tab.waitForURL(/\/api\/files\/documents\/\d+\?expires=\d+&signature=[\w-]+$/);
    const file = await tab.request.get(tab.url());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect((await file.body()).subarray(1, 4).toString()).toBe('PNG');
    // The same link with another signature is refused.
    const forged = await tab.request.get(tab.url().replace(/signature=[\w-]+/, 'signature=forged'));
    expect(forged.status()).toBe(403);
    // Opened in the browser, a refused link is a page saying what to do, not JSON.
    await tab.goto(tab.url().replace(/signature=[\w-]+/, 'signature=forged'));
    await expect(tab.getByRole('heading', { name: 'This link is not valid', level: 1 })).toBeVisible();
    await expect(tab.getByText(/press Open Document again/)).toBeVisible();
    await tab.close();
  });
});
