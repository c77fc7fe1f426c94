import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@oja/webpack-config';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_landing',
  kind: 'remote',
  title: 'mf-landing · standalone',
  exposes: {
    './LandingPage': './src/pages/landing-page.tsx',
  },
});
