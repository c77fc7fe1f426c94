#!/usr/bin/env node
// The landing page's prerender, run after the remote's webpack build (`pnpm --filter mf-landing build`):
//  1. bundles src/prerender/render-landing.tsx for Node with the same swc pipeline and asset naming as the browser
//     build (so every image URL is one the browser build emitted: checked below);
//  2. renders the page with react-dom/server, collecting emotion's styles (critical CSS);
//  3. writes dist/prerender/LandingPage.json, which the production server puts into the shell's first HTML for the
//     page's path (the page's declaration says `prerender: true`). It ships with the remote: deploying the remote
//     updates it.
// Asset URLs are written relative to `__OJA_REMOTE_BASE__`, the remote version's public folder, which the server
// fills in.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(appDir, 'dist');
const outDir = path.join(appDir, '.cache/prerender');
const BASE_TOKEN = '__OJA_REMOTE_BASE__/';
// webpack and swc-loader come with the build tooling, as for the browser build.
const requireTooling = createRequire(path.join(appDir, 'node_modules/@oja/webpack-config/index.mjs'));
const webpack = requireTooling('webpack');
const { swiperCssAlias } = await import('../webpack.config.mjs');

const config = {
  mode: 'production',
  context: appDir,
  target: 'node20',
  entry: { 'render-landing': './src/prerender/render-landing.tsx' },
  output: {
    path: outDir,
    filename: '[name].cjs',
    chunkFilename: '[name].[contenthash:8].cjs',
    library: { type: 'commonjs2' },
    publicPath: BASE_TOKEN,
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: swiperCssAlias },
  // One React, one emotion: the server renderer must use the same copies as the components it renders.
  externals: [/^react($|\/)/, /^react-dom($|\/)/, /^react-router($|\/)/, /^@emotion\//],
  externalsType: 'commonjs',
  module: {
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: requireTooling.resolve('swc-loader'),
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2022',
              transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
            },
          },
        },
      },
      { test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/i, type: 'asset/resource', generator: { emit: false } },
      { resourceQuery: /raw/, type: 'asset/source' },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};

const stats = await new Promise((resolve, reject) =>
  webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString('errors-only'));
  process.exit(1);
}

const require = createRequire(import.meta.url);
const { renderLanding } = require(path.join(outDir, 'render-landing.cjs'));
const rendered = renderLanding();
const { pageStyles, globalStyles } = rendered;
// React puts preload links for high-priority images at the top of its output; they belong in the head (below).
const html = rendered.html.replace(/^(?:<link rel="preload"[^>]*>)+/, '');

// Every URL under the base must be a file of the browser build, or the prerendered page would show broken images.
const urls = [...html.matchAll(/__OJA_REMOTE_BASE__\/([^"')\s]+)/g)].map((match) => match[1]);
const missing = urls.filter((file) => !existsSync(path.join(dist, file)));
if (missing.length > 0) {
  console.error(`[prerender] these files are not in dist (run the webpack build first): ${missing.join(', ')}`);
  process.exit(1);
}
const heroMatch =
  /<img[^>]*fetchpriority="high"[^>]*src="([^"]+)"|<img[^>]*src="([^"]+)"[^>]*fetchpriority="high"/i.exec(html);
const hero = heroMatch?.[1] ?? heroMatch?.[2];
if (!hero) {
  console.error('[prerender] the hero image (fetchpriority="high") is not in the page');
  process.exit(1);
}

const styleTag = (attribute, styles) =>
  `<style data-emotion="${attribute} ${styles.names.join(' ')}">${styles.css}</style>`;
const prerender = {
  version: 1,
  // The hero picture is the largest paint: asked for before the browser even reaches the body.
  head: [
    `<link rel="preload" as="image" href="${hero}" fetchpriority="high">`,
    styleTag('css-global', globalStyles),
    styleTag('css', pageStyles),
  ].join(''),
  body: `<div data-oja-prerender="mf_landing">${html}</div>`,
};
mkdirSync(path.join(dist, 'prerender'), { recursive: true });
writeFileSync(path.join(dist, 'prerender', 'LandingPage.json'), `${JSON.stringify(prerender)}\n`);
const kib = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB`;
console.log(
  `[prerender] dist/prerender/LandingPage.json: markup ${kib(prerender.body)}, critical CSS ${kib(prerender.head)}, ${urls.length} asset URLs checked`,
);
