import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@oja/webpack-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** Swiper's core stylesheet as a file path: its package `exports` do not allow the `?raw` query on a subpath. */
export const swiperCssAlias = {
  'swiper-core.css$': createRequire(path.join(appDir, 'package.json')).resolve('swiper/swiper.css'),
};

const base = createAppConfig({
  appDir,
  name: 'mf_landing',
  kind: 'remote',
  title: 'mf-landing · standalone',
  exposes: {
    './LandingPage': './src/pages/landing-page.tsx',
  },
});

export default (env, argv) => {
  const config = base(env, argv);
  config.resolve.alias = { ...config.resolve.alias, ...swiperCssAlias };
  return config;
};
