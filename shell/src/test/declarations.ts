// Declarations as remotes publish them (their remote.json), for the shell's tests: the shell itself knows none.
import { PLATFORM_CONTRACT, type RemoteDeclaration, type RuntimeRemote } from '@oja/shared/platform';

export const DASHBOARD_REMOTE: RemoteDeclaration = {
  contract: PLATFORM_CONTRACT,
  name: 'team_dashboard',
  folder: 'dashboard',
  devPort: 3106,
  pages: [
    {
      module: 'DashboardPage',
      path: '/dashboard',
      access: { kind: 'signed-in', roles: ['admin', 'merchant'] },
      chrome: 'dashboard',
      title: 'Dashboard',
      area: 'The dashboard',
      prerender: false,
      nav: { label: 'Dashboard', icon: 'dashboard' },
    },
  ],
};

export const PRODUCTS_REMOTE: RemoteDeclaration = {
  contract: PLATFORM_CONTRACT,
  name: 'team_products',
  folder: 'products',
  devPort: 3105,
  pages: [
    {
      module: 'ProductsPage',
      path: '/dashboard/menu/*',
      access: { kind: 'signed-in', roles: ['merchant'] },
      chrome: 'dashboard',
      title: 'Product Mgt',
      area: 'Product management',
      prerender: false,
      nav: { label: 'Product Mgt', icon: 'products' },
    },
  ],
};

export const ADMIN_REMOTE: RemoteDeclaration = {
  contract: PLATFORM_CONTRACT,
  name: 'team_admin',
  folder: 'admin',
  devPort: 3104,
  pages: [
    {
      module: 'MerchantsPage',
      path: '/dashboard/merchants/*',
      access: { kind: 'signed-in', roles: ['admin', 'merchant'] },
      chrome: 'dashboard',
      title: 'Merchants Mgt',
      area: 'Merchants management',
      prerender: false,
      nav: { label: 'Merchants Mgt', icon: 'merchants', roles: ['admin'] },
    },
    {
      module: 'ActivityPage',
      path: '/dashboard/activity',
      access: { kind: 'signed-in', roles: ['admin'] },
      chrome: 'dashboard',
      title: 'Activity',
      area: 'The activity log',
      prerender: false,
      nav: { label: 'Activity', icon: 'history' },
    },
  ],
};

export const SIGN_IN_REMOTE: RemoteDeclaration = {
  contract: PLATFORM_CONTRACT,
  name: 'team_sign_in',
  folder: 'sign-in',
  devPort: 3102,
  pages: [
    {
      module: 'LoginPage',
      path: '/login',
      access: { kind: 'guest' },
      chrome: 'none',
      title: 'Login',
      area: 'Sign in',
      prerender: false,
    },
  ],
};

export function runtimeRemote(declaration: unknown, manifest = '/remotes/x/mf-manifest.json'): RuntimeRemote {
  return { manifest, declaration };
}
