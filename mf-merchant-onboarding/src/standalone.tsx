// `pnpm --filter mf-merchant-onboarding dev`: this remote's pages on their own, in the standalone harness.
import { mountHarness } from '@oja/harness';

mountHarness({
  remote: 'mf-merchant-onboarding',
  pages: [{ path: '/merchant/register', label: 'Register', load: () => import('./pages/register-page') }],
});
