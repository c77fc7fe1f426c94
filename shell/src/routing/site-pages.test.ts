import { ADMIN_REMOTE, DASHBOARD_REMOTE, PRODUCTS_REMOTE, runtimeRemote, SIGN_IN_REMOTE } from '../test/declarations';
import { buildSite, pageAt, titleFor } from './site-pages';

const BASE = 'http://localhost/';

describe('buildSite', () => {
  it('lists every page of every declaration, with its module id and mount path', () => {
    const site = buildSite(
      [runtimeRemote(SIGN_IN_REMOTE, '/remotes/sign-in/abc/mf-manifest.json'), runtimeRemote(PRODUCTS_REMOTE)],
      BASE,
    );
    expect(site.problems).toEqual([]);
    expect(site.remotes).toEqual([
      { name: 'team_sign_in', entry: 'http://localhost/remotes/sign-in/abc/mf-manifest.json' },
      { name: 'team_products', entry: 'http://localhost/remotes/x/mf-manifest.json' },
    ]);
    expect(site.pages.map((page) => [page.kind, page.path, page.kind === 'live' && page.moduleId])).toEqual([
      ['live', '/login', 'team_sign_in/LoginPage'],
      ['live', '/dashboard/menu/*', 'team_products/ProductsPage'],
    ]);
    expect(site.pages[1]).toMatchObject({ mountPath: '/dashboard/menu', title: 'Product Mgt' });
  });

  it('keeps an absolute manifest URL as it is', () => {
    const site = buildSite([runtimeRemote(SIGN_IN_REMOTE, 'https://cdn.example.ng/sign-in/mf-manifest.json')], BASE);
    expect(site.remotes[0]?.entry).toBe('https://cdn.example.ng/sign-in/mf-manifest.json');
  });

  it('refuses a declaration of a newer contract, keeping its paths for a message in place', () => {
    const newer = { ...SIGN_IN_REMOTE, contract: 2, pages: [{ ...SIGN_IN_REMOTE.pages[0], layout: 'new' }] };
    const site = buildSite([runtimeRemote(newer), runtimeRemote(DASHBOARD_REMOTE)], BASE);
    expect(site.remotes.map((remote) => remote.name)).toEqual(['team_dashboard']);
    expect(site.pages[0]).toEqual({
      kind: 'refused',
      path: '/login',
      title: 'Login',
      area: 'Sign in',
      reason: 'newer-contract',
    });
    expect(site.problems).toEqual([expect.stringContaining('was refused: newer-contract')]);
  });

  it('refuses a declaration it cannot read, saying where, and builds the rest of the site', () => {
    const broken = {
      ...PRODUCTS_REMOTE,
      pages: [{ ...PRODUCTS_REMOTE.pages[0], access: { kind: 'everyone' } }],
    };
    const site = buildSite([runtimeRemote(broken), runtimeRemote(SIGN_IN_REMOTE), runtimeRemote('nonsense')], BASE);
    expect(site.pages.map((page) => [page.kind, page.path])).toEqual([
      ['refused', '/dashboard/menu/*'],
      ['live', '/login'],
    ]);
    expect(site.problems[0]).toMatch(/pages\.0\.access/);
    expect(site.problems).toHaveLength(2);
  });

  it('refuses a dashboard page open to visitors, and a prerendered signed-in page', () => {
    const open = { ...PRODUCTS_REMOTE, pages: [{ ...PRODUCTS_REMOTE.pages[0], access: { kind: 'public' } }] };
    const prerendered = { ...PRODUCTS_REMOTE, pages: [{ ...PRODUCTS_REMOTE.pages[0], prerender: true }] };
    expect(buildSite([runtimeRemote(open)], BASE).problems[0]).toMatch(/dashboard page is for signed-in users/);
    expect(buildSite([runtimeRemote(prerendered)], BASE).problems[0]).toMatch(/only a public or guest page/);
  });

  it('refuses a remote whose manifest URL is not one, in its own area', () => {
    const site = buildSite([runtimeRemote(SIGN_IN_REMOTE, 'http://[broken'), runtimeRemote(DASHBOARD_REMOTE)], BASE);
    expect(site.remotes.map((remote) => remote.name)).toEqual(['team_dashboard']);
    expect(site.pages.map((page) => [page.kind, page.path])).toEqual([
      ['refused', '/login'],
      ['live', '/dashboard'],
    ]);
  });

  it('gives a path to the first remote that claims it', () => {
    const rival = { ...SIGN_IN_REMOTE, name: 'team_rival' };
    const site = buildSite([runtimeRemote(SIGN_IN_REMOTE), runtimeRemote(rival)], BASE);
    expect(site.pages).toHaveLength(1);
    expect(site.pages[0]).toMatchObject({ moduleId: 'team_sign_in/LoginPage' });
    expect(site.problems).toEqual(["team_rival: /login is already another page's; ignored"]);
  });
});

describe('titles and lookup', () => {
  const { pages } = buildSite(
    [runtimeRemote(DASHBOARD_REMOTE), runtimeRemote(PRODUCTS_REMOTE), runtimeRemote(ADMIN_REMOTE)],
    BASE,
  );

  it('finds the most specific page for a path', () => {
    expect(pageAt(pages, '/dashboard')?.title).toBe('Dashboard');
    expect(pageAt(pages, '/dashboard/menu/items/new')?.title).toBe('Product Mgt');
    expect(pageAt(pages, '/dashboard/nowhere')).toBeUndefined();
  });

  it('titles each page from its declaration, and unknown paths as not found', () => {
    expect(titleFor(pages, '/dashboard/activity')).toBe('Activity · Oja');
    expect(titleFor(pages, '/dashboard/merchants/requests/4')).toBe('Merchants Mgt · Oja');
    expect(titleFor(pages, '/elsewhere')).toBe('Page not found · Oja');
  });
});
