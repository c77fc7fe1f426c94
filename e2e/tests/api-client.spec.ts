// The page's API client (one axios instance, @oja/shared/api) is fetched with the first request a page makes, from
// the shell that provides it: the landing page, which makes no call, never downloads it; the login page downloads
// it when Login is pressed, once, and the dashboard it leads to makes its calls on the same instance.
import { fillSignIn, openLogin } from '../../mf-auth/e2e/steps';
import { useOwnClientAddress } from '../support/client-address';
import { ACCOUNTS } from '../support/environment';
import { expect, test } from '../support/fixtures';

/** The chunk that holds axios and the client's instance (`client.ts` names it). */
const API_CLIENT = /\/api-client\.[0-9a-f]+\.js$/;

test('the landing page never downloads the API client', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.locator('[data-oja-prerender]')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // The page's scripts were seen, and none of them is the client.
  expect(scripts.some((script) => script.startsWith('/remotes/landing/'))).toBe(true);
  expect(scripts.filter((script) => API_CLIENT.test(script))).toEqual([]);
});

test("a guest form downloads it with its first call, once, the shell's copy", async ({ page, context }, testInfo) => {
  await useOwnClientAddress(context, testInfo);
  const downloads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (API_CLIENT.test(pathname)) downloads.push(pathname);
  });
  await openLogin(page);
  await page.waitForLoadState('networkidle');
  expect(downloads).toEqual([]);

  await fillSignIn(page, ACCOUNTS.merchant, false);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard's own call (the merchant's figures) answered on the same instance.
  await expect(page.getByRole('region', { name: 'Your business' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(downloads).toHaveLength(1);
  // Served from the shell's folder: the shell provides @oja/shared/api, and no remote brought its own client.
  expect(downloads[0]).not.toMatch(/^\/remotes\//);
});
