// The dashboard's chart checks, shared by this remote's suite and the composed suite.
import { expect, type Locator, type Page } from '@playwright/test';

/** The canvas echarts drew in a chart's frame, and the frame it must fill. */
export function chart(page: Page, name: string): { frame: Locator; canvas: Locator } {
  const frame = page.locator(`[data-chart-frame="${name}"]`);
  return { frame, canvas: frame.locator('canvas').first() };
}

export async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not rendered');
  return rect;
}

/** Waits until a chart's canvas fills its frame (echarts-for-react resizes the chart shortly after its box). */
export async function expectChartFillsFrame(page: Page, name: string) {
  const { frame, canvas } = chart(page, name);
  // The chart chunk is a couple of hundred kilobytes of script: on a busy test machine it can take a while to arrive.
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => Math.abs((await box(canvas)).width - (await box(frame)).width), { timeout: 5000 })
    .toBeLessThan(2);
  const size = await box(canvas);
  expect(size.width).toBeGreaterThan(150);
  expect(size.height).toBeGreaterThan(150);
}

/** Every placeholder of the merchant dashboard carries its visible "Sample" mark: each stat card, chart and list. */
export async function expectMerchantSamplesMarked(page: Page) {
  const cards = page.getByRole('region', { name: 'Orders and revenue' }).getByRole('article');
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) await expect(card.getByText('Sample', { exact: true })).toBeVisible();
  for (const name of ['Sales Analytics', 'Order Summary', 'Most Ordered Menu', 'Reviews'])
    await expect(page.getByRole('region', { name }).getByText('Sample', { exact: true }).first()).toBeVisible();
}

/** The merchant's real figures, unmarked, as the server (or the mock) counts them; then its samples, marked. */
export async function expectBusinessFiguresBesideSamples(
  page: Page,
  figures: { categories: number; products: number; out_of_stock: number },
) {
  const real = page.getByRole('region', { name: 'Your business' });
  await expect(real.getByRole('article')).toHaveText([
    /Application\s*Approved/,
    new RegExp(`Categories\\s*${figures.categories}$`),
    new RegExp(`Products\\s*${figures.products}$`),
    new RegExp(`Out of stock\\s*${figures.out_of_stock}$`),
  ]);
  await expect(real.getByText('Sample', { exact: true })).toHaveCount(0);
  await expectMerchantSamplesMarked(page);
  // The first-run checklist is for a menu with no item; this one has items.
  await expect(page.getByRole('region', { name: 'Get your shop ready' })).toHaveCount(0);
}
