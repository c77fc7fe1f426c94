import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@oja/webpack-config';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_admin_merchants',
  kind: 'remote',
  title: 'mf-admin-merchants · standalone',
  exposes: {
    './MerchantsPage': './src/pages/merchants-page.tsx',
  },
});
