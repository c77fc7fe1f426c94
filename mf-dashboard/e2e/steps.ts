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

/** Waits until a chart's canvas fills its frame (echarts resizes on the next frame after its container). */
export async function expectChartFillsFrame(page: Page, name: string) {
  const { frame, canvas } = chart(page, name);
  // The chart chunk is half a megabyte of script: on a busy test machine it can take a while to arrive.
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => Math.abs((await box(canvas)).width - (await box(frame)).width), { timeout: 5000 })
    .toBeLessThan(2);
  const size = await box(canvas);
  expect(size.width).toBeGreaterThan(150);
  expect(size.height).toBeGreaterThan(150);
}
