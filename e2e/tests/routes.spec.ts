// The route table and its guard (docs/product/screens.md, "Routes and who may open them"): every route, as a guest and
// with a stored session of each kind.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { SessionKind } from '../support/sessions';
import { useStoredSession } from '../support/sessions';

const TITLES: Record<string, string> = {
  '/': 'Smarter delivery for Nigeria · Oja',
  '/login': 'Login · Oja',
  '/forgot-password': 'Reset your password · Oja',
  '/merchant/register': 'Sign Up as a Merchant · Oja',
  '/dashboard': 'Dashboard · Oja',
  '/dashboard/merchants': 'Merchants Mgt · Oja',
  '/dashboard/menu': 'Product Mgt · Oja',
  '/dashboard/activity': 'Activity · Oja',
  '/dashboard/settings': 'Settings · Oja',
  '/merchant/application': 'Your application · Oja',
};
const ROUTES = [...Object.keys(TITLES), '/no-such-page'] as const;
type Route = (typeof ROUTES)[number];

/** Where the visitor ends up, and whether the stored session is gone by then. */
interface Outcome {
  at: Route;
  cleared: boolean;
}
const stay = (at: Route): Outcome => ({ at, cleared: false });
const clearedAt = (at: Route): Outcome => ({ at, cleared: true });

const EXPECTED: Record<SessionKind, Record<Route, Outcome>> = {
  guest: {
    '/': stay('/'),
    '/login': stay('/login'),
    '/forgot-password': stay('/forgot-password'),
    '/merchant/register': stay('/merchant/register'),
    '/dashboard': stay('/login'),
    '/dashboard/merchants': stay('/login'),
    '/dashboard/menu': stay('/login'),
    '/dashboard/activity': stay('/login'),
    '/dashboard/settings': stay('/login'),
    '/merchant/application': stay('/login'),
    '/no-such-page': stay('/no-such-page'),
  },
  admin: {
    '/': stay('/'),
    '/login': stay('/dashboard'),
    '/forgot-password': stay('/dashboard'),
    '/merchant/register': stay('/dashboard'),
    '/dashboard': stay('/dashboard'),
    '/dashboard/merchants': stay('/dashboard/merchants'),
    // /dashboard/menu is for merchants only: admins cannot open it; a role not allowed goes to /.
    '/dashboard/menu': stay('/'),
    '/dashboard/activity': stay('/dashboard/activity'),
    '/dashboard/settings': stay('/'),
    '/merchant/application': stay('/'),
    '/no-such-page': stay('/no-such-page'),
  },
  merchant: {
    '/': stay('/'),
    '/login': stay('/dashboard'),
    '/forgot-password': stay('/dashboard'),
    '/merchant/register': stay('/dashboard'),
    '/dashboard': stay('/dashboard'),
    '/dashboard/merchants': stay('/dashboard/merchants'),
    '/dashboard/menu': stay('/dashboard/menu'),
    '/dashboard/activity': stay('/'),
    '/dashboard/settings': stay('/dashboard/settings'),
    // The applicant's page is a rejected merchant's: an approved one goes to its dashboard, still signed in.
    '/merchant/application': stay('/dashboard'),
    '/no-such-page': stay('/no-such-page'),
  },
  // A merchant whose verification_status is not approved is signed out and sent to /login from a signed-in page; on a
  // visitors' page it is a signed-in user like any other: sent to /dashboard, whose guard signs it out (the product's
  // two rules, one after the other).
  'pending-merchant': {
    '/': stay('/'),
    '/login': clearedAt('/login'),
    '/forgot-password': clearedAt('/login'),
    '/merchant/register': clearedAt('/login'),
    '/dashboard': clearedAt('/login'),
    '/dashboard/merchants': clearedAt('/login'),
    '/dashboard/menu': clearedAt('/login'),
    '/dashboard/activity': clearedAt('/login'),
    '/dashboard/settings': clearedAt('/login'),
    '/merchant/application': clearedAt('/login'),
    '/no-such-page': stay('/no-such-page'),
  },
  // Any other user type: guest pages clear it and send it to /; dashboard pages send it to /.
  customer: {
    '/': stay('/'),
    '/login': clearedAt('/'),
    '/forgot-password': clearedAt('/'),
    '/merchant/register': clearedAt('/'),
    '/dashboard': stay('/'),
    '/dashboard/merchants': stay('/'),
    '/dashboard/menu': stay('/'),
    '/dashboard/activity': stay('/'),
    '/dashboard/settings': stay('/'),
    '/merchant/application': stay('/'),
    '/no-such-page': stay('/no-such-page'),
  },
  // A stored user that cannot be parsed is cleared at once: the visitor is a guest everywhere.
  unparsable: {
    '/': clearedAt('/'),
    '/login': clearedAt('/login'),
    '/forgot-password': clearedAt('/forgot-password'),
    '/merchant/register': clearedAt('/merchant/register'),
    '/dashboard': clearedAt('/login'),
    '/dashboard/merchants': clearedAt('/login'),
    '/dashboard/menu': clearedAt('/login'),
    '/dashboard/activity': clearedAt('/login'),
    '/dashboard/settings': clearedAt('/login'),
    '/merchant/application': clearedAt('/login'),
    '/no-such-page': clearedAt('/no-such-page'),
  },
};

async function storedToken(page: Page) {
  return page.evaluate(() => [window.localStorage.getItem('auth_token'), window.localStorage.getItem('user')]);
}

// The guard's decisions do not depend on the width: the whole matrix runs at desktop width, and the visitor's and
// the merchant's rows at phone width too (the phone project skips tests tagged @desktop-only).
const ROWS_ON_PHONES: readonly SessionKind[] = ['guest', 'merchant'];

for (const [kind, routes] of Object.entries(EXPECTED) as [SessionKind, Record<Route, Outcome>][]) {
  test.describe(`as ${kind}`, { tag: ROWS_ON_PHONES.includes(kind) ? [] : ['@desktop-only'] }, () => {
    for (const [route, outcome] of Object.entries(routes) as [Route, Outcome][]) {
      test(`${route} -> ${outcome.at}${outcome.cleared ? ' (signed out)' : ''}`, async ({
        page,
        context,
        sessionOf,
      }) => {
        await useStoredSession(context, await sessionOf(kind));
        await page.goto(route);
        await expect(page).toHaveURL(outcome.at);
        if (outcome.at === '/no-such-page') {
          await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
          await expect(page).toHaveTitle('Page not found · Oja');
        } else {
          await expect(page).toHaveTitle(TITLES[outcome.at] ?? '');
          // The page itself arrived from its remote (not a loading or failure state).
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
        }
        // The live page, not the server's prerendered copy, which is on screen before the shell (and its guard) has
        // started: the storage is only the guard's answer once the copy is gone.
        await expect(page.locator('[data-oja-prerender]')).toHaveCount(0);
        const [token, user] = await storedToken(page);
        if (outcome.cleared || kind === 'guest') {
          expect(token).toBeNull();
          expect(user).toBeNull();
        } else {
          expect(token).not.toBeNull();
        }
      });
    }
  });
}

test.describe('a stored merchant without its merchant object', () => {
  test('gets its profile fetched and merged into the stored user', async ({ page, context, sessionOf }) => {
    const session = await sessionOf('merchant');
    if (!session) throw new Error('no merchant session');
    const { merchant: _dropped, ...user } = JSON.parse(session.user) as Record<string, unknown>;
    await useStoredSession(context, { token: session.token, user: JSON.stringify(user) });
    const profileCall = page.waitForResponse((response) => response.url().endsWith('/api/auth/profile'));
    await page.goto('/dashboard');
    expect((await profileCall).status()).toBe(200);
    await expect(page).toHaveURL('/dashboard');
    await expect(page).toHaveTitle('Dashboard · Oja');
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
    expect(stored.merchant.verification_status).toBe('approved');
  });

  test('is signed out when the profile cannot be fetched', async ({ page, context, sessionOf, allowConsoleErrors }) => {
    allowConsoleErrors(/401/);
    const session = await sessionOf('merchant');
    if (!session) throw new Error('no merchant session');
    const { merchant: _dropped, ...user } = JSON.parse(session.user) as Record<string, unknown>;
    await useStoredSession(context, { token: 'revoked-or-unknown-token', user: JSON.stringify(user) });
    await page.goto('/dashboard/menu');
    await expect(page).toHaveURL('/login');
    expect(await storedToken(page)).toEqual([null, null]);
  });
});
