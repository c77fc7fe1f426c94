// Everything about this remote's build (federation name, exposed pages, dev port, remote.json) comes from its
// declaration, src/remote.ts; this file adds only Swiper's stylesheet alias.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig } from '@oja/webpack-config';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** Swiper's core stylesheet as a file path: its package `exports` do not allow the `?raw` query on a subpath. */
export const swiperCssAlias = {
  'swiper-core.css$': createRequire(path.join(appDir, 'package.json')).resolve('swiper/swiper.css'),
};

export default createRemoteConfig(import.meta.url, {
  customize: (config) => ({
    ...config,
    resolve: { ...config.resolve, alias: { ...config.resolve.alias, ...swiperCssAlias } },
  }),
});
