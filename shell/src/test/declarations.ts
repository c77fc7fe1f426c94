// Declarations as remotes publish them (their remote.json), for the shell's tests: the shell itself knows none.
import {
  type PageDeclaration,
  PLATFORM_CONTRACT,
  type RemoteDeclaration,
  type RuntimeRemote,
} from '@oja/shared/platform';

function remote(name: string, folder: string, devPort: number, pages: PageDeclaration[]): RemoteDeclaration {
  return { contract: PLATFORM_CONTRACT, name, folder, devPort, pages };
}

type Role = 'admin' | 'merchant';

/**
 * A page in the dashboard chrome for signed-in `roles`, with its menu entry: its title, its icon, shown to
 * `menuRoles` (default: every role the page admits).
 */
function dashboardPage(
  [module, path]: [string, string],
  roles: Role[],
  [title, area]: [string, string],
  icon: string,
  menuRoles?: Role[],
): PageDeclaration {
  const nav = { label: title, icon, ...(menuRoles ? { roles: menuRoles } : {}) };
  return {
    module,
    path,
    access: { kind: 'signed-in', roles },
    chrome: 'dashboard',
    title,
    area,
    prerender: false,
    nav,
  };
}

export const DASHBOARD_REMOTE = remote('team_dashboard', 'dashboard', 3106, [
  dashboardPage(['DashboardPage', '/dashboard'], ['admin', 'merchant'], ['Dashboard', 'The dashboard'], 'dashboard'),
]);

export const PRODUCTS_REMOTE = remote('team_products', 'products', 3105, [
  dashboardPage(['ProductsPage', '/dashboard/menu/*'], ['merchant'], ['Product Mgt', 'Product management'], 'products'),
]);

export const ADMIN_REMOTE = remote('team_admin', 'admin', 3104, [
  dashboardPage(
    ['MerchantsPage', '/dashboard/merchants/*'],
    ['admin', 'merchant'],
    ['Merchants Mgt', 'Merchants management'],
    'merchants',
    ['admin'],
  ),
  dashboardPage(['ActivityPage', '/dashboard/activity'], ['admin'], ['Activity', 'The activity log'], 'history'),
]);

export const SIGN_IN_REMOTE = remote('team_sign_in', 'sign-in', 3102, [
  {
    module: 'LoginPage',
    path: '/login',
    access: { kind: 'guest' },
    chrome: 'none',
    title: 'Login',
    area: 'Sign in',
    prerender: false,
  },
]);

export function runtimeRemote(declaration: unknown, manifest = '/remotes/x/mf-manifest.json'): RuntimeRemote {
  return { manifest, declaration };
}
