import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@oja/webpack-config';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_merchant_onboarding',
  kind: 'remote',
  title: 'mf-merchant-onboarding · standalone',
  exposes: {
    './RegisterPage': './src/pages/register-page.tsx',
  },
});
