// The guest entry pages (/login, /forgot-password, /merchant/register) arrive prerendered in the first response:
// a form that shows, and takes typing, before any script. A press on its submit before the page's code has arrived
// is cancelled by the shell's inline start script (the browser's own submit would put the fields in the address)
// and starts the page at once. When the live page takes over, what was typed and the focus go over to it
// (shell/src/remotes/prerendered-page.ts); its own submit takes the next press.
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { fillSignIn } from '../../mf-auth/e2e/steps';
import { useOwnClientAddress } from '../support/client-address';
import { ACCOUNTS } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/held-requests';

const PAGES = [
  { path: '/login', heading: 'Login', remote: 'auth' },
  { path: '/forgot-password', heading: 'Forgot password?', remote: 'auth' },
  { path: '/merchant/register', heading: 'Sign Up as a Merchant', remote: 'merchant-onboarding' },
];

for (const { path, heading } of PAGES) {
  test(`${path}: the first response holds the form, its styles and its submit as React renders them`, async ({
    request,
  }) => {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    const submit = /<button type="submit"[^>]*>/.exec(html)?.[0];
    expect(submit).toBeDefined();
    expect(submit).not.toMatch(/\bdisabled\b|data-oja-/);
  });
}

test('the first response asks for every script the login page runs, and only for those', async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
  });
  const unused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('was preloaded using link preload but not used')) unused.push(message.text());
  });
  const response = await page.goto('/login');
  const html = (await response?.text()) ?? '';
  const asked = new Set(
    [...html.matchAll(/<link [^>]*rel="preload"[^>]*>|<script [^>]*src="[^"]+"[^>]*>/g)]
      .map(([tag]) => /(?:href|src)="([^"]+\.js)"/.exec(tag)?.[1])
      .filter((href): href is string => href !== undefined),
  );
  await expect(page.locator('[data-oja-prerender]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  // What was loaded without a hint would be a round trip after the scripts had run; what was hinted and not used
  // cost bandwidth (the browser says so a few seconds after the load).
  expect([...requested].sort()).toEqual([...asked].sort());
  await page.waitForTimeout(4_000);
  expect(unused).toEqual([]);
});

test("the page's code is asked for, and starts, only once the prerendered page has painted", async ({ page }) => {
  // A `defer` entry that is already at hand would run before the first paint, the page blank meanwhile; and code
  // downloading beside the page would share the link with it. The server holds the start hints in an inert template
  // and the shell's page releases them, and adds its entry script, once the first contentful paint is in
  // (api/src/site/prerender.ts, tooling/webpack-config/start-after-paint.mjs).
  await page.addInitScript(() => {
    const order: string[] = [];
    Object.assign(window, { startOrder: order });
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) order.push('painted');
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src) order.push('script');
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto('/login');
  // Allowed by its hash, with no 'unsafe-inline': the one inline script the site runs. A script the policy refused
  // would be a console error, which the suite's console guard fails the test on.
  const scriptSrc = /script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  expect(scriptSrc).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
  // The live page has taken over.
  await expect(page.locator('[data-oja-prerender]')).toHaveCount(0);
  const order = await page.evaluate(() => (window as unknown as { startOrder: string[] }).startOrder);
  expect(order[0]).toBe('painted');
  expect(order).toContain('script');
  // Every script and JSON file (the runtime config, the remote's manifest) was asked for after the paint.
  const { paintedAt, fetched } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    fetched: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(js|json)$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ file: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  expect(fetched.map(({ file }) => file)).toEqual(
    expect.arrayContaining(['/runtime-config.json', expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/)]),
  );
  for (const { file, startTime } of fetched) expect(startTime, file).toBeGreaterThanOrEqual(paintedAt);
});

/**
 * Opens `path` with the shell's entry script and the remote's held until `release` is called: nothing has started,
 * the page is the server's copy, as for a visitor who types before the scripts have arrived.
 */
async function openPrerendered(page: Page, path: string, remote: string) {
  const release = await holdRequests(page, [
    /\/main\.[0-9a-f]+\.js$/,
    new RegExp(`/remotes/${remote}/[0-9a-f]+/remoteEntry\\.[0-9a-f]+\\.js$`),
  ]);
  await page.goto(path);
  return { release, copy: page.locator('[data-oja-prerender]') };
}

/** The login's copy, scripts held, with the merchant's email and password typed into it. */
async function typeIntoPrerenderedLogin(page: Page, context: BrowserContext, testInfo: TestInfo) {
  await useOwnClientAddress(context, testInfo);
  const opened = await openPrerendered(page, '/login', 'auth');
  // Only the copy is on the page while the scripts are held: the sign-in steps type into it.
  await fillSignIn(page, ACCOUNTS.merchant, false);
  return opened;
}

test('what is typed into the prerendered login goes over to the live page, which signs in', async ({
  page,
  context,
}, testInfo) => {
  const { release, copy } = await typeIntoPrerenderedLogin(page, context, testInfo);

  await release();
  await expect(copy).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.merchant.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(ACCOUNTS.merchant.password);
  // The focus was in the password field, and is still there: Enter signs in.
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard', { timeout: 20_000 });
});

test('the prerendered registration keeps a typed business name through the takeover', async ({ page }) => {
  const { release, copy } = await openPrerendered(page, '/merchant/register', 'merchant-onboarding');
  await copy.getByLabel('Business name', { exact: true }).fill('Mama Nkechi Kitchen');
  await release();
  await expect(copy).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByLabel('Business name', { exact: true })).toHaveValue('Mama Nkechi Kitchen');
  await expect(page.getByLabel('Business name', { exact: true })).toBeFocused();
});

test('Login pressed before the scripts have arrived never sends the form by the address', async ({
  page,
  context,
}, testInfo) => {
  // On a slow phone the form shows seconds before its code. The browser's own submit would be a GET of /login with the
  // email and password in the address: the start script cancels it, and the press starts the page's code at once.
  const { release, copy } = await typeIntoPrerenderedLogin(page, context, testInfo);
  await copy.getByRole('button', { name: 'Login' }).click();
  await copy.getByLabel('Password', { exact: true }).press('Enter');
  await expect(copy.getByRole('button', { name: 'Login' })).toBeEnabled();
  expect(new URL(page.url()).search).toBe('');
  await expect(page).toHaveURL('/login');

  await release();
  await expect(copy).toHaveCount(0, { timeout: 20_000 });
  // What was typed is the live form's, whose own Login signs in.
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(ACCOUNTS.merchant.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard', { timeout: 20_000 });
});
