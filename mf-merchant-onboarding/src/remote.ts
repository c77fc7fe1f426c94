// What this remote is and which pages it brings: the one declaration the build, the harness, the shell and the
// server read (see docs/platform.md).
import { defineRemote } from '@oja/shared/platform';
import { SETTINGS_SECTIONS } from './lib/settings-sections';

export default defineRemote({
  name: 'mf_merchant_onboarding',
  folder: 'merchant-onboarding',
  devPort: 3003,
  pages: {
    RegisterPage: {
      load: () => import('./pages/register-page'),
      path: '/merchant/register',
      access: { kind: 'guest' },
      chrome: 'none',
      title: 'Sign Up as a Merchant',
      area: 'Merchant sign-up',
      // Its first step is in the first HTML (oja-prerender, in the build).
      prerender: true,
    },
    // A rejected merchant's restricted area: only its own application (the shell admits its restricted session
    // here, and nowhere else).
    ApplicationPage: {
      load: () => import('./pages/application-page'),
      path: '/merchant/application',
      access: { kind: 'signed-in', roles: ['merchant'], merchantStatuses: ['rejected'] },
      chrome: 'none',
      title: 'Your application',
      area: 'Your application',
    },
    SettingsPage: {
      load: () => import('./pages/settings-page'),
      path: '/dashboard/settings',
      access: { kind: 'signed-in', roles: ['merchant'] },
      chrome: 'dashboard',
      title: 'Settings',
      area: 'Settings',
      nav: { label: 'Settings', icon: 'settings', roles: ['merchant'], sections: [...SETTINGS_SECTIONS] },
    },
  },
});
