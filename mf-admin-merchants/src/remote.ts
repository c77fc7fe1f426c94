// What this remote is and which pages it brings: the one declaration the build, the harness, the shell and the
// server read (see docs/platform.md).
import { defineRemote } from '@oja/shared/platform';
import { ACTIVITY_PATH, MERCHANTS_PATH } from './lib/paths';

export default defineRemote({
  name: 'mf_admin_merchants',
  folder: 'admin-merchants',
  devPort: 3004,
  pages: {
    MerchantsPage: {
      load: () => import('./pages/merchants-page'),
      // The requests view lives below it (requests, requests/:id).
      path: `${MERCHANTS_PATH}/*`,
      // Open to merchants too (they see the static sample, never real data): the API refuses them the calls.
      access: { kind: 'signed-in', roles: ['admin', 'merchant'] },
      chrome: 'dashboard',
      title: 'Merchants Mgt',
      area: 'Merchants management',
      nav: { label: 'Merchants Mgt', icon: 'merchants', roles: ['admin'] },
    },
    ActivityPage: {
      load: () => import('./pages/activity-page'),
      // Who did what to which merchant: the admin's record, never a merchant's to read.
      path: ACTIVITY_PATH,
      access: { kind: 'signed-in', roles: ['admin'] },
      chrome: 'dashboard',
      title: 'Activity',
      area: 'Activity',
      nav: { label: 'Activity', icon: 'history', roles: ['admin'] },
    },
  },
});
