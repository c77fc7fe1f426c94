// `pnpm --filter mf-admin-merchants dev`: this remote's pages on their own, in the standalone harness.
import { mountHarness } from '@oja/harness';

mountHarness({
  remote: 'mf-admin-merchants',
  pages: [{ path: '/dashboard/merchants/*', label: 'Merchants Mgt', load: () => import('./pages/merchants-page') }],
});
