// The landing page in the composed site: the prerendered first response, readable without JavaScript, and its quiet
// takeover (the eleven sections in the spec's order, nothing moved), and screenshots at the three widths
// (e2e/artifacts/screenshots/). The page's own behaviour (carousel, FAQ, audience switch, links, reduced motion, an
// axe scan) is tested in the remote's own suite (mf-landing/e2e).
import type { Page } from '@playwright/test';
import { expectListedContent, SECTION_ORDER, scrollThrough } from '../../mf-landing/e2e/steps';
import { expect, test } from '../support/fixtures';

/** The landing remote has replaced the server's prerendered copy. */
async function openLanding(page: Page) {
  await page.goto('/');
  // The prerender is on screen at once; the remote's takeover may take a while on a busy machine.
  await expect(page.locator('#root [data-landing-section="hero"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-oja-prerender]')).toHaveCount(0);
}

test('the first response already holds the whole page, its styles and the hero picture', async ({ request }) => {
  const response = await request.get('/', { headers: { accept: 'text/html' } });
  expect(response.ok()).toBe(true);
  const html = await response.text();
  expect(html).toContain('Smarter delivery with');
  expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  const order = [...html.matchAll(/data-landing-section="([a-z-]+)"/g)].map((match) => match[1]);
  expect(order).toEqual(SECTION_ORDER);
  // The largest picture is asked for early and with priority, from the landing remote's live version folder.
  expect(html).toMatch(
    /<link rel="preload" as="image" href="\/remotes\/landing\/[0-9a-f]{12}\/assets\/hero-city\.[0-9a-f]{8}\.svg" fetchpriority="high">/,
  );
  expect(html).toMatch(
    /<img src="\/remotes\/landing\/[0-9a-f]{12}\/assets\/hero-city\.[0-9a-f]{8}\.svg" width="1600" height="900"/,
  );
  expect(html).toMatch(/<link rel="preload" href="\/remotes\/landing\/[0-9a-f]{12}\/mf-manifest\.json" as="fetch"/);
  // Other pages have nothing of the landing page in them.
  const login = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
  expect(login).not.toContain('data-oja-prerender="mf_landing"');
  expect(login).not.toContain('Smarter delivery with');
});

test('the page is readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smarter delivery with Oja Logistics');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await context.close();
});

test('the eleven sections come in the spec order, and the takeover moves nothing', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __shifts: number }).__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openLanding(page);
  const order = await page
    .locator('#root [data-landing-section]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-landing-section')));
  expect(order).toEqual(SECTION_ORDER);
  await expect(page).toHaveTitle('Smarter delivery for Nigeria · Oja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smarter delivery with Oja Logistics');
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
  expect(shifts).toBeLessThanOrEqual(0.02);
  await expectListedContent(page);
});

for (const width of [390, 800, 1280]) {
  test(`screenshot: landing at ${width} px @desktop-only`, async ({ page, saveScreenshot }) => {
    await page.setViewportSize({ width, height: 900 });
    await openLanding(page);
    await scrollThrough(page);
    await page.waitForTimeout(300);
    await saveScreenshot(`landing-${width}`);
  });
}
