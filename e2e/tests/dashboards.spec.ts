import type { Page } from '@playwright/test';
import { box, chart, expectChartFillsFrame } from '../../mf-dashboard/e2e/steps';
import { expect, test } from '../support/fixtures';
import { useStoredSession } from '../support/sessions';

const CHART_CHUNK = '**/remotes/dashboard/*/charts.*.js';

/**
 * Notes, in the page, the time of the first frame in which the stat cards are on it (a frame's callbacks run just
 * before it is painted), for `whenChartCodeWasAskedFor`.
 */
async function noteFrameOfTheCards(page: Page) {
  await page.addInitScript(() => {
    const page = window as unknown as { cardsFrame?: number };
    const watch = (time: number) => {
      const cards = [...document.querySelectorAll('h3')].some((label) => label.textContent === 'Total Orders');
      if (cards) page.cardsFrame = time;
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
}

/** When the chart code was asked for, and the frame in which the cards were first on the page (page time, ms). */
function whenChartCodeWasAskedFor(page: Page) {
  return page.evaluate(() => {
    const chartCode = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/remotes\/dashboard\/[^/]+\/(charts|chart-canvas)\.[0-9a-f]+\.js$/.test(entry.name));
    return {
      cardsFrame: (window as unknown as { cardsFrame?: number }).cardsFrame ?? null,
      askedFor: chartCode.length > 0 ? Math.min(...chartCode.map((entry) => entry.startTime)) : null,
    };
  });
}

test.describe('the merchant dashboard', () => {
  test.beforeEach(async ({ context, sessionOf }) => {
    await useStoredSession(context, await sessionOf('merchant'));
  });

  test('paints the cards, then asks for the chart code, which draws into reserved space, moving nothing', async ({
    page,
  }) => {
    await noteFrameOfTheCards(page);
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
    // The chart code was asked for after the frame that painted the cards, not while they were being rendered.
    const { cardsFrame, askedFor } = await whenChartCodeWasAskedFor(page);
    expect(cardsFrame).not.toBeNull();
    expect(askedFor).toBeGreaterThan(cardsFrame ?? Number.POSITIVE_INFINITY);
  });

  test('a chart chunk that cannot load says so in the chart boxes; the cards stay', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource|ERR_|chunk|charts/i);
    await page.route(CHART_CHUNK, (route) => route.abort('connectionfailed'));
    await page.goto('/dashboard');
    const message = 'The chart could not be loaded. Reload the page to try again.';
    for (const name of ['sales-analytics', 'order-summary'])
      await expect(chart(page, name).frame.getByText(message)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Orders and revenue' }).getByRole('article')).toHaveCount(4);
    // The figures stay readable without the pictures: the legend and the week's table are text.
    await expect(page.getByRole('list', { name: 'Order Summary' })).toContainText('Delivered81%');
    await expect(page.getByRole('table', { name: 'Sales by day this week, in naira' })).toBeAttached();
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
