// What this remote is and which pages it brings: the one declaration the build, the harness, the shell and the
// server read (see docs/platform.md).
import { defineRemote } from '@oja/shared/platform';

export default defineRemote({
  name: 'mf_auth',
  folder: 'auth',
  devPort: 3002,
  pages: {
    LoginPage: {
      load: () => import('./pages/login-page'),
      path: '/login',
      access: { kind: 'guest' },
      chrome: 'none',
      title: 'Login',
      area: 'Sign in',
      // Its markup is in the first HTML (oja-prerender, in the build): the form shows, and takes typing, before the
      // scripts arrive.
      prerender: true,
    },
    ForgotPasswordPage: {
      load: () => import('./pages/forgot-password-page'),
      path: '/forgot-password',
      access: { kind: 'guest' },
      chrome: 'none',
      title: 'Reset your password',
      area: 'Password reset',
      prerender: true,
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
