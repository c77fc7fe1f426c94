// React, the router, emotion, zustand, every @oja/shared entry and the federation runtime exist once on the
// page, whichever remotes are loaded: every consumer uses the shell's copy, one version of each.
import { dashboardMenu } from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { useStoredSession } from '../support/sessions';

interface ShareRecord {
  from: string;
  loaded?: boolean;
  useIn?: string[];
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareRecord>>>>;

test('one React, one router, one session store across the shell and every remote it loaded', async ({
  page,
  context,
  sessionOf,
}) => {
  await useStoredSession(context, await sessionOf('merchant'));
  // Visit pages of three remotes in one page load.
  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Dashboard · Oja');
  for (const [label, title] of [
    ['Product Mgt', 'Product Mgt · Oja'],
    ['Dashboard', 'Dashboard · Oja'],
  ] as const) {
    const nav = await dashboardMenu(page);
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }

  const { instances, scopes, runtimeFrom } = await page.evaluate(() => {
    const page = globalThis as unknown as {
      __FEDERATION__: { __INSTANCES__: { name: string }[]; __SHARE__: ShareScopes };
      _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
    };
    const federation = page.__FEDERATION__;
    return {
      instances: federation.__INSTANCES__.map((instance) => instance.name),
      scopes: federation.__SHARE__,
      runtimeFrom: page._FEDERATION_RUNTIME_CORE_FROM?.name ?? null,
    };
  });
  expect(instances).toEqual(expect.arrayContaining(['shell', 'mf_dashboard', 'mf_menu']));
  // One federation runtime too: the remotes' containers carry none and run on the one the shell published.
  expect(runtimeFrom).toBe('shell');

  const mustBeSingle = [
    'react',
    'react-dom',
    'react-router-dom',
    'zustand',
    '@emotion/react',
    '@oja/shared/session',
    '@oja/shared/api',
    '@oja/shared/toast',
    '@oja/shared/query',
    '@tanstack/react-query',
  ];
  for (const [container, byScope] of Object.entries(scopes)) {
    const shared = byScope.default ?? {};
    for (const name of mustBeSingle) {
      const versions = shared[name];
      if (!versions) continue;
      expect(Object.keys(versions), `${container}: ${name} versions`).toHaveLength(1);
    }
    for (const [name, versions] of Object.entries(shared)) {
      const inUse = Object.entries(versions).filter(([, record]) => record.loaded);
      expect(inUse.length, `${container}: ${name} copies in use`).toBeLessThanOrEqual(1);
      for (const [version, record] of inUse) {
        // The state holders and React are the shell's copies: no remote brought its own React, router or store.
        // The stateless entries of @oja/shared (format, theme, ui, ...) are bundled by each app since 5.1.0; the
        // shell still provides them to remotes built before, and only such a remote loads them.
        if (mustBeSingle.includes(name))
          expect(record.from, `${container}: ${name}@${version} comes from`).toBe('shell');
      }
    }
  }
  const reactUsers = scopes['shell:0.1.0']?.default?.react?.['19.3.1']?.useIn ?? [];
  expect(reactUsers.length).toBeGreaterThan(0);
  // The menu and the dashboard read through the page's one query client: the shell's TanStack Query is in use.
  const query = Object.values(scopes['shell:0.1.0']?.default?.['@tanstack/react-query'] ?? {});
  expect(query.filter((record) => record.loaded).map((record) => record.from)).toEqual(['shell']);
  // One router, by one name: react-router-dom, the shell's copy in use, and no `react-router` in any share scope.
  for (const [container, byScope] of Object.entries(scopes)) {
    expect(Object.keys(byScope.default ?? {}), `${container} shares`).not.toContain('react-router');
  }
  const router = Object.values(scopes['shell:0.1.0']?.default?.['react-router-dom'] ?? {});
  expect(router.filter((record) => record.loaded).map((record) => record.from)).toEqual(['shell']);
});
