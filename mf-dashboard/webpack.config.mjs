import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@oja/webpack-config';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_dashboard',
  kind: 'remote',
  title: 'mf-dashboard · standalone',
  exposes: {
    './DashboardPage': './src/pages/dashboard-page.tsx',
  },
});
