import { buildSite } from '../routing/site-pages';
import { ADMIN_REMOTE, DASHBOARD_REMOTE, PRODUCTS_REMOTE, runtimeRemote } from '../test/declarations';
import { greeting } from './greeting';
import { ADMIN_SLOTS, activeItem, MERCHANT_SLOTS, navFor, searchNav } from './nav-items';

const { pages } = buildSite(
  [runtimeRemote(DASHBOARD_REMOTE), runtimeRemote(PRODUCTS_REMOTE), runtimeRemote(ADMIN_REMOTE)],
  'http://localhost/',
);

describe('dashboard menus', () => {
  it('lists the merchant menu in order, linked where a page fills an item', () => {
    expect(navFor('merchant', pages).map((item) => [item.label, item.to ?? null])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Order Mgt', null],
      ['Product Mgt', '/dashboard/menu'],
      ['Customer Support', null],
      ['Settings', null],
    ]);
  });

  it('lists the admin menu in order, then the items pages add', () => {
    const admin = navFor('admin', pages);
    expect(admin.map((item) => item.label)).toEqual([...ADMIN_SLOTS.map((slot) => slot.label), 'Activity']);
    expect(admin.filter((item) => item.to).map((item) => item.to)).toEqual([
      '/dashboard',
      '/dashboard/merchants',
      '/dashboard/activity',
    ]);
    expect(admin.at(-1)).toEqual({ label: 'Activity', icon: 'history', to: '/dashboard/activity' });
  });

  it('shows every item as a placeholder when no page fills it', () => {
    expect(navFor('merchant', []).map((item) => item.to)).toEqual(MERCHANT_SLOTS.map(() => undefined));
  });

  it('puts an entry only in the menus it names, and gives an unknown icon a plain mark', () => {
    // Merchants Mgt admits merchants (they see samples) but is in the admin's menu only.
    expect(navFor('merchant', pages).some((item) => item.label === 'Merchants Mgt')).toBe(false);
    const odd = buildSite(
      [
        runtimeRemote({
          ...ADMIN_REMOTE,
          pages: [{ ...ADMIN_REMOTE.pages[1], nav: { label: 'Audit', icon: 'telescope' } }],
        }),
      ],
      'http://localhost/',
    );
    expect(navFor('admin', odd.pages).at(-1)).toEqual({ label: 'Audit', icon: 'page', to: '/dashboard/activity' });
  });

  it('marks the most specific item of the current path', () => {
    const merchant = navFor('merchant', pages);
    const admin = navFor('admin', pages);
    expect(activeItem(merchant, '/dashboard/menu')?.label).toBe('Product Mgt');
    expect(activeItem(merchant, '/dashboard')?.label).toBe('Dashboard');
    expect(activeItem(admin, '/dashboard/merchants/requests')?.label).toBe('Merchants Mgt');
  });

  it('searches routed pages by name, ignoring case', () => {
    const admin = navFor('admin', pages);
    expect(searchNav(admin, 'MERCH').map((item) => item.label)).toEqual(['Merchants Mgt']);
    expect(searchNav(admin, 'bills')).toEqual([]);
    expect(searchNav(admin, '  ')).toEqual([]);
  });

  it("finds the parts of a page its declaration names, by their names and terms, after the pages' own names", () => {
    const { pages: withSections } = buildSite(
      [
        runtimeRemote({
          ...PRODUCTS_REMOTE,
          pages: [
            {
              ...PRODUCTS_REMOTE.pages[0],
              path: '/dashboard/settings',
              nav: {
                label: 'Settings',
                sections: [
                  { label: 'Bank account', anchor: 'bank-account', terms: ['account number', 'payout'] },
                  { label: 'Password', anchor: 'password' },
                ],
              },
            },
          ],
        }),
      ],
      'http://localhost/',
    );
    const merchant = navFor('merchant', withSections);
    expect(searchNav(merchant, 'bank')).toEqual([
      { label: 'Settings → Bank account', to: '/dashboard/settings#bank-account' },
    ]);
    expect(searchNav(merchant, 'PAYOUT')).toEqual([
      { label: 'Settings → Bank account', to: '/dashboard/settings#bank-account' },
    ]);
    // The page itself first, then its parts; a suggestion picked from the list finds itself.
    expect(searchNav(merchant, 'settings').map((hit) => hit.label)).toEqual([
      'Settings',
      'Settings → Bank account',
      'Settings → Password',
    ]);
    expect(searchNav(merchant, 'Settings → Password')).toEqual([
      { label: 'Settings → Password', to: '/dashboard/settings#password' },
    ]);
    expect(searchNav(merchant, 'opening hours')).toEqual([]);
  });
});

describe('greeting', () => {
  it.each([
    ['2026-11-21T06:30:00Z', 'Good morning, Ada'],
    ['2026-11-21T12:30:00Z', 'Good afternoon, Ada'],
    ['2026-11-21T18:30:00Z', 'Good evening, Ada'],
    ['2026-11-21T23:30:00Z', 'Good evening, Ada'],
  ])('at %s (Lagos is UTC+1) says %s', (iso, text) => {
    expect(greeting('Ada Obi', new Date(iso))).toBe(text);
  });

  it('greets without a name when there is none', () => {
    expect(greeting(undefined, new Date('2026-11-21T08:00:00Z'))).toBe('Good morning');
  });
});
