// `pnpm --filter mf-auth dev`: this remote's pages on their own, in the standalone harness.
import { mountHarness } from '@oja/harness';

mountHarness({
  remote: 'mf-auth',
  pages: [
    { path: '/login', label: 'Login', load: () => import('./pages/login-page') },
    { path: '/forgot-password', label: 'Forgot password', load: () => import('./pages/forgot-password-page') },
  ],
});
