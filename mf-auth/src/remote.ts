// What this remote is and which pages it brings: the one declaration the build, the harness, the shell and the
// server read (see docs/platform.md).
import { defineRemote } from '@oja/shared/platform';

export default defineRemote({
  name: 'mf_auth',
  folder: 'auth',
  devPort: 3002,
  pages: {
    LoginPage: {
      load: () => import('./pages/login-page'),
      path: '/login',
      access: { kind: 'guest' },
      chrome: 'none',
      title: 'Login',
      area: 'Sign in',
    },
    ForgotPasswordPage: {
      load: () => import('./pages/forgot-password-page'),
      path: '/forgot-password',
      access: { kind: 'guest' },
      chrome: 'none',
      title: 'Reset your password',
      area: 'Password reset',
    },
  },
});
