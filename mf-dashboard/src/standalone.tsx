// `pnpm --filter mf-dashboard dev`: this remote's pages on their own, in the standalone harness.
import { mountHarness } from '@oja/harness';

mountHarness({
  remote: 'mf-dashboard',
  pages: [{ path: '/dashboard', label: 'Dashboard', load: () => import('./pages/dashboard-page') }],
});
