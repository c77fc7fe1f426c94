import { box, chart, expectChartFillsFrame } from '../../mf-dashboard/e2e/steps';
import { expect, test } from '../support/fixtures';
import { useStoredSession } from '../support/sessions';

const CHART_CHUNK = '**/remotes/dashboard/*/charts.*.js';

test.describe('the merchant dashboard', () => {
  test.beforeEach(async ({ context, sessionOf }) => {
    await useStoredSession(context, await sessionOf('merchant'));
  });

  test('renders the cards first and the charts into reserved space, moving nothing', async ({ page }) => {
    // Hold the chart code back: the cards must be there without it, and its arrival must not move them.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(CHART_CHUNK, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Orders and revenue' }).getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Most Ordered Menu' })).toBeVisible();
    await expect.poll(() => requested).toBe(true);
    await expect(chart(page, 'sales-analytics').canvas).toHaveCount(0);
    const before = await box(page.getByRole('heading', { name: 'Most Ordered Menu' }));
    const salesFrame = await box(chart(page, 'sales-analytics').frame);
    expect(salesFrame.height).toBeGreaterThan(200);

    release();
    await expectChartFillsFrame(page, 'sales-analytics');
    await expectChartFillsFrame(page, 'order-summary');
    expect(await box(page.getByRole('heading', { name: 'Most Ordered Menu' }))).toEqual(before);
    expect((await box(chart(page, 'sales-analytics').frame)).height).toBe(salesFrame.height);
  });

  test('charts follow the window and the folding sidebar @desktop-only', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/dashboard');
    await expectChartFillsFrame(page, 'sales-analytics');
    const salesWidth = async () => (await box(chart(page, 'sales-analytics').canvas)).width;
    const at1280 = await salesWidth();

    // A wider window: the charts, side by side, grow with it.
    await page.setViewportSize({ width: 1440, height: 800 });
    await expectChartFillsFrame(page, 'sales-analytics');
    await expectChartFillsFrame(page, 'order-summary');
    expect(await salesWidth()).toBeGreaterThan(at1280);

    // Narrower, the sidebar still beside the page: the charts stack, each filling the column.
    await page.setViewportSize({ width: 1000, height: 800 });
    await expectChartFillsFrame(page, 'sales-analytics');
    await expectChartFillsFrame(page, 'order-summary');
    const beside = await salesWidth();

    // Under 768 px the sidebar folds away: the content takes its 280 px back, and the charts with it.
    await page.setViewportSize({ width: 760, height: 800 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expectChartFillsFrame(page, 'sales-analytics');
    await expectChartFillsFrame(page, 'order-summary');
    expect(await salesWidth()).toBeGreaterThan(beside);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expectChartFillsFrame(page, 'sales-analytics');
    expect(Math.abs((await salesWidth()) - at1280)).toBeLessThan(2);
  });
});

test.describe('screenshots at 390, 800 and 1280 px @desktop-only', () => {
  for (const role of ['merchant', 'admin'] as const) {
    test(`the ${role} dashboard`, async ({ page, context, sessionOf, saveScreenshot }) => {
      test.setTimeout(120_000);
      await useStoredSession(context, await sessionOf(role));
      for (const width of [390, 800, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/dashboard');
        await expect(page.getByRole('heading', { level: 1, name: /Dashboard/ })).toBeVisible({ timeout: 20_000 });
        if (role === 'merchant') {
          await expectChartFillsFrame(page, 'sales-analytics');
          await expectChartFillsFrame(page, 'order-summary');
          // Past the charts' entry animation (600 ms).
          await page.waitForTimeout(800);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await saveScreenshot(`dashboards-${role}-${width}`);
      }
    });
  }
});
