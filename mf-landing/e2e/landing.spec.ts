// The landing page alone, in its harness (it calls no API): the eleven sections in the spec's order, the carousel's
// slides per view at 390, 800 and 1280 px, the FAQ, the audience switch, the social and store links, reduced motion,
// and an axe scan with no broken picture. The prerendered first response, its quiet takeover and the screenshots
// need the production server and stay in the composed suite.
import { mockTest, seriousViolations } from '@oja/harness/e2e';
import type { Page } from '@playwright/test';
import createMockApi from '../src/mocks/api';
import { expectListedContent, SECTION_ORDER, scrollThrough } from './steps';

const test = mockTest(createMockApi);
const { expect } = test;

test.beforeEach(({ allowConsoleErrors }) => {
  // Emotion's development build warns about Swiper's own stylesheet (its `:first-child` rules), which the carousel
  // injects once it loads in the browser; production builds do not check, and the server never renders it.
  allowConsoleErrors(/The pseudo class ":first-child" is potentially unsafe when doing server-side rendering/);
});

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.locator('[data-landing-section="hero"]')).toBeVisible();
}

test('the eleven sections come in the spec order, with the hero, flyers and stores the spec asks for', async ({
  page,
}) => {
  await openLanding(page);
  const order = await page
    .locator('[data-landing-section]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-landing-section')));
  expect(order).toEqual(SECTION_ORDER);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smarter delivery with Oja Logistics');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute('href', '/login');
  await expectListedContent(page);
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
    // Swiper marks the start slide active once it has laid the slides out; wait for that settled state.
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
  // Longer than the carousel's and the hero's 5 s timers: nothing may have advanced.
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
  expect(await seriousViolations(page)).toEqual([]);
});
