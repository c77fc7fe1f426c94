// The landing page's checks, shared by this remote's suite (its harness) and the composed suite (the server's
// prerendered page taken over by the remote).
import { expect, type Page } from '@playwright/test';

/** The eleven parts of the page, in the order docs/product/screens.md gives them. */
export const SECTION_ORDER = [
  'hero',
  'audience',
  'features',
  'rides',
  'sell-and-ship',
  'rider-earnings',
  'flyers',
  'stores',
  'faq',
  'download',
  'footer',
];

/** Scrolls to the bottom and back in steps, so lazy pictures and the carousel load (as a reader would). */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = window.innerHeight * 0.8;
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The flyer strip has 5 flyers, the store list 7 sample items, the hero 3 pictures. */
export async function expectListedContent(page: Page) {
  await expect(page.locator('[data-flyer-track] ul:not([aria-hidden]) > li')).toHaveCount(5);
  await expect(page.locator('[data-store-item]')).toHaveCount(7);
  await expect(page.locator('img[data-hero-image]')).toHaveCount(3);
}
