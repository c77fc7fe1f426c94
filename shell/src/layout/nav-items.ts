// The dashboard menus: the spec's fixed items per role are the shell's (their labels, icons and order); which of
// them opens a page, and any item added after them, comes from the pages' declarations (a page's `nav` entry).
// An item no page fills is a placeholder: shown, marked as coming.
import type { PageSection } from '@oja/shared/platform';
import type { UserType } from '@oja/shared/validation';
import type { SitePage } from '../routing/site-pages';
import { isNavIconName, type NavIconName } from './nav-icons';

export interface NavItem {
  label: string;
  icon: NavIconName;
  /** The page it opens; absent for a placeholder. */
  to?: string;
  /** The parts of the page the page search finds (its declaration's `nav.sections`). */
  sections?: readonly PageSection[];
}

/** What the page search offers: a page ("Settings"), or a part of one ("Settings → Bank account"). */
export interface SearchHit {
  label: string;
  /** The page's path, with `#<anchor>` for a part of it. */
  to: string;
}

type Slot = Omit<NavItem, 'to'>;

export const MERCHANT_SLOTS: readonly Slot[] = [
  { label: 'Dashboard', icon: 'dashboard' },
  { label: 'Order Mgt', icon: 'orders' },
  { label: 'Product Mgt', icon: 'products' },
  { label: 'Customer Support', icon: 'support' },
  { label: 'Settings', icon: 'settings' },
];

export const ADMIN_SLOTS: readonly Slot[] = [
  { label: 'Dashboard', icon: 'dashboard' },
  { label: 'Package Mgt', icon: 'packages' },
  { label: 'Food Order', icon: 'food' },
  { label: 'Messages', icon: 'messages' },
  { label: 'Merchants Mgt', icon: 'merchants' },
  { label: 'Rider Mgt', icon: 'riders' },
  { label: 'History', icon: 'history' },
  { label: 'Bills', icon: 'bills' },
  { label: 'Settings', icon: 'settings' },
];

function slotsFor(userType: UserType | undefined): readonly Slot[] {
  return userType === 'merchant' ? MERCHANT_SLOTS : ADMIN_SLOTS;
}

/** Who a page's menu entry is for: the roles it names, else every role the page admits. */
function navRoles(page: SitePage): readonly UserType[] {
  if (page.kind !== 'live' || !page.nav) return [];
  if (page.nav.roles) return page.nav.roles;
  return page.access.kind === 'signed-in' ? page.access.roles : [];
}

/** The menu of a role: its fixed items, linked where a page fills them, then the items pages add. */
export function navFor(userType: UserType | undefined, pages: readonly SitePage[]): NavItem[] {
  const role = userType ?? 'admin';
  const items: NavItem[] = slotsFor(userType).map((slot) => ({ ...slot }));
  for (const page of pages) {
    if (page.kind !== 'live' || !page.nav || !navRoles(page).includes(role)) continue;
    const existing = items.find((item) => item.label === page.nav?.label);
    const sections = page.nav.sections ? { sections: page.nav.sections } : {};
    if (existing) {
      if (existing.to === undefined) Object.assign(existing, { to: page.mountPath }, sections);
    } else {
      const icon = page.nav.icon;
      items.push({
        label: page.nav.label,
        icon: icon && isNavIconName(icon) ? icon : 'page',
        to: page.mountPath,
        ...sections,
      });
    }
  }
  return items;
}

/** Every hit the page search can offer: each routed page, then each declared part of one. */
export function searchTargets(items: readonly NavItem[]): SearchHit[] {
  const pages: SearchHit[] = [];
  const parts: SearchHit[] = [];
  for (const item of items) {
    if (!item.to) continue;
    pages.push({ label: item.label, to: item.to });
    for (const section of item.sections ?? []) {
      parts.push({ label: `${item.label} → ${section.label}`, to: `${item.to}#${section.anchor}` });
    }
  }
  return [...pages, ...parts];
}

/**
 * What the query finds, ignoring case: pages whose name holds it first, then parts of pages whose name or terms
 * hold it (the top bar's search goes to the first).
 */
export function searchNav(items: readonly NavItem[], query: string): SearchHit[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [];
  const holds = (word: string) => word.toLowerCase().includes(wanted);
  const terms = new Map<string, readonly string[]>();
  for (const item of items) {
    for (const section of item.sections ?? []) {
      terms.set(`${item.to}#${section.anchor}`, [section.label, ...(section.terms ?? [])]);
    }
  }
  return searchTargets(items).filter((hit) => holds(hit.label) || (terms.get(hit.to) ?? []).some(holds));
}

/** The item a path belongs to: the longest matching route, so /dashboard/menu selects Product Mgt. */
export function activeItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  return items
    .filter((item) => item.to && (pathname === item.to || pathname.startsWith(`${item.to}/`)))
    .sort((a, b) => (b.to?.length ?? 0) - (a.to?.length ?? 0))[0];
}
