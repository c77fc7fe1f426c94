// The dashboard chrome (docs/product/screens.md, "Dashboard chrome").

import type { Page } from '@playwright/test';
import { dashboardMenu } from '../support/dashboard';
import { ACCOUNTS } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { loginThroughApi, useStoredSession } from '../support/sessions';
import { toastWith } from '../support/toasts';

const MERCHANT_MENU = ['Dashboard', 'Order Mgt', 'Product Mgt', 'Customer Support', 'Settings'];
const ADMIN_MENU = [
  'Dashboard',
  'Package Mgt',
  'Food Order',
  'Messages',
  'Merchants Mgt',
  'Rider Mgt',
  'History',
  'Bills',
  'Settings',
  // Added by the admin-merchants remote's own declaration, after the fixed items.
  'Activity',
];

test('a merchant sees the merchant menu, placeholders marked, and the greeting', async ({
  page,
  context,
  sessionOf,
  saveScreenshot,
}) => {
  await useStoredSession(context, await sessionOf('merchant'));
  await page.goto('/dashboard');
  await expect(page.getByText(/^Good (morning|afternoon|evening), Nkechi$/)).toBeVisible();
  const nav = await dashboardMenu(page);
  await expect(nav.getByRole('listitem')).toHaveText(MERCHANT_MENU.map((label) => new RegExp(label)));
  await expect(nav.getByRole('link', { name: 'Product Mgt' })).toHaveAttribute('href', '/dashboard/menu');
  // Order Mgt is a remote's page now (its declaration's menu entry); a placeholder has no route, marked as coming.
  await expect(nav.getByRole('link', { name: 'Order Mgt' })).toHaveAttribute('href', '/dashboard/orders');
  await expect(nav.getByRole('button', { name: 'Customer Support', exact: true })).toHaveAccessibleDescription(
    'Coming soon',
  );
  await expect(nav.getByRole('link', { name: /Customer Support/ })).toHaveCount(0);
  await saveScreenshot('dashboard-chrome-merchant');
  await nav.getByRole('button', { name: /Customer Support/ }).click();
  await expect(toastWith(page, 'Customer Support is coming soon to Oja.')).toBeVisible();
});

test('an admin sees the admin menu and the fixed notification badges', async ({
  page,
  context,
  sessionOf,
  saveScreenshot,
}) => {
  await useStoredSession(context, await sessionOf('admin'));
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Notifications, 3 new' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Messages, 5 unread' })).toBeVisible();
  const nav = await dashboardMenu(page);
  await expect(nav.getByRole('listitem')).toHaveText(ADMIN_MENU.map((label) => new RegExp(label)));
  await expect(nav.getByRole('link', { name: 'Merchants Mgt' })).toHaveAttribute('href', '/dashboard/merchants');
  await expect(nav.getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/dashboard/activity');
  await expect(nav.getByRole('link', { name: 'Food Order' })).toHaveAttribute('href', '/dashboard/food-orders');
  await saveScreenshot('dashboard-chrome-admin');
});

test('the search box opens the page whose name matches', async ({ page, context, sessionOf }) => {
  await useStoredSession(context, await sessionOf('admin'));
  await page.goto('/dashboard');
  // On a phone the search is navigation, in the menu drawer.
  await dashboardMenu(page);
  const search = page.getByLabel('Search pages');
  await search.fill('merchants');
  await search.press('Enter');
  await expect(page).toHaveURL('/dashboard/merchants');
  await dashboardMenu(page);
  await search.fill('payroll');
  await search.press('Enter');
  await expect(toastWith(page, 'No page matches "payroll".')).toBeVisible();
});

test('the search finds the parts of a page its declaration names: "bank" goes to Settings\' Bank account', async ({
  page,
  context,
  sessionOf,
  saveScreenshot,
}) => {
  await useStoredSession(context, await sessionOf('merchant'));
  await page.goto('/dashboard');
  await dashboardMenu(page);
  const search = page.getByLabel('Search pages');
  await search.fill('bank');
  // The suggestions name the part and its page.
  await expect(page.locator('datalist option[value="Settings → Bank account"]')).toHaveCount(1);
  await saveScreenshot('page-search-bank');
  await search.press('Enter');
  await expect(page).toHaveURL('/dashboard/settings#bank-account');
  await expect(page.getByRole('heading', { name: 'Bank account', level: 2 })).toBeInViewport({ timeout: 20_000 });
  // A term that is not a section's name finds it too.
  await dashboardMenu(page);
  await search.fill('account number');
  await search.press('Enter');
  await expect(page).toHaveURL('/dashboard/settings#bank-account');
});

test('logout revokes the token, clears the session and goes to /login', async ({ page, context, request }) => {
  const { token, user } = await loginThroughApi(request, ACCOUNTS.admin);
  await useStoredSession(context, { token, user: JSON.stringify(user) });
  await page.goto('/dashboard');
  const nav = await dashboardMenu(page);
  await nav.page().getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await expect(toastWith(page, 'Logged out successfully')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  const profile = await request.get('/api/auth/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(401);
});

test('logout still signs out when the logout call fails', async ({ page, context, sessionOf, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
  await useStoredSession(context, await sessionOf('merchant'));
  await page.route('**/api/auth/logout', (route) => route.abort('failed'));
  await page.goto('/dashboard');
  const nav = await dashboardMenu(page);
  await nav.page().getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  expect(
    await page.evaluate(() => [window.localStorage.getItem('auth_token'), window.localStorage.getItem('user')]),
  ).toEqual([null, null]);
});

test.describe('under 768 px', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('the sidebar folds behind a menu button, opens as a drawer and closes with Escape', async ({
    page,
    context,
    sessionOf,
  }) => {
    await useStoredSession(context, await sessionOf('merchant'));
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    // Opening it moves the focus into it.
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await nav.getByRole('link', { name: 'Product Mgt' }).click();
    await expect(page).toHaveURL('/dashboard/menu');
    await expect(nav).toBeHidden();
  });
});

/** Every label of the open menu shows in full: none is cut short with an ellipsis. */
async function expectMenuLabelsWhole(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav).toBeVisible();
  const cut = await nav.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('a, button, a *, button *')]
      .filter((item) => item.scrollWidth > item.clientWidth + 1)
      .map((item) => item.textContent),
  );
  expect(cut).toEqual([]);
  await expect(nav.getByRole('button', { name: /Customer Support/ })).toContainText('Customer Support');
}

test('the top bar keeps to 96 px on a phone, and no menu label is cut', async ({ page, context, sessionOf }) => {
  await useStoredSession(context, await sessionOf('merchant'));
  await page.goto('/dashboard/menu');
  const bar = page.getByRole('banner').filter({ has: page.getByRole('button', { name: 'Notifications, 3 new' }) });
  await expect(bar).toBeVisible();
  const height = (await bar.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  expect(height).toBeLessThanOrEqual(96);
  await expect(page.getByText(/^Good (morning|afternoon|evening), Nkechi$/)).toBeVisible();
  // Still sticky: what the page scrolls under it stays clear of it, and it stays where it is.
  await page.evaluate(() => window.scrollTo(0, 400));
  expect((await bar.boundingBox())?.y).toBe(0);
  await dashboardMenu(page);
  await expectMenuLabelsWhole(page);
});

test.describe('at 800 px @desktop-only', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the greeting keeps to one line or two, and no menu label is cut', async ({
    page,
    context,
    sessionOf,
    saveScreenshot,
  }) => {
    await useStoredSession(context, await sessionOf('merchant'));
    await page.goto('/dashboard');
    const greeting = page.getByText(/^Good (morning|afternoon|evening), Nkechi$/);
    await expect(greeting).toBeVisible();
    const lines = await greeting.evaluate((element) => {
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    });
    expect(lines).toBeLessThanOrEqual(2);
    await expectMenuLabelsWhole(page);
    await saveScreenshot('dashboard-chrome-800');
  });
});
