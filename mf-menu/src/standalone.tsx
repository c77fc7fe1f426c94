// `pnpm --filter mf-menu dev`: this remote's pages on their own, in the standalone harness.
import { mountHarness } from '@oja/harness';

mountHarness({
  remote: 'mf-menu',
  pages: [{ path: '/dashboard/menu/*', label: 'Product Mgt', load: () => import('./pages/menu-page') }],
});
