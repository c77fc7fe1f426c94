// `pnpm --filter mf-landing dev`: this remote's pages on their own, in the standalone harness.
import { mountHarness } from '@oja/harness';

mountHarness({
  remote: 'mf-landing',
  pages: [{ path: '/', label: 'Home', load: () => import('./pages/landing-page') }],
});
