// What this remote is and which pages it brings: the one declaration the build, the harness, the shell and the
// server read (see docs/platform.md).
import { defineRemote } from '@oja/shared/platform';

/**
 * Sign-in and the password reset are a visitor's pages, drawn without the dashboard's chrome; their markup is in the
 * first HTML (oja-prerender, in the build): the form shows, and takes typing, before the scripts arrive.
 */
const VISITOR_PAGE = { access: { kind: 'guest' }, chrome: 'none', prerender: true } as const;

export default defineRemote({
  name: 'mf_auth',
  folder: 'auth',
  devPort: 3002,
  pages: {
    LoginPage: {
      load: () => import('./pages/login-page'),
      path: '/login',
      ...VISITOR_PAGE,
      title: 'Login',
      area: 'Sign in',
    },
    ForgotPasswordPage: {
      load: () => import('./pages/forgot-password-page'),
      path: '/forgot-password',
      ...VISITOR_PAGE,
      title: 'Reset your password',
      area: 'Password reset',
    },
    // An admin's own account: name, password, other sessions. A merchant's settings are its business's, elsewhere.
    AccountSettingsPage: {
      load: () => import('./pages/account-settings-page'),
      path: '/dashboard/account',
      access: { kind: 'signed-in', roles: ['admin'] },
      chrome: 'dashboard',
      title: 'Settings',
      area: 'Settings',
      nav: { label: 'Settings', icon: 'settings', roles: ['admin'] },
    },
  },
});
