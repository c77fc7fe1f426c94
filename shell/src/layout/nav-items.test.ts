import { greeting } from './greeting';
import { ADMIN_NAV, activeItem, MERCHANT_NAV, navFor, searchNav } from './nav-items';

const ADMIN_MENU_LABELS = [
  'Dashboard',
  'Package Mgt',
  'Food Order',
  'Messages',
  'Merchants Mgt',
  'Rider Mgt',
  'History',
  'Bills',
  'Settings',
];

describe('dashboard menus (spec section 2)', () => {
  it('lists the merchant menu in order, with routes only where the spec gives them', () => {
    expect(MERCHANT_NAV.map((item) => [item.label, item.to ?? null])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Order Mgt', null],
      ['Product Mgt', '/dashboard/menu'],
      ['Customer Support', null],
      ['Settings', null],
    ]);
  });

  it('lists the admin menu in order', () => {
    expect(ADMIN_NAV.map((item) => item.label)).toEqual(ADMIN_MENU_LABELS);
    expect(ADMIN_NAV.filter((item) => item.to).map((item) => item.to)).toEqual(['/dashboard', '/dashboard/merchants']);
  });

  it('gives each role its menu', () => {
    expect(navFor('merchant')).toBe(MERCHANT_NAV);
    expect(navFor('admin')).toBe(ADMIN_NAV);
  });

  it('marks the most specific item of the current path', () => {
    expect(activeItem(MERCHANT_NAV, '/dashboard/menu')?.label).toBe('Product Mgt');
    expect(activeItem(MERCHANT_NAV, '/dashboard')?.label).toBe('Dashboard');
    expect(activeItem(ADMIN_NAV, '/dashboard/merchants/requests')?.label).toBe('Merchants Mgt');
  });

  it('searches routed pages by name, ignoring case', () => {
    expect(searchNav(ADMIN_NAV, 'MERCH').map((item) => item.label)).toEqual(['Merchants Mgt']);
    expect(searchNav(ADMIN_NAV, 'bills')).toEqual([]);
    expect(searchNav(ADMIN_NAV, '  ')).toEqual([]);
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
