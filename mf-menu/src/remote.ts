// What this remote is and which pages it brings: the one declaration the build, the harness, the shell and the
// server read (see docs/platform.md).
import { defineRemote } from '@oja/shared/platform';

export default defineRemote({
  name: 'mf_menu',
  folder: 'menu',
  devPort: 3005,
  pages: {
    MenuPage: {
      load: () => import('./pages/menu-page'),
      // The modes are nested routes below it (categories/new, items/:uuid/edit, ...).
      path: '/dashboard/menu/*',
      access: { kind: 'signed-in', roles: ['merchant'] },
      chrome: 'dashboard',
      title: 'Product Mgt',
      area: 'Product management',
      nav: { label: 'Product Mgt', icon: 'products' },
    },
  },
});
