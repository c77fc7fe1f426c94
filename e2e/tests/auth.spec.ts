// /login (docs/product/screens.md, Login; docs/product/server-rules.md, Remember me and After sign-in): signing in as
// each kind of account against the real API and the seeded accounts, and what follows. The form's own checks, a wrong
// password and the busy state are tested in the remote's own suite (mf-auth/e2e, against its mock API).
// The on-load rule (a stored admin or merchant goes to /dashboard, any
// other stored user is cleared and sent to /) is the shell's guest guard, covered for every route in routes.spec.ts.
import type { Page, Response } from '@playwright/test';
import { fillSignIn, NOTHING_STORED, openLogin, stored } from '../../mf-auth/e2e/steps';
import { seriousViolations } from '../support/axe';
import { useOwnClientAddress } from '../support/client-address';
import { ACCOUNTS } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { overlapOnScreen, toastWith } from '../support/toasts';

interface Account {
  email: string;
  password: string;
}

test.beforeEach(async ({ context }, testInfo) => {
  await useOwnClientAddress(context, testInfo);
});

/** Fills the form and presses Login; answers the API's response to the sign-in call. */
async function signIn(page: Page, account: Account, options: { remember?: boolean } = {}): Promise<Response> {
  await fillSignIn(page, account, options.remember ?? false);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/login') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Login' }).click();
  return answer;
}

/** The token the server answered is dead: the page did not keep the session and revoked it. */
async function expectRevoked(page: Page, response: Response) {
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  await expect
    .poll(async () =>
      (await page.request.get('/api/auth/profile', { headers: { authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);
}

// Desktop only: the admin account is signed in to by several specs, and the API allows 5 sign-ins a minute per
// email; the phone project proves Remember me with the merchant below.
test('an admin without Remember me: session in sessionStorage only, "Logging in..." while waiting, toast, /dashboard @desktop-only', async ({
  page,
  context,
}) => {
  // Holds the answer a moment so the busy state can be seen.
  await page.route('**/api/auth/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await openLogin(page);
  const answer = signIn(page, ACCOUNTS.admin);
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  expect((await answer).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toastWith(page, 'Login successful!')).toBeVisible();
  const session = await stored(page);
  expect(session.local).toEqual({ token: null, user: null });
  expect(session.session.token).toBeTruthy();
  expect(JSON.parse(session.session.user ?? '{}')).toMatchObject({ email: ACCOUNTS.admin.email, user_type: 'admin' });
  // sessionStorage belongs to the tab: a new tab is signed out.
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/login$/);
});

test('an approved merchant with Remember me: session in localStorage, kept in a new tab', async ({
  page,
  context,
  saveScreenshot,
}) => {
  await openLogin(page);
  expect((await signIn(page, ACCOUNTS.merchant, { remember: true })).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  const welcome = toastWith(page, 'Login successful!');
  await expect(welcome).toBeVisible();
  // The pointer over it holds its 3 seconds while the dashboard's page arrives (slowly, on a loaded machine).
  await welcome.hover();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The toast stands top right below the top bar, never over the bar's controls; from 640 px, where it is 400 px wide,
  // it leaves the heading's words readable too (on a phone it spans the width, as the product places it).
  expect(await overlapOnScreen(welcome, page.getByRole('banner'))).toBe(false);
  if ((page.viewportSize()?.width ?? 0) >= 640) {
    expect(await overlapOnScreen(welcome, page.getByRole('heading', { level: 1 }), { text: true })).toBe(false);
  }
  const session = await stored(page);
  expect(session.session).toEqual({ token: null, user: null });
  expect(JSON.parse(session.local.user ?? '{}')).toMatchObject({
    email: ACCOUNTS.merchant.email,
    user_type: 'merchant',
    merchant: { verification_status: 'approved' },
  });
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/dashboard$/);
  await saveScreenshot('login-approved-dashboard', other);
  // Back on /login, a stored merchant is sent to /dashboard (spec: "On load").
  await other.goto('/login');
  await expect(other).toHaveURL(/\/dashboard$/);
});

test('a pending merchant sees "Welcome back!" with the 7-day note, and no session is kept', async ({
  page,
  saveScreenshot,
}) => {
  await openLogin(page);
  const response = await signIn(page, ACCOUNTS.pendingMerchant, { remember: true });
  expect(response.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Welcome back!', level: 1 })).toBeVisible();
  await expect(page.getByText(/is being reviewed\. We will send you an email as soon as it is approved/)).toBeVisible();
  await expect(
    page.getByText(/If you have not received an email after 7 days, or your details need changing/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@oja.local' }).first()).toHaveAttribute(
    'href',
    'mailto:support@oja.local',
  );
  await expect(page).toHaveURL(/\/login$/);
  await expect(toastWith(page, 'Login successful!')).toHaveCount(0);
  expect(await stored(page)).toEqual(NOTHING_STORED);
  await expectRevoked(page, response);
  await saveScreenshot('login-pending');
  expect(await seriousViolations(page), 'axe, the review screen').toEqual([]);
  // A reload is a visitor again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
});

test('a rejected merchant reads the reason and the support note; no session is kept until it opens its application', async ({
  page,
  saveScreenshot,
}) => {
  await openLogin(page);
  const response = await signIn(page, ACCOUNTS.rejectedMerchant, { remember: true });
  expect(response.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Your application was not approved', level: 1 })).toBeVisible();
  await expect(page.getByText('Kaduna Quick Stop')).toBeVisible();
  await expect(
    page.getByText(
      'The business ID document is unreadable. Please upload a clear scan of your certificate of incorporation.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/If you have not received an email after 7 days/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update your application' })).toBeVisible();
  expect(await stored(page)).toEqual(NOTHING_STORED);
  await saveScreenshot('login-rejected');
  expect(await seriousViolations(page), 'axe, the rejection screen').toEqual([]);
  // Leaving the screen gives the token back (the application area is resubmission.spec.ts's).
  await page.getByRole('button', { name: 'Back to login' }).click();
  await expectRevoked(page, response);
});

test('a customer is refused by the server ("Access denied") and sent to /, where a toast says customers use the app', async ({
  page,
  allowConsoleErrors,
}) => {
  // The server's refusal (403) shows in the console; the page itself says nothing is wrong.
  allowConsoleErrors(/Failed to load resource.*403/);
  await openLogin(page);
  const response = await signIn(page, ACCOUNTS.customer, { remember: true });
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { message: string }).message).toMatch(/^Access denied/);
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Smarter delivery/ })).toBeVisible();
  await expect(toastWith(page, 'Customers use the Oja mobile app (coming soon).')).toBeVisible();
  await expect(toastWith(page, 'You do not have permission to perform this action')).toHaveCount(0);
  await expect(toastWith(page, 'Access denied')).toHaveCount(0);
  expect(await stored(page)).toEqual(NOTHING_STORED);
});
