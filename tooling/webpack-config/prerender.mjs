// The prerender of a remote's public and guest pages, run after its production build (`oja-prerender`, in the
// remote's `build` script). For each page whose declaration says `prerender: true`:
//  1. bundles the page for Node with the same swc pipeline, aliases and asset naming as the browser build (so every
//     image URL is one the browser build emitted: checked below);
//  2. renders it as a guest sees it at its mount path (@oja/harness/prerender), collecting emotion's styles;
//  3. writes dist/prerender/<module>.json, which the production server puts into the shell's first HTML for the
//     page's path. It ships with the remote: deploying the remote updates it.
// Asset URLs are written under `__OJA_REMOTE_BASE__/`, the remote version's public folder, which the server fills in.
// A prerendered form can be typed into before any script has arrived; the shell's inline start script cancels its
// submit until the live page is there (src/start/start-after-paint.ts), and the shell carries what was typed and the
// focus over to the live page (shell/src/remotes/prerendered-page.ts). The markup is React's, as it renders it.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { ASSET_FILENAME, ASSET_FILES, RAW_SOURCE_RULE, RESOLVE_EXTENSIONS, swcRule } from './index.mjs';
import { loadRemote } from './remote-definition.mjs';
import { statefulRequests } from './share-scope.mjs';

const BASE_TOKEN = '__OJA_REMOTE_BASE__/';

/** The Node bundle's config: one entry that exports every prerendered page's render function. */
function nodeConfig(appDir, entry, outDir, alias) {
  return {
    mode: 'production',
    context: appDir,
    target: 'node20',
    entry: { pages: entry },
    output: {
      path: outDir,
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      publicPath: BASE_TOKEN,
      // The browser build's naming: the same file gets the same URL.
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    resolve: { extensions: RESOLVE_EXTENSIONS, alias },
    // One copy of each library with a React context or a store (the share scope's list, those the remote depends
    // on): required at run time from the remote's own dependencies, as the components being rendered use them.
    externals: statefulRequests(JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'))),
    externalsType: 'commonjs',
    module: {
      rules: [
        swcRule(false),
        { test: ASSET_FILES, type: 'asset/resource', generator: { emit: false } },
        RAW_SOURCE_RULE,
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The remote's own resolve aliases (a stylesheet path, say), from its webpack config. */
async function aliasesOf(appDir) {
  const { default: configure } = await import(pathToFileURL(path.join(appDir, 'webpack.config.mjs')).href);
  const config = typeof configure === 'function' ? await configure({}, { mode: 'production' }) : configure;
  return config.resolve?.alias ?? {};
}

/** Head and body of the page's prerender (`{ version: 1, head, body }`, the server's format). */
export function prerenderOf(name, rendered) {
  // React puts preload links for high-priority images at the top of its output; they belong in the head.
  const reactPreloads = /^(?:<link rel="preload"[^>]*>)+/.exec(rendered.html)?.[0] ?? '';
  // As HTML writes them (React writes JSX's spelling, `fetchPriority`, and closes the void tag).
  const preloads = reactPreloads.replaceAll('fetchPriority=', 'fetchpriority=').replaceAll('/>', '>');
  const html = rendered.html.slice(reactPreloads.length);
  const styleTag = (attribute, styles) =>
    `<style data-emotion="${attribute} ${styles.names.join(' ')}">${styles.css}</style>`;
  return {
    version: 1,
    head: [preloads, styleTag('css-global', rendered.globalStyles), styleTag('css', rendered.pageStyles)].join(''),
    body: `<div data-oja-prerender="${name}">${html}</div>`,
  };
}

/** Prerenders the remote's declared pages into `<appDir>/dist/prerender/`. */
export async function prerenderRemote(appDir) {
  const { definition, declaration, exposes } = await loadRemote(appDir);
  const pages = Object.entries(definition.pages).filter(([, page]) => page.prerender);
  if (pages.length === 0) {
    console.log(`[prerender] ${declaration.name}: no page declares prerender`);
    return;
  }
  const dist = path.join(appDir, 'dist');
  const work = path.join(appDir, '.cache/prerender');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const entry = path.join(work, 'pages.tsx');
  writeFileSync(
    entry,
    [
      '// Written by oja-prerender: every prerendered page of this remote, rendered at its mount path.',
      "import { prerenderPage } from '@oja/harness/prerender';",
      ...pages.map(
        ([module], index) =>
          `import Page${index} from ${JSON.stringify(path.resolve(appDir, exposes[`./${module}`]))};`,
      ),
      'export const pages = {',
      ...pages.map(
        ([module, page], index) =>
          `  ${JSON.stringify(module)}: () => prerenderPage(Page${index}, ${JSON.stringify(page.path)}),`,
      ),
      '};',
      '',
    ].join('\n'),
  );

  const outDir = path.join(work, 'out');
  const config = nodeConfig(appDir, entry, outDir, await aliasesOf(appDir));
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(`[prerender] ${declaration.name}: ${stats.toString('errors-only')}`);

  const bundle = createRequire(import.meta.url)(path.join(outDir, 'pages.cjs'));
  mkdirSync(path.join(dist, 'prerender'), { recursive: true });
  for (const [module] of pages) {
    const prerender = prerenderOf(definition.name, bundle.pages[module]());
    // Every URL under the base must be a file of the browser build, or the prerendered page would show broken images.
    const urls = [...`${prerender.head}${prerender.body}`.matchAll(/__OJA_REMOTE_BASE__\/([^"')\s]+)/g)].map(
      (match) => match[1],
    );
    const missing = urls.filter((file) => !existsSync(path.join(dist, file)));
    if (missing.length > 0) {
      throw new Error(`[prerender] ${module}: not in dist (run the webpack build first): ${missing.join(', ')}`);
    }
    writeFileSync(path.join(dist, 'prerender', `${module}.json`), `${JSON.stringify(prerender)}\n`);
    const kib = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB`;
    console.log(
      `[prerender] dist/prerender/${module}.json: markup ${kib(prerender.body)}, critical CSS ${kib(prerender.head)}, ${urls.length} asset URLs checked`,
    );
  }
}
