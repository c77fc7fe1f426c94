// The frame of the pages before sign-in (the shared GuestLayout): a brand panel beside the content on wide screens
// (from 768 px for the short sign-in forms, from 1024 px for the registration form), the logo above the content on
// a phone. Media queries are the browser's: jsdom cannot check this.
import { expect, test } from '../support/fixtures';

const PAGES = [
  { path: '/login', panel: 'Oja for merchants', heading: 'Login' },
  { path: '/merchant/register', panel: 'Why sell on Oja', heading: 'Sign Up as a Merchant' },
];

for (const { path, panel, heading } of PAGES) {
  test(`${path}: the brand panel beside the content on a wide screen, the logo above it on a phone`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The server's prerendered copy shows first; the boxes below are measured on the live page.
    await expect(page.locator('[data-oja-prerender]')).toHaveCount(0, { timeout: 20_000 });
    const brand = page.getByRole('complementary', { name: panel });
    const logoAbove = page.getByRole('banner').getByRole('link', { name: 'Oja home' });
    if (isMobile) {
      await expect(brand).toBeHidden();
      await expect(logoAbove).toBeVisible();
    } else {
      await expect(brand).toBeVisible();
      await expect(brand.getByRole('link', { name: 'Oja home' })).toBeVisible();
      const box = await brand.boundingBox();
      const content = await page.getByRole('main').boundingBox();
      // Beside, not above: the panel's right edge is left of the content.
      expect(box && content && box.x + box.width <= content.x + 1).toBe(true);
    }
    await expect(page.getByRole('link', { name: 'support@oja.local' })).toHaveAttribute(
      'href',
      'mailto:support@oja.local',
    );
  });
}
