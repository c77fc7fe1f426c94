// The dashboards alone, in their harness, their two calls answered by this remote's mock API as the API answers
// them: the real figures beside the samples, every placeholder card and chart marked "Sample", the merchant's
// sections and placeholder figures, both charts drawn at a real size behind text
// alternatives, the sales readout, the reviews strip (buttons, keys, touch), the admin's welcome and cards, and axe
// scans. Loading the charts into reserved space, following the shell's folding sidebar, and the screenshots need
// the composed site and stay in its suite.

import { mockTest, ruleViolations, seriousViolations, startSignedIn } from '@oja/harness/e2e';
import { MOCK_USERS } from '@oja/harness/mock-api';
import type { Page } from '@playwright/test';
import createMockApi, { MOCK_MENU_FIGURES } from '../src/mocks/api';
import { box, chart, expectBusinessFiguresBesideSamples, expectChartFillsFrame } from './steps';

const test = mockTest(createMockApi);
const { expect } = test;

test.describe('the merchant dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await startSignedIn(page, 'merchant');
  });

  test("shows the merchant's real figures unmarked, and marks every placeholder card and chart Sample", async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expectBusinessFiguresBesideSamples(page, MOCK_MENU_FIGURES);
  });

  test("shows the spec's sections and placeholder figures", async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Merchant Dashboard', level: 1 })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Orders and revenue' });
    await expect(stats.getByRole('heading', { level: 3 })).toHaveText([
      'Total Orders',
      'Orders Delivered',
      'Orders Cancelled',
      'Total Revenue',
    ]);
    await expect(stats.getByRole('article')).toHaveCount(4);
    await expect(stats.getByText(/^0$/)).toHaveCount(3);
    await expect(stats.getByRole('article', { name: 'Total Revenue' }).getByText('N0', { exact: true })).toBeVisible();

    const sales = page.getByRole('region', { name: 'Sales Analytics' });
    await expect(sales.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
    await expect(sales.getByText('61%', { exact: true })).toBeVisible();

    const summary = page.getByRole('list', { name: 'Order Summary' });
    await expect(summary.getByRole('listitem')).toHaveText([/Delivered\s*81%/, /Cancelled\s*19%/]);

    const menu = page.getByRole('region', { name: 'Most Ordered Menu' });
    const top = menu.getByRole('article').first();
    await expect(top.getByRole('heading')).toHaveText('Party Jollof Rice & Chicken');
    await expect(top.getByText('N4,500')).toBeVisible();
    await expect(top.getByText('352 orders')).toBeVisible();
    await expect(top.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(top.getByText('Favourite')).toBeVisible();
    await expect(menu.getByRole('article')).toHaveCount(4);

    await expect(page.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Customer reviews' }).getByRole('article')).toHaveCount(6);
  });

  test('draws both charts at a real size, hidden from screen readers behind text alternatives', async ({ page }) => {
    await page.goto('/dashboard');
    await expectChartFillsFrame(page, 'sales-analytics');
    await expectChartFillsFrame(page, 'order-summary');
    await expect(page.locator('[data-chart]')).toHaveCount(2);
    for (const canvasBox of await page.locator('[data-chart]').all())
      await expect(canvasBox).toHaveAttribute('aria-hidden', 'true');
    // The line's text alternative: a table of the week's sales, in the accessibility tree though not on screen.
    const table = page.getByRole('table', { name: 'Sales by day this week, in naira' });
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(table.getByRole('row').nth(6)).toHaveText(/Saturday\s*N112,300/);
  });

  test('pointing at a day of the sales line names the day and its sales @desktop-only', async ({ page }) => {
    await page.goto('/dashboard');
    await expectChartFillsFrame(page, 'sales-analytics');
    const readout = page.getByTestId('sales-readout');
    await expect(readout).toHaveText('Point at or tap a day to see its sales.');
    // Saturday is the sixth of seven days across the plot (56 px of amounts left of it, 12 px of room right); the
    // pointer anywhere in a day's column names that day, not only on its point.
    // Below the real figures the chart may start under the fold: the pointer can only reach what is on screen.
    await chart(page, 'sales-analytics').frame.scrollIntoViewIfNeeded();
    const canvas = await box(chart(page, 'sales-analytics').canvas);
    await page.mouse.move(canvas.x + 56 + ((canvas.width - 68) * 5) / 6, canvas.y + canvas.height / 2);
    await expect(readout).toHaveText('Saturday: N112,300');
    // Pointing at another day moves the readout with it.
    await page.mouse.move(canvas.x + 56 + 2, canvas.y + canvas.height / 2);
    await expect(readout).toHaveText('Monday: N48,500');
    await page.mouse.move(canvas.x - 40, canvas.y - 40);
    await expect(readout).toHaveText('Point at or tap a day to see its sales.');
  });

  test('on a phone, tapping a day of the sales line names the day and its sales', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch is the phone project');
    await page.goto('/dashboard');
    await expectChartFillsFrame(page, 'sales-analytics');
    const readout = page.getByTestId('sales-readout');
    await chart(page, 'sales-analytics').frame.scrollIntoViewIfNeeded();
    const canvas = await box(chart(page, 'sales-analytics').canvas);
    await page.touchscreen.tap(canvas.x + 56 + ((canvas.width - 68) * 5) / 6, canvas.y + canvas.height / 2);
    await expect(readout).toHaveText('Saturday: N112,300');
  });

  test('the reviews strip scrolls with its buttons and its keys @desktop-only', async ({ page }) => {
    await page.goto('/dashboard');
    const strip = page.getByRole('list', { name: 'Customer reviews' });
    const previous = page.getByRole('button', { name: 'Previous reviews' });
    const next = page.getByRole('button', { name: 'Next reviews' });
    const scrollLeft = () => strip.evaluate((element) => element.scrollLeft);
    await strip.scrollIntoViewIfNeeded();

    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect.poll(scrollLeft).toBeGreaterThan(200);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(scrollLeft).toBe(0);
    await expect(previous).toBeDisabled();

    // Keyboard: Tab reaches the strip (a visible focus ring), the arrows move a card, End and Home the ends.
    await next.focus();
    await page.keyboard.press('Tab');
    await expect(strip).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(200);
    await page.keyboard.press('End');
    await expect
      .poll(() => strip.evaluate((element) => element.scrollWidth - element.clientWidth - element.scrollLeft))
      .toBeLessThan(2);
    await expect(next).toBeDisabled();
    await page.keyboard.press('Home');
    await expect.poll(scrollLeft).toBe(0);
  });

  test('on a phone the reviews strip scrolls by touch and keys, without buttons', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch is the phone project');
    await page.goto('/dashboard');
    const strip = page.getByRole('list', { name: 'Customer reviews' });
    await strip.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Next reviews' })).toBeHidden();
    const rect = await box(strip);
    // A real touch swipe, right to left, through Chromium's input pipeline (Playwright itself only taps).
    const cdp = await page.context().newCDPSession(page);
    const y = Math.round(rect.y + rect.height / 2);
    const startX = Math.round(rect.x + rect.width * 0.85);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: startX, y }] });
    for (let step = 1; step <= 10; step += 1)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: startX - step * 20, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    // Let the swipe's momentum end first: a fling still running takes over from the key's smooth scroll (slowly, on a
    // busy machine), as it would under a real finger.
    let previous = -1;
    await expect
      .poll(
        async () => {
          const now = await strip.evaluate((element) => element.scrollLeft);
          const settled = now === previous;
          previous = now;
          return settled;
        },
        { intervals: [250] },
      )
      .toBe(true);
    await strip.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBe(0);
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('passes an axe scan', async ({ page }) => {
    await page.goto('/dashboard');
    await expectChartFillsFrame(page, 'sales-analytics');
    await expectAxeClean(page);
  });
});

/** No serious axe violation, and no heading-order one either (axe rates it moderate). */
async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await ruleViolations(page, ['heading-order'])).toEqual([]);
}

test.describe('the admin dashboard', () => {
  test('welcomes the admin by name above four stat cards, and leads to the merchant requests', async ({ page }) => {
    await startSignedIn(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${MOCK_USERS.admin.name}`)).toBeVisible();
    const stats = page.getByRole('region', { name: 'Platform activity' });
    await expect(stats.getByRole('article')).toHaveCount(4);
    await expect(page.locator('[data-chart-frame]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to Merchants Mgt' }).click();
    await expect(page).toHaveURL('/dashboard/merchants');
  });

  test('shows the real review figures unmarked beside the sample cards', async ({ page }) => {
    await startSignedIn(page, 'admin');
    await page.goto('/dashboard');
    const real = page.getByRole('region', { name: 'Merchant reviews' });
    await expect(real.getByRole('article')).toHaveText([
      /Awaiting review\s*3/,
      /Approved merchants\s*1/,
      /Rejected\s*1/,
      /Decisions, last 7 days\s*2/,
    ]);
    await expect(real.getByText('The oldest request has waited 3 days.', { exact: false })).toBeVisible();
    await expect(real.getByText('Sample')).toHaveCount(0);
    const samples = page.getByRole('region', { name: 'Platform activity' }).getByRole('article');
    for (const card of await samples.all()) await expect(card.getByText('Sample', { exact: true })).toBeVisible();
  });

  test('passes an axe scan', async ({ page }) => {
    await startSignedIn(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Platform activity' }).getByRole('article')).toHaveCount(4);
    await expectAxeClean(page);
  });
});
