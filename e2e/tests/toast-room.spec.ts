// Toasts never lie over a control, at 390 and 1280 px: raised on real pages by real actions (a Settings save, a new
// category on the menu, the Order Mgt pause switch, an admin's approval), once the toast and the page have settled, no
// visible control in the window touches a toast, and each is still the element found at its centre (nothing covers
// it). The product's place for toasts (top right, below the top bar) is checked in toast-placement.spec.ts.
import type { Page } from '@playwright/test';
import { fillSignIn, openLogin } from '../../mf-auth/e2e/steps';
import { useOwnClientAddress } from '../support/client-address';
import { ACCOUNTS } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { registerThroughApi, signInApprovedMerchant } from '../support/registration';
import { useStoredSession } from '../support/sessions';
import { toastWith } from '../support/toasts';

test.describe.configure({ timeout: 90_000 });

/** For the first thing a fresh page shows: the remote and its first answers, on a machine that may be busy. */
const FIRST_PAINT = { timeout: 20_000 };

test.beforeEach(async ({ context }, testInfo) => {
  await useOwnClientAddress(context, testInfo);
  await context.addInitScript(holdToastsAsTheyCome);
});

/**
 * Holds each toast from the moment it is drawn, as a keyboard user does: focus in the stack stops every toast's timer.
 * A busy machine can take longer than a toast's 3 s between the action and the check, and a toast that has left can be
 * neither held nor checked. Focus goes to a toast when it comes, and back to it when the page takes focus for itself
 * (a navigation moves focus to the new page's main content, which would let the toast's timer run again). Runs in the
 * page, on every document the test opens.
 */
function holdToastsAsTheyCome() {
  const seen = new WeakSet<Element>();
  const hold = () => {
    const toasts = document.querySelectorAll(
      'section[aria-label="Notifications"] li[data-toast-id]:not([data-leaving])',
    );
    const active = document.activeElement;
    const pageHasFocus = !active || active === document.body || active.matches('main');
    for (const toast of toasts) {
      const close = toast.querySelector<HTMLElement>('button');
      if (!close || (seen.has(toast) && !pageHasFocus)) continue;
      close.focus({ preventScroll: true });
      if (document.activeElement === close) seen.add(toast);
      return;
    }
  };
  new MutationObserver(hold).observe(document, { childList: true, subtree: true });
  document.addEventListener('focusin', () => queueMicrotask(hold));
}

/** Waits until every finite animation and transition on the page has ended: the toast's entrance, the page's slide. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await frames();
    for (;;) {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      await frames();
    }
  });
}

/**
 * Every visible control in the window that a toast lies over or that something else covers at its centre, described.
 * Controls scrolled beneath the sticky top bar are hidden by the page's chrome, not by a toast: so are those beneath the
 * shelf's cover, which hides (while toasts show) what slid down from under the bar (`ToastShelfCover`).
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="switch"], [role="button"], ' +
      '[role="link"], [role="checkbox"], [role="radio"], [role="tab"], [role="combobox"], [tabindex]:not([tabindex="-1"])';
    const region = document.querySelector('section[aria-label="Notifications"]');
    const toasts = [...(region?.querySelectorAll('li[data-toast-id]') ?? [])].map((item) =>
      item.getBoundingClientRect(),
    );
    const chromeTop =
      Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--oja-chrome-top')) || 0;
    const bar = chromeTop > 0 ? document.elementFromPoint(2, chromeTop - 2)?.closest('header') : null;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    for (const element of document.querySelectorAll(CONTROLS)) {
      if (region?.contains(element) || element.closest('[inert]')) continue;
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      if (y < chromeTop && !bar?.contains(element)) continue;
      const layers = document.elementsFromPoint(x, y);
      const own = layers.findIndex((layer) => element === layer || element.contains(layer));
      const cover = layers.findIndex((layer) => layer.hasAttribute('data-toast-shelf-cover'));
      if (cover !== -1 && (own === -1 || cover < own)) continue;
      const under = toasts.some(
        (toast) => toast.left < box.right && box.left < toast.right && toast.top < box.bottom && box.top < toast.bottom,
      );
      if (under) found.push(`${name(element)} lies under a toast`);
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(element === hit || element.contains(hit)))
        found.push(`${name(element)} is covered at its centre by ${hit ? name(hit) : 'nothing'}`);
    }
    return found;
  });
}

/** Waits for the toast that says `message` (held since it came: `holdToastsAsTheyCome`), lets everything settle, checks. */
async function expectNothingCovered(page: Page, message: string) {
  await expect(toastWith(page, message)).toBeVisible();
  await settled(page);
  expect(await coveredControls(page), `with "${message}" on screen`).toEqual([]);
}

test('a merchant: a Settings save, a new category and pausing orders leave every control uncovered', async ({
  page,
  saveScreenshot,
}, testInfo) => {
  await signInApprovedMerchant(page, testInfo);

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible(FIRST_PAINT);
  await page
    .getByRole('region', { name: 'Business profile' })
    .getByRole('button', { name: 'Save business profile' })
    .click();
  await expectNothingCovered(page, 'Profile updated successfully!');
  await saveScreenshot('toast-over-settings');

  await page.goto('/dashboard/menu/categories/new');
  await page.getByLabel('Category Name').fill(`Pepper Soups ${testInfo.project.name}`);
  await page.getByRole('button', { name: 'Create Category' }).click();
  await expect(page).toHaveURL('/dashboard/menu');
  await expectNothingCovered(page, 'Category created successfully');

  await page.goto('/dashboard/orders');
  const pause = page.getByRole('switch', { name: /^Pause new orders/ });
  await expect(pause).toBeVisible(FIRST_PAINT);
  await pause.click();
  await expectNothingCovered(page, 'New orders paused');
});

test("an admin's approval on Merchant Requests leaves every control uncovered", async ({
  page,
  sessionOf,
}, testInfo) => {
  const { email } = await registerThroughApi(page.request, testInfo, { businessName: 'Toast Room Kitchen' });
  await useStoredSession(page.context(), await sessionOf('admin'));
  await page.goto('/dashboard/merchants/requests');
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(email);
  const row = page.getByRole('list', { name: 'Pending requests' }).getByRole('button', { name: /^Toast Room Kitchen/ });
  await expect(row).toHaveCount(1, FIRST_PAINT);
  await row.click();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expectNothingCovered(page, 'Merchant approved successfully!');
});

test("a visitor: a refused sign-in and the landing page's notice to a customer leave every control uncovered", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource.*(40[13]|422)/);
  await openLogin(page);
  await fillSignIn(page, { email: 'nobody.here@oja.local', password: 'Wrong@12345' }, false);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectNothingCovered(page, 'Invalid email or password.');

  // The live page again (a press on the prerendered copy a reload shows first is not kept).
  await openLogin(page);
  await fillSignIn(page, ACCOUNTS.customer, false);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(FIRST_PAINT);
  await expectNothingCovered(page, 'Customers use the Oja mobile app (coming soon).');
});
