// Screenshots of each kind of page at the project's width (phone 390 px, desktop 1280 px), saved as artefacts in
// e2e/artifacts/screenshots/ for people to look at; each shot also checks the page arrived whole.
import { expect, test } from '../support/fixtures';
import type { SessionKind } from '../support/sessions';
import { useStoredSession } from '../support/sessions';

const SHOTS: { name: string; path: string; session: SessionKind; title: string }[] = [
  { name: 'landing', path: '/', session: 'guest', title: 'Smarter delivery for Nigeria · Oja' },
  { name: 'login', path: '/login', session: 'guest', title: 'Login · Oja' },
  { name: 'forgot-password', path: '/forgot-password', session: 'guest', title: 'Reset your password · Oja' },
  { name: 'merchant-register', path: '/merchant/register', session: 'guest', title: 'Sign Up as a Merchant · Oja' },
  { name: 'dashboard-admin', path: '/dashboard', session: 'admin', title: 'Dashboard · Oja' },
  { name: 'dashboard-merchant', path: '/dashboard', session: 'merchant', title: 'Dashboard · Oja' },
  { name: 'merchants-admin', path: '/dashboard/merchants', session: 'admin', title: 'Merchants Mgt · Oja' },
  { name: 'menu-merchant', path: '/dashboard/menu', session: 'merchant', title: 'Product Mgt · Oja' },
  { name: 'orders-merchant', path: '/dashboard/orders', session: 'merchant', title: 'Order Mgt · Oja' },
  { name: 'food-orders-admin', path: '/dashboard/food-orders', session: 'admin', title: 'Food Order · Oja' },
  { name: 'settings-merchant', path: '/dashboard/settings', session: 'merchant', title: 'Settings · Oja' },
  { name: 'settings-admin', path: '/dashboard/account', session: 'admin', title: 'Settings · Oja' },
  { name: 'not-found', path: '/no-such-page', session: 'guest', title: 'Page not found · Oja' },
];

for (const shot of SHOTS) {
  test(`screenshot: ${shot.name}`, async ({ page, context, sessionOf, saveScreenshot }) => {
    await useStoredSession(context, await sessionOf(shot.session));
    await page.goto(shot.path);
    await expect(page).toHaveTitle(shot.title);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await saveScreenshot(shot.name);
  });
}
