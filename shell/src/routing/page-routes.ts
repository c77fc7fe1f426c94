// The route table of spec section 2: which remote page shows at which path, who may see it, and inside which
// chrome. The router is built from this table; nothing else decides where a page lives.
import type { RemoteName } from '../runtime-config/runtime-config';
import type { Access } from './access';

export interface PageRoute {
  /** A react-router path; `/*` lets the remote own the paths below it. */
  path: string;
  moduleId: `${RemoteName}/${string}`;
  access: Access;
  /** `dashboard`: inside the sidebar and top bar; `none`: the remote draws the whole page. */
  chrome: 'none' | 'dashboard';
  /** The document title (the site name is appended). */
  title: string;
  /** How the failure message names this part of the site. */
  area: string;
}

const DASHBOARD_USERS: Access = { kind: 'signed-in', roles: ['admin', 'merchant'] };

export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: '/',
    moduleId: 'mf_landing/LandingPage',
    access: { kind: 'public' },
    chrome: 'none',
    title: 'Smarter delivery for Nigeria',
    area: 'The home page',
  },
  {
    path: '/login',
    moduleId: 'mf_auth/LoginPage',
    access: { kind: 'guest' },
    chrome: 'none',
    title: 'Login',
    area: 'Sign in',
  },
  {
    path: '/forgot-password',
    moduleId: 'mf_auth/ForgotPasswordPage',
    access: { kind: 'guest' },
    chrome: 'none',
    title: 'Reset your password',
    area: 'Password reset',
  },
  {
    path: '/merchant/register',
    moduleId: 'mf_merchant_onboarding/RegisterPage',
    access: { kind: 'guest' },
    chrome: 'none',
    title: 'Sign Up as a Merchant',
    area: 'Merchant sign-up',
  },
  {
    path: '/dashboard',
    moduleId: 'mf_dashboard/DashboardPage',
    access: DASHBOARD_USERS,
    chrome: 'dashboard',
    title: 'Dashboard',
    area: 'The dashboard',
  },
  {
    path: '/dashboard/merchants/*',
    moduleId: 'mf_admin_merchants/MerchantsPage',
    access: DASHBOARD_USERS,
    chrome: 'dashboard',
    title: 'Merchants Mgt',
    area: 'Merchants management',
  },
  {
    path: '/dashboard/menu/*',
    moduleId: 'mf_menu/MenuPage',
    access: { kind: 'signed-in', roles: ['merchant'] },
    chrome: 'dashboard',
    title: 'Product Mgt',
    area: 'Product management',
  },
];

/** Who may see the dashboard chrome at all: anyone allowed into one of its pages. */
export const DASHBOARD_CHROME_ACCESS: Access = DASHBOARD_USERS;

export const SITE_NAME = 'Oja';
