// The landing page (issue 4): the eleven sections in the spec's order, the prerendered first response and its
// quiet takeover, the carousel's slides per view at 390, 800 and 1280 px, the FAQ, the audience switch, the
// Instagram link, reduced motion, an axe scan, and screenshots at the three widths (e2e/artifacts/screenshots/).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const SECTION_ORDER = [
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

/** The landing remote has replaced the server's prerendered copy. */
async function openLanding(page: Page) {
  await page.goto('/');
  // The prerender is on screen at once; the remote's takeover may take a while on a busy machine.
  await expect(page.locator('#root [data-landing-section="hero"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-oja-prerender]')).toHaveCount(0);
}

/** Scrolls to the bottom and back in steps, so lazy pictures and the carousel load (as a reader would). */
async function scrollThrough(page: Page) {
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
  // Other pages are the shell's own page, with nothing of the landing page in them.
  const login = await (await request.get('/login', { headers: { accept: 'text/html' } })).text();
  expect(login).not.toContain('data-oja-prerender');
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
  // Spec: the flyer strip has 5 flyers, the store list 7 sample items.
  await expect(page.locator('[data-flyer-track] ul:not([aria-hidden]) > li')).toHaveCount(5);
  await expect(page.locator('[data-store-item]')).toHaveCount(7);
  await expect(page.locator('img[data-hero-image]')).toHaveCount(3);
});

for (const { width, perView } of [
  { width: 390, perView: 1 },
  { width: 800, perView: 1.5 },
  { width: 1280, perView: 3 },
]) {
  test(`the ride carousel shows ${perView} slide(s) at ${width} px, from the second picture @desktop-only`, async ({
    page,
  }) => {
    // No autoplay (reduced motion), so "starts on the second picture" cannot race the 5 s timer on a slow machine.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    await openLanding(page);
    await page.locator('#rides').scrollIntoViewIfNeeded();
    const carousel = page.locator('.swiper.swiper-initialized');
    await expect(carousel).toBeVisible();
    // Swiper marks the start slide active once it has laid the slides out; wait for that settled state
    // rather than sampling the first frame.
    const slides = carousel.locator('.swiper-slide');
    await expect(slides.nth(1)).toHaveClass(/swiper-slide-active/);
    const ratio = await carousel.evaluate((swiper) => {
      const active = swiper.querySelector<HTMLElement>('.swiper-slide-active');
      return swiper.clientWidth / (active?.offsetWidth ?? 1);
    });
    expect(ratio).toBeCloseTo(perView, 1);
    // The filter fades (0.4 s, none under reduced motion); the retrying assertion reads its end state.
    await expect(slides.nth(1).locator('img')).toHaveCSS('filter', 'none');
    await expect(slides.nth(0).locator('img')).toHaveCSS('filter', /blur/);
  });
}

test('the FAQ opens the first entry, then exactly the one chosen', async ({ page }) => {
  await openLanding(page);
  const faq = page.locator('#faq');
  const expanded = faq.locator('button[aria-expanded="true"]');
  await expect(faq.locator('button[aria-expanded]')).toHaveCount(7);
  await expect(expanded).toHaveCount(1);
  await expect(expanded).toHaveText('What is Oja?');
  await faq.getByRole('button', { name: 'How do I sign up as a merchant?' }).click();
  await expect(expanded).toHaveCount(1);
  await expect(expanded).toHaveText('How do I sign up as a merchant?');
  await expect(faq.getByText(/Our team reviews every application/)).toBeVisible();
  await expect(faq.getByText(/delivery marketplace for Nigeria/)).toBeHidden();
});

test('the audience switch selects a button and brings its section into view', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('button', { name: 'Riders' }).click();
  await expect(page.getByRole('button', { name: 'Riders' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Customers' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('#rider-earnings')).toBeInViewport();
  await expect(page.locator('#rider-earnings')).toBeFocused();
  await page.getByRole('button', { name: 'Merchants' }).click();
  await expect(page.locator('#sell-and-ship')).toBeInViewport();
});

test('Instagram opens in a new tab; Twitter and LinkedIn are placeholders', async ({ page, context }) => {
  await context.route('https://www.instagram.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Instagram</title>' }),
  );
  await openLanding(page);
  const instagram = page.getByRole('link', { name: /Instagram/ });
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  const [popup] = await Promise.all([page.waitForEvent('popup'), instagram.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toContain('instagram.com');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  const social = page.getByRole('list', { name: 'Oja on social media' });
  await expect(social.getByText('Twitter')).toBeVisible();
  await expect(social.getByRole('link')).toHaveCount(1);
  // The store buttons carry no links (spec), and say so.
  await expect(page.locator('#download').getByRole('link')).toHaveCount(0);
  await expect(page.locator('#download').getByText('Coming soon')).toHaveCount(2);
});

test('with reduced motion nothing moves by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openLanding(page);
  await page.locator('#rides').scrollIntoViewIfNeeded();
  await expect(page.locator('.swiper.swiper-initialized')).toBeVisible();
  const animation = await page.locator('[data-flyer-track]').evaluate((track) => getComputedStyle(track).animationName);
  expect(animation).toBe('none');
  await page.waitForTimeout(5600);
  await expect(page.locator('.swiper-slide').nth(1)).toHaveClass(/swiper-slide-active/);
  await expect(page.locator('img[data-hero-image="0"]')).toHaveAttribute('data-active', 'true');
});

test('the whole page loads without errors and passes an axe scan', async ({ page }) => {
  await openLanding(page);
  await scrollThrough(page);
  await expect(page.locator('.swiper.swiper-initialized')).toHaveCount(1);
  const broken = await page
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete && image.naturalWidth === 0)
        .map((image) => image.src),
    );
  expect(broken).toEqual([]);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
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
