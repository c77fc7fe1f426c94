// Honest figures on the composed site, against the real API and its demo data: the dashboards' real figures are the
// server's, every placeholder is marked "Sample", and a newly approved merchant (no menu yet) gets a first-run
// checklist above the product's Merchant Dashboard.

import { expectBusinessFiguresBesideSamples, expectMerchantSamplesMarked } from '../../mf-dashboard/e2e/steps';
import { ACCOUNTS } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { loginThroughApi, useStoredSession } from '../support/sessions';

test('a merchant sees its real application and menu figures, and every placeholder marked Sample', async ({
  page,
  context,
  request,
}) => {
  const { token, user } = await loginThroughApi(request, ACCOUNTS.merchant);
  await useStoredSession(context, { token, user: JSON.stringify(user) });
  const figures = (
    await (await request.get('/api/merchant/dashboard', { headers: { Authorization: `Bearer ${token}` } })).json()
  ).data;
  expect(figures.products).toBeGreaterThan(0);
  await page.goto('/dashboard');
  await expectBusinessFiguresBesideSamples(page, figures);
});

test('a newly approved merchant with no menu gets the first-run checklist above the Merchant Dashboard', async ({
  page,
  context,
  request,
  saveScreenshot,
}) => {
  const { token, user } = await loginThroughApi(request, ACCOUNTS.newMerchant);
  await useStoredSession(context, { token, user: JSON.stringify(user) });
  await page.goto('/dashboard');
  const checklist = page.getByRole('region', { name: 'Get your shop ready' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByRole('listitem')).toHaveText([/Add a category/, /Add an item/, /Complete Settings/]);
  await expect(checklist.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
    'href',
    '/dashboard/settings#pickup-points',
  );
  await expect(page.getByRole('region', { name: 'Your business' }).getByRole('article')).toHaveText([
    /Application\s*Approved/,
    /Categories\s*0$/,
    /Products\s*0$/,
    /Out of stock\s*0$/,
  ]);
  // The product's dashboard is there too, each placeholder marked, below the checklist.
  await expectMerchantSamplesMarked(page);
  const checklistBox = await checklist.boundingBox();
  const statsBox = await page.getByRole('region', { name: 'Orders and revenue' }).boundingBox();
  expect(checklistBox && statsBox && checklistBox.y < statsBox.y).toBe(true);
  await saveScreenshot('dashboard-first-run');
  // The first step leads to Product Mgt's form.
  await checklist.getByRole('link', { name: 'Add a category' }).click();
  await expect(page).toHaveURL('/dashboard/menu/categories/new');
  await expect(page.getByRole('heading', { name: 'Add Category' })).toBeVisible();
});

test("an admin sees the server's review figures, and the sample figures marked", async ({
  page,
  context,
  request,
  sessionOf,
  isMobile,
}) => {
  const session = await sessionOf('admin');
  const approvedNow = async (): Promise<number> =>
    (
      await (
        await request.get('/api/admin/merchants/stats/review', {
          headers: { Authorization: `Bearer ${session?.token}` },
        })
      ).json()
    ).data.approved;
  // Other tests approve requests meanwhile, and approvals only ever add up: the figure shown lies between the
  // server's answers before and after the page read it.
  const before = await approvedNow();
  await useStoredSession(context, session);
  await page.goto('/dashboard');
  const real = page.getByRole('region', { name: 'Merchant reviews' });
  await expect(real.getByRole('article')).toHaveCount(4);
  await expect(real.getByText(/^(The oldest request has waited|No request is waiting)/)).toBeVisible();
  await expect(real.getByRole('article').nth(0)).toHaveText(/^Awaiting review\s*\d+$/);
  const approvedCard = real.getByRole('article').nth(1);
  await expect(approvedCard).toHaveText(/^Approved merchants\s*\d+$/);
  const shown = Number((await approvedCard.textContent())?.replace(/\D/g, ''));
  expect(shown).toBeGreaterThanOrEqual(before);
  expect(shown).toBeLessThanOrEqual(await approvedNow());
  await expect(real.getByText('Sample', { exact: true })).toHaveCount(0);
  // The platform's own order figures once it has orders (another spec may have placed some), the samples before.
  const platform = (
    await (await request.get('/api/admin/dashboard', { headers: { Authorization: `Bearer ${session?.token}` } })).json()
  ).data as { orders?: { orders: number } };
  for (const card of await page.getByRole('region', { name: 'Platform activity' }).getByRole('article').all()) {
    if ((platform.orders?.orders ?? 0) > 0) await expect(card.getByText('Sample', { exact: true })).toHaveCount(0);
    else await expect(card.getByText('Sample', { exact: true })).toBeVisible();
  }

  // Merchants Mgt: the placeholder columns (cards on a phone) and the static top merchants say so.
  await page.goto('/dashboard/merchants');
  if (isMobile) {
    const cards = page.getByRole('list', { name: 'Merchants' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    // A merchant with orders shows its own figures, unmarked (another spec's kitchens may have some by now); every
    // other card shows the spec's samples, marked.
    for (const card of await cards.all()) {
      if ((await card.textContent())?.includes('352'))
        await expect(card.getByText('Sample', { exact: true })).toBeVisible();
      else await expect(card.getByText('Sample', { exact: true })).toHaveCount(0);
    }
  } else {
    // The product's column names exactly; the mark is in the table's caption.
    for (const column of ['Names', 'Performance', 'Rating', 'Orders'])
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    // As written on screen too (not in capitals).
    await expect(page.getByRole('columnheader')).toHaveText(['Names', 'Performance', 'Rating', 'Orders'], {
      useInnerText: true,
    });
    await expect(page.getByRole('table').locator('caption').getByText('Sample', { exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('heading', { name: 'Top Performing Merchants' }).locator('xpath=..').getByText('Sample'),
  ).toBeVisible();
});
