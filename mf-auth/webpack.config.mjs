import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@oja/webpack-config';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_auth',
  kind: 'remote',
  title: 'mf-auth · standalone',
  exposes: {
    './LoginPage': './src/pages/login-page.tsx',
    './ForgotPasswordPage': './src/pages/forgot-password-page.tsx',
  },
});
