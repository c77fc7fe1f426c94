// The admin review of merchants in the composed site, against the real API and database.
// Tests that decide on a merchant each take their own seeded merchant (never pending@oja.local, which other specs
// sign in as), so they run in parallel with everything else on the same server. The phone project approves
// another merchant than the desktop one; rejection and bulk approval run on the desktop only (there are not
// enough seeded merchants for both, and the phone layout of the same dialogs is covered by the approval).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
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

  test('the main view: the table, live counts, the first pending requests, and View All', async ({
    page,
    saveScreenshot,
  }) => {
    await page.goto('/dashboard/merchants');
    await expect(page.getByRole('heading', { name: 'Merchants Mgt', level: 1 })).toBeVisible(FIRST_PAINT);
    await expect(page.getByText("Mama Nkechi's Kitchen").first()).toBeVisible(FIRST_PAINT);
    await expect(page.getByText('15 Admiralty Way, Lekki Phase 1, Lagos').first()).toBeVisible();
    await expect(page.getByText('61%').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
    await expect(page.getByText('352').first()).toBeVisible();
    await expect(page.getByText('Total Merchants')).toBeVisible();
    await expect(page.getByText('Top Performing Merchants')).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Merchant figures and requests' });
    // At most 4 (docs/product/constants.md); fewer once the tests deciding on merchants have run.
    await expect(panel.getByRole('link', { name: /Applied/ }).first()).toBeVisible();
    expect(await panel.getByRole('link', { name: /Applied/ }).count()).toBeLessThanOrEqual(4);
    await expect(page.getByText('Failed to fetch merchants. Showing static data.')).toHaveCount(0);
    await saveScreenshot('admin-merchants-main');

    // A request of the panel opens in the requests view; back returns to the main view.
    const first = panel.getByRole('link', { name: /Applied/ }).first();
    const name = ((await first.textContent()) ?? '').replace(/Applied.*$/, '').trim();
    await first.click();
    await expect(page).toHaveURL(/\/dashboard\/merchants\/requests\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/dashboard/merchants');
    await panel.getByRole('link', { name: /^View All/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/merchants\/requests(\/\d+)?$/);
    await expect(page.getByRole('heading', { name: 'Merchant Requests', level: 1 })).toBeVisible();
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
    const reason = dialog.getByRole('textbox', { name: 'Rejection Reason' });
    await expect(reason).toBeFocused();
    await expect(dialog.getByText('Rejection Reason', { exact: true })).toBeVisible();
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

  test('search by business name or email, in any letter case', async ({ page }) => {
    await page.goto(REQUESTS);
    const list = page.getByRole('list', { name: 'Pending requests' });
    await expect(list.getByRole('button').first()).toBeVisible(FIRST_PAINT);
    const search = page.getByRole('searchbox', { name: 'Search requests' });
    await search.fill('AMALA');
    await expect(list.getByRole('button')).toHaveCount(1);
    await expect(requestRow(page, 'Iya Sikira Amala Spot')).toBeVisible();
    await search.fill('pending@oja');
    await expect(list.getByRole('button')).toHaveCount(1);
    await expect(requestRow(page, 'Iya Sikira Amala Spot')).toBeVisible();
    await search.fill('no such shop');
    await expect(page.getByText('No pending request matches "no such shop".')).toBeVisible();
    await search.fill('');
    await expect(page.getByText(/No pending request matches/)).toHaveCount(0);
    await expect(requestRow(page, 'Iya Sikira Amala Spot')).toBeVisible();
  });

  test('the keyboard reaches the requests, moves through them and opens one', async ({ page }) => {
    await page.goto(REQUESTS);
    const rows = page.getByRole('list', { name: 'Pending requests' }).getByRole('button');
    await expect(rows.first()).toBeVisible(FIRST_PAINT);
    // Other tests decide on merchants meanwhile: the arrows are tried when two requests are still pending
    // (the unit tests of the list cover them fully), Tab and Enter always.
    const target = (await rows.count()) >= 2 ? 1 : 0;
    const name = (await rows.nth(target).locator('span > span').first().textContent()) ?? '';
    await page.getByRole('searchbox', { name: 'Search requests' }).focus();
    await page.keyboard.press('Tab'); // Select all
    await page.keyboard.press('Tab'); // the first row's checkbox
    await page.keyboard.press('Tab'); // the first row
    await expect(rows.first()).toBeFocused();
    if (target === 1) {
      await page.keyboard.press('ArrowDown');
      await expect(rows.nth(1)).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  });

  test('Open Document opens the signed file in a new tab, without a token', async ({ page, context }) => {
    const name = 'Iya Sikira Amala Spot';
    await openRequest(page, name);
    const documents = page.getByRole('link', { name: /^Open Document/ });
    await expect(documents).toHaveCount(1);
    await expect(documents).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), documents.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/api\/files\/documents\/\d+\?expires=\d+&signature=[\w-]+$/);
    const file = await tab.request.get(tab.url());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect((await file.body()).subarray(1, 4).toString()).toBe('PNG');
    // The same link with another signature is refused.
    const forged = await tab.request.get(tab.url().replace(/signature=[\w-]+/, 'signature=forged'));
    expect(forged.status()).toBe(403);
    await tab.close();
  });

  test('the screens pass an axe scan (WCAG 2.1 AA, no serious or critical violations) @desktop-only', async ({
    page,
  }) => {
    // Three scans of a full page: slow when the machine is busy.
    test.setTimeout(120_000);
    const serious = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    await page.goto('/dashboard/merchants');
    await expect(page.getByText("Mama Nkechi's Kitchen").first()).toBeVisible(FIRST_PAINT);
    expect(await serious()).toEqual([]);
    await openRequest(page, 'Iya Sikira Amala Spot');
    expect(await serious()).toEqual([]);
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm Rejection' })).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});

test('a merchant sees the static data and no real merchant, and no admin call is made', async ({
  page,
  context,
  sessionOf,
  saveScreenshot,
}) => {
  await useStoredSession(context, await sessionOf('merchant'));
  const adminCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/')) adminCalls.push(request.url());
  });
  await page.goto('/dashboard/merchants');
  await expect(page.getByRole('heading', { name: 'Merchants Mgt', level: 1 })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('Failed to fetch merchants. Showing static data.')).toBeVisible();
  await expect(page.getByText('Sample Buka Kitchen').first()).toBeVisible();
  const main = page.getByRole('main');
  for (const real of ['Iya Sikira Amala Spot', 'Kaduna Quick Stop', 'Lekki Phase 1', '@oja.local']) {
    await expect(main.getByText(real)).toHaveCount(0);
  }
  await saveScreenshot('merchant-merchants-static');

  await page.goto(REQUESTS);
  await expect(page.getByRole('heading', { name: 'Merchant Requests', level: 1 })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('Failed to fetch merchants.')).toBeVisible();
  await expect(main.getByText('@oja.local')).toHaveCount(0);
  expect(adminCalls).toEqual([]);
});
