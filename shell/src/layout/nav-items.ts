// The dashboard menus of spec section 2. Items without a route are placeholders: shown, but marked as coming.
import type { UserType } from '@oja/shared/validation';
import type { NavIconName } from './nav-icons';

export interface NavItem {
  label: string;
  icon: NavIconName;
  /** The page it opens; absent for a placeholder. */
  to?: string;
}

export const MERCHANT_NAV: readonly NavItem[] = [
  { label: 'Dashboard', icon: 'dashboard', to: '/dashboard' },
  { label: 'Order Mgt', icon: 'orders' },
  { label: 'Product Mgt', icon: 'products', to: '/dashboard/menu' },
  { label: 'Customer Support', icon: 'support' },
  { label: 'Settings', icon: 'settings' },
];

export const ADMIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', icon: 'dashboard', to: '/dashboard' },
  { label: 'Package Mgt', icon: 'packages' },
  { label: 'Food Order', icon: 'food' },
  { label: 'Messages', icon: 'messages' },
  { label: 'Merchants Mgt', icon: 'merchants', to: '/dashboard/merchants' },
  { label: 'Rider Mgt', icon: 'riders' },
  { label: 'History', icon: 'history' },
  { label: 'Bills', icon: 'bills' },
  { label: 'Settings', icon: 'settings' },
];

export function navFor(userType: UserType | undefined): readonly NavItem[] {
  return userType === 'merchant' ? MERCHANT_NAV : ADMIN_NAV;
}

/** The routed items whose label contains the query (the top bar's search jumps to the first). */
export function searchNav(items: readonly NavItem[], query: string): NavItem[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  return items.filter((item) => item.to && item.label.toLowerCase().includes(wanted));
}

/** The item a path belongs to: the longest matching route, so /dashboard/menu selects Product Mgt. */
export function activeItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  return items
    .filter((item) => item.to && (pathname === item.to || pathname.startsWith(`${item.to}/`)))
    .sort((a, b) => (b.to?.length ?? 0) - (a.to?.length ?? 0))[0];
}
