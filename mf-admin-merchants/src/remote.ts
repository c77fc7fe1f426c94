// What this remote is and which pages it brings: the one declaration the build, the harness, the shell and the
// server read (see docs/platform.md).
import { defineRemote } from '@oja/shared/platform';

export default defineRemote({
  name: 'mf_admin_merchants',
  folder: 'admin-merchants',
  devPort: 3004,
  pages: {
    MerchantsPage: {
      load: () => import('./pages/merchants-page'),
      // The requests view lives below it (requests, requests/:id).
      path: '/dashboard/merchants/*',
      // Open to merchants too (they see the static sample, never real data): the API refuses them the calls.
      access: { kind: 'signed-in', roles: ['admin', 'merchant'] },
      chrome: 'dashboard',
      title: 'Merchants Mgt',
      area: 'Merchants management',
      nav: { label: 'Merchants Mgt', icon: 'merchants', roles: ['admin'] },
    },
  },
});
