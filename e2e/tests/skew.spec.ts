// Version skew: a remote deployed on its own, built against another @oja/shared than the live shell provides (the
// skew fixture, built by the global setup against copies of @oja/shared with other versions).
//   - compatible (built with the next minor, asking only for the shell's version): deployed alone by the deploy
//     tool into a site whose live shell is of the previous minor (support/skew-site.ts: a second production server),
//     it works there, with its own new call and the shell's copies of React, the router and the session store;
//   - incompatible (built for the next major, which the deploy tool refuses): served beside the real site as if a
//     deploy had bypassed the checks (its manifest in the runtime config, its files from another path), so only the
//     shell's run-time protection stands between it and the page: its own area shows a clear message; the rest of
//     the site works.
// Never a blank page, "Invalid hook call", or a second React, router or session store on the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@oja/shared/platform';
import type { Page } from '@playwright/test';
import { dashboardMenu } from '../support/dashboard';
import { ACCOUNTS, SKEW_BUILDS } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { loginThroughApi, useStoredSession } from '../support/sessions';
import { startSkewSite } from '../support/skew-site';

type Build = keyof typeof SKEW_BUILDS;

/** Adds the fixture to the runtime config the shell receives, and serves its files, as another deploy would. */
async function serveSkewRemote(page: Page, build: Build) {
  const dist = SKEW_BUILDS[build];
  const declaration: unknown = JSON.parse(readFileSync(path.join(dist, 'remote.json'), 'utf8'));
  await page.route('**/runtime-config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as RuntimeConfig;
    config.remotes.push({ manifest: `/skew-deploy/${build}/mf-manifest.json`, declaration });
    await route.fulfill({ json: config, headers: { 'cache-control': 'no-cache' } });
  });
  await page.route(`**/skew-deploy/${build}/**`, (route) => {
    const file = new URL(route.request().url()).pathname.replace(`/skew-deploy/${build}/`, '');
    return route.fulfill({ path: path.join(dist, file) });
  });
}

interface ShareRecord {
  from: string;
  loaded?: boolean;
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareRecord>>>>;

/** Per shared module: the copies in use on the page and where they came from. */
async function copiesInUse(page: Page): Promise<Record<string, string[]>> {
  const scopes = await page.evaluate(
    () => (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__.__SHARE__,
  );
  const inUse: Record<string, Set<string>> = {};
  for (const byScope of Object.values(scopes)) {
    for (const [name, versions] of Object.entries(byScope.default ?? {})) {
      for (const [version, record] of Object.entries(versions)) {
        if (!record.loaded) continue;
        const copies = inUse[name] ?? new Set<string>();
        copies.add(`${version} from ${record.from}`);
        inUse[name] = copies;
      }
    }
  }
  return Object.fromEntries(Object.entries(inUse).map(([name, copies]) => [name, [...copies]]));
}

/** The @oja/shared version a fixture build was made with (its manifest says). */
function sharedVersionOf(build: Build): string {
  const manifest = JSON.parse(readFileSync(path.join(SKEW_BUILDS[build], 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string }[];
  };
  const version = manifest.shared.find((entry) => entry.name === '@oja/shared/session')?.version ?? '';
  expect(version).not.toBe('');
  return version;
}

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', '@emotion/react', '@oja/shared/session'];

/** The compatible fixture's page on a site: its own call answered, the shell's copies, one session store. */
async function expectCompatibleRemoteWorks(page: Page) {
  await expect(page.getByRole('heading', { name: 'Skew check', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Skew check · Oja');
  // The shell's session store: the signed-in merchant, and the page is mounted where its declaration says.
  await expect(page.getByText(/^Signed in as (?!nobody).+/)).toBeVisible();
  await expect(page.getByText('Mounted at /dashboard/skew')).toBeVisible();
  // A call of its own, on an endpoint only its (next) contract declares, made through the shell's API client: a new
  // call shipped with the remote alone, no shell deploy.
  await expect(page.getByText(/^Countries from the next version's contract: [1-9]\d*$/)).toBeVisible();
  // Its declaration put it in the shell's menu.
  const nav = await dashboardMenu(page);
  await expect(nav.getByRole('link', { name: 'Skew check' })).toHaveAttribute('aria-current', 'page');
  if ((page.viewportSize()?.width ?? 0) < 768) await page.keyboard.press('Escape');

  const copies = await copiesInUse(page);
  for (const name of SINGLETONS) {
    expect(copies[name], `${name} copies in use`).toHaveLength(1);
    expect(copies[name]?.[0], `${name} is the shell's`).toMatch(/ from shell$/);
  }
  // The remote did bring its own, newer @oja/shared (the version its manifest names), which stays unused.
  const brought = sharedVersionOf('compatible');
  expect(copies['@oja/shared/session']?.[0]).not.toBe(`${brought} from shell`);

  // One session store: signing out in the remote signs the whole site out (the shell's guard reacts).
  await page.getByRole('button', { name: 'Sign out from this remote' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('a remote built against another @oja/shared', () => {
  test('compatible (next minor, asks for what the shell has): deployed alone, works with the shell’s copies', async ({
    page,
    context,
    playwright,
  }, info) => {
    // A server of its own: a fresh database is set up and seeded before it answers, slow on a loaded machine.
    test.setTimeout(180_000);
    // Deployed by the deploy tool into a site whose live shell is of the previous minor, and served from there.
    const site = await startSkewSite(info.parallelIndex);
    await info.attach('deployed', { body: `${site.deployed.name} ${site.deployed.version}` });
    try {
      const api = await playwright.request.newContext({ baseURL: site.origin });
      const merchant = await loginThroughApi(api, ACCOUNTS.merchant);
      await api.dispose();
      await useStoredSession(context, { token: merchant.token, user: JSON.stringify(merchant.user) });
      await page.goto(`${site.origin}/dashboard/skew`);
      await expectCompatibleRemoteWorks(page);
    } finally {
      site.stop();
    }
  });

  test('incompatible (next major): its own area says so; the rest of the site works', async ({
    page,
    context,
    sessionOf,
    allowConsoleErrors,
    saveScreenshot,
  }) => {
    allowConsoleErrors(/mf_skew|SharedVersionError|needs @oja\/shared|Failed to load resource/);
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      if (/Invalid hook call/.test(message.text())) pageErrors.push(message.text());
    });
    await useStoredSession(context, await sessionOf('merchant'));
    await serveSkewRemote(page, 'incompatible');
    await page.goto('/dashboard/skew');
    const failure = page.getByRole('alert', { name: 'Skew check is unavailable right now' });
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(failure).toContainText('published for a newer version of the site');
    await saveScreenshot('skew-incompatible');

    // The chrome is intact and the other pages open from it.
    const nav = await dashboardMenu(page);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(pageErrors).toEqual([]);
    const copies = await copiesInUse(page);
    for (const name of SINGLETONS) {
      expect(copies[name] ?? [], `${name} copies in use`).toHaveLength(1);
    }
    // Nothing of the @oja/shared it brought is in use.
    const brought = sharedVersionOf('incompatible');
    expect(
      Object.values(copies)
        .flat()
        .filter((copy) => copy.startsWith(`${brought} `)),
    ).toEqual([]);
  });
});
