// What this remote is and which pages it brings: the one declaration the build, the harness, the shell and the
// server read (see docs/platform.md).
import { defineRemote } from '@oja/shared/platform';

export default defineRemote({
  name: 'mf_dashboard',
  folder: 'dashboard',
  devPort: 3006,
  pages: {
    DashboardPage: {
      load: () => import('./pages/dashboard-page'),
      path: '/dashboard',
      access: { kind: 'signed-in', roles: ['admin', 'merchant'] },
      chrome: 'dashboard',
      title: 'Dashboard',
      area: 'The dashboard',
      nav: { label: 'Dashboard', icon: 'dashboard' },
    },
  },
});
