import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@oja/webpack-config';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_menu',
  kind: 'remote',
  title: 'mf-menu · standalone',
  exposes: {
    './MenuPage': './src/pages/menu-page.tsx',
  },
});
