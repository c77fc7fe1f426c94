// Where toasts stand, at 390 and 1280 px: the product places them "at top right", at most 400 px wide, at every width.
// On a page with a top bar they stand below it, so its controls stay in reach; the composed site is where the shell's
// viewport meets the pages' own bars (the dashboard's, the landing page's, the guest pages').
import type { Locator, Page } from '@playwright/test';
import { fillSignIn, openLogin } from '../../mf-auth/e2e/steps';
import { useOwnClientAddress } from '../support/client-address';
import { ACCOUNTS } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { useStoredSession } from '../support/sessions';
import { toastWith } from '../support/toasts';

test.beforeEach(async ({ context }, testInfo) => {
  await useOwnClientAddress(context, testInfo);
});

/** The gap the product leaves between a toast and the window's right edge, and under a top bar. */
const EDGE = 16;

/** A toast's box once it has settled: its entrance (it slides in) and a move below a bar that arrived after it. */
async function settledBox(toast: Locator) {
  await expect(toast).toBeVisible();
  // Held under the pointer, as a reader holds it (the toasts pause there): on a loaded machine its few seconds could
  // otherwise run out while its entrance is waited for.
  await toast.hover();
  await toast.evaluate((element) =>
    Promise.all(
      [...element.getAnimations(), ...(element.closest('section')?.getAnimations() ?? [])].map(
        (animation) => animation.finished,
      ),
    ),
  );
  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast is not on screen');
  return box;
}

async function expectTopRight(page: Page, toast: Locator, below: Locator | null) {
  const box = await settledBox(toast);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  expect(box.width, 'at most 400 px wide').toBeLessThanOrEqual(400);
  // Its right edge keeps the product's margin from the window's, whatever the width.
  expect(viewport.width - (box.x + box.width)).toBeGreaterThanOrEqual(EDGE - 1);
  expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(24 + 1);
  // At the top: in the upper part of the window, never at its foot.
  expect(box.y + box.height).toBeLessThan(viewport.height / 2);
  if (below) {
    const bar = await below.boundingBox();
    if (!bar) throw new Error('the top bar is not on screen');
    expect(box.y, 'below the top bar').toBeGreaterThanOrEqual(bar.y + bar.height);
  } else {
    expect(box.y).toBeLessThanOrEqual(24 + 1);
  }
}

test('on a dashboard page: top right, below the top bar and its controls', async ({ page, context, sessionOf }) => {
  await useStoredSession(context, await sessionOf('merchant'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Merchant Dashboard', level: 1 })).toBeVisible();
  const bar = page.getByRole('banner');
  await bar.getByRole('button', { name: /^Notifications/ }).click();
  const toast = toastWith(page, 'Notifications are coming soon to Oja.');
  await expectTopRight(page, toast, bar);
  // The bar's controls stay in reach: the bell can be pressed again with the toast on screen.
  await expect(bar.getByRole('button', { name: /^Notifications/ })).toBeEnabled();
  await bar.getByRole('button', { name: /^Notifications/ }).click({ trial: true });
});

test('on a guest page: top right, below its top bar when it has one', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource.*(401|422)/);
  await openLogin(page);
  await fillSignIn(page, { email: 'nobody.here@oja.local', password: 'Wrong@12345' }, false);
  await page.getByRole('button', { name: 'Login' }).click();
  const toast = toastWith(page, 'Invalid email or password.');
  // On a phone the sign-in page has a logo bar; beside its brand panel (from 768 px) it has none.
  const bar = page.getByRole('banner');
  await expectTopRight(page, toast, (await bar.isVisible()) ? bar : null);
});

test('on the landing page: top right, below its navigation and its sign-in links', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource.*403/);
  await openLogin(page);
  await fillSignIn(page, ACCOUNTS.customer, false);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  const toast = toastWith(page, 'Customers use the Oja mobile app (coming soon).');
  // The landing page may arrive after the toast (its remote loading): the toast then moves below its navigation.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expectTopRight(page, toast, nav);
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
});
