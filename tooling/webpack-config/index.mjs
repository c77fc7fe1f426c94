// One webpack configuration for every Oja front-end app (the shell host and each remote), so that the
// Module Federation share scope, the swc pipeline and the output conventions cannot drift between teams.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { BootPreloadPlugin } from './boot-preload.mjs';
import { devMockApi } from './mock-api.mjs';
import { loadRemote, remoteDirs, WORKSPACE_ROOT } from './remote-definition.mjs';
import { StartAfterPaintPlugin } from './start-after-paint.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Loaders are this package's dependencies: resolve them here, not from the app being built.
const requireHere = createRequire(import.meta.url);

export { loadRemote, remoteDirs } from './remote-definition.mjs';

/**
 * The libraries every page of the shell starts with, in one file: as separate chunks they were ten requests (on a
 * connection that takes six at a time, each waiting its turn), ten script evaluations and ten loads for the
 * federation runtime to track. The chunk is shared by every provided library's chunk group, so loading any of them
 * loads it, which is what the start does anyway.
 */
const START_LIBRARIES = {
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|@emotion|stylis|hoist-non-react-statics|react-is|zustand|use-sync-external-store|valibot)[\\/]/,
  name: 'start-libraries',
  chunks: 'async',
  enforce: true,
};

/**
 * The same for the entries of @oja/shared that the start and the entry pages use (not `format`, `demo`: a page that
 * needs them loads them on its own; not `contract`, which no page uses: the shell provides it, and it was 3.2 KiB of
 * every first load here). Not the API client's axios instance either: it and axios are fetched with the page's first
 * request (`shared/src/api/client.ts`), in a chunk of their own.
 */
const START_SHARED_ENTRIES =
  /[\\/]shared[\\/]src[\\/](api|forms|hooks|platform|query|session|theme|toast|ui|validation)[\\/]/;
const LOADED_WITH_FIRST_REQUEST = /[\\/]shared[\\/]src[\\/]api[\\/]axios-client\.ts$/;
const START_SHARED = {
  test: (module) =>
    START_SHARED_ENTRIES.test(module.resource ?? '') && !LOADED_WITH_FIRST_REQUEST.test(module.resource ?? ''),
  name: 'start-shared',
  chunks: 'async',
  enforce: true,
};

/** The runtime plugin by which the shell publishes its federation runtime core for the remotes (ES module build). */
const EXTERNAL_RUNTIME_PROVIDER = fileURLToPath(
  import.meta.resolve('@module-federation/inject-external-runtime-core-plugin'),
);

/** The shell's dev server; each remote's comes from its declaration (`devPort`). */
export const SHELL_DEV_PORT = Number(process.env.OJA_SHELL_DEV_PORT ?? 3000);

/** The API server the dev servers proxy `/api` to (the production server on its default port). */
export const DEV_API_ORIGIN = process.env.OJA_DEV_API ?? 'http://localhost:8080';

// Libraries that hold state or identity (React's dispatcher, the router context, emotion's cache and theme
// context, zustand) must exist once on the page, whichever app loaded first.
const SINGLETON_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  // One router, by the one name the apps import it by (react-router-dom 7 is react-router's entry and its DOM
  // RouterProvider). `react-router` itself is not shared: nothing imports it by that name (a lint rule refuses it).
  'react-router-dom',
  'zustand',
  'zustand/vanilla',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@emotion/react/jsx-dev-runtime',
  '@emotion/styled',
  '@emotion/cache',
  // TanStack Query: one client context, so the shell's QueryProvider serves every remote.
  '@tanstack/react-query',
];

/**
 * Shared libraries provided by a module of ours that re-exports the part the apps use (see src/facades): the
 * request stays `react-router-dom` everywhere, only the copy in the share scope is smaller.
 */
const FACADES = {
  'react-router-dom': { file: path.join(here, 'src/facades/react-router-dom.mjs') },
};

/**
 * Aliases the facades import the real library by: react-router's ES module builds of its main entry and of
 * `react-router/dom` (production or development), found through react-router-dom, the apps' dependency.
 */
function facadeAliases(appDir, isDev) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const requireFromRouterDom = createRequire(requireFromApp.resolve('react-router-dom/package.json'));
  const routerDir = path.dirname(requireFromRouterDom.resolve('react-router/package.json'));
  const build = path.join(routerDir, 'dist', isDev ? 'development' : 'production');
  return {
    'oja-react-router-internal$': path.join(build, 'index.mjs'),
    'oja-react-router-dom-internal$': path.join(build, 'dom-export.mjs'),
  };
}

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The installed version of a package, as the app resolves it (subpath shares need it spelled out). */
function installedVersion(appDir, packageName) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  return JSON.parse(readFileSync(requireFromApp.resolve(`${packageName}/package.json`), 'utf8')).version;
}

/**
 * The range an app's dependency asks for, as pnpm would publish it: `workspace:^` is `^<version>`,
 * `workspace:~` is `~<version>`, `workspace:*` is exactly `<version>`, `workspace:<range>` is `<range>`.
 */
export function publishedRange(spec, version) {
  if (!spec.startsWith('workspace:')) return spec;
  const range = spec.slice('workspace:'.length);
  if (range === '^' || range === '~') return `${range}${version}`;
  if (range === '*') return version;
  return range;
}

/**
 * The share scope. Libraries that hold state or identity and every public entry of `@oja/shared` that holds
 * state or context (see `singletonEntries`: the session store, toast bus and API client live there) are singletons,
 * each with the version the app is built with and the range its package.json asks for. `strictVersion`: a
 * remote whose range the page's copy does not meet fails to load (its area shows the fallback) rather than run
 * against an API it was not built for.
 *
 * @param {object} appPackage  the app's package.json
 * @param {string} appDir
 * @param {{dir: string, range?: string}} [sharedOverride]  build against another copy of @oja/shared (test fixtures)
 */
export function sharedScope(appPackage, appDir, sharedOverride) {
  const deps = { ...appPackage.dependencies };
  const scope = {};
  for (const request of SINGLETON_LIBRARIES) {
    const packageName = packageNameOf(request);
    const range = deps[packageName];
    if (!range) throw new Error(`${appPackage.name}: "${packageName}" must be a direct dependency to be shared`);
    scope[request] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: range,
      version: installedVersion(appDir, packageName),
      ...(FACADES[request] ? { import: FACADES[request].file } : {}),
    };
  }
  const sharedPackage = sharedPackageOf(appDir, sharedOverride);
  const spec = deps[sharedPackage.name];
  if (!spec) throw new Error(`${appPackage.name}: "${sharedPackage.name}" must be a direct dependency`);
  const requiredVersion = sharedOverride?.range ?? publishedRange(spec, sharedPackage.version);
  for (const subpath of singletonEntries(sharedPackage)) {
    scope[path.posix.join(sharedPackage.name, subpath)] = {
      singleton: true,
      strictVersion: true,
      version: sharedPackage.version,
      requiredVersion,
      ...(sharedOverride ? { import: path.join(sharedOverride.dir, sharedPackage.exports[subpath]) } : {}),
    };
  }
  return scope;
}

/**
 * The entries of @oja/shared that are federation singletons: those that hold state or context (the session, the
 * toast bus, the API transport and its configuration, the query client, the mount path, the UI that renders
 * stores), and the stateless ones too unless its package.json lists them in `ojaBundled` (the API contract): those
 * are ordinary dependencies that each app bundles at the version it was built with, so a remote that needs an
 * additive change there (a new endpoint) ships it itself, with no shell deploy (docs/platform.md).
 *
 * @param {{exports: Record<string, string>, ojaBundled?: string[]}} sharedPackage
 */
export function singletonEntries(sharedPackage) {
  const bundled = new Set(sharedPackage.ojaBundled ?? []);
  return Object.keys(sharedPackage.exports).filter((subpath) => !bundled.has(subpath));
}

/** `@oja/shared/<entry>$` -> the file of a copy of @oja/shared, for each of its bundled entries. */
function bundledEntryAliases(dir) {
  const sharedPackage = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const singletons = new Set(singletonEntries(sharedPackage));
  return Object.fromEntries(
    Object.entries(sharedPackage.exports)
      .filter(([subpath]) => !singletons.has(subpath))
      .map(([subpath, file]) => [`${path.posix.join(sharedPackage.name, subpath)}$`, path.join(dir, file)]),
  );
}

/** The package.json of the @oja/shared the app builds with. */
function sharedPackageOf(appDir, sharedOverride) {
  // pnpm links every workspace dependency into the app's node_modules (the package exports no package.json).
  const dir = sharedOverride?.dir ?? path.join(appDir, 'node_modules', '@oja', 'shared');
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

// What the browser builds and the prerender's Node bundle resolve and name alike: an image the prerender writes
// into a page must have the URL the browser build gave the same file.
export const RESOLVE_EXTENSIONS = ['.tsx', '.ts', '.mjs', '.js', '.json'];
export const ASSET_FILENAME = 'assets/[name].[contenthash:8][ext]';
/** Images and fonts: files of their own, named by their content. */
export const ASSET_FILES = /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/i;
/** `?raw` imports the file's text (an inline SVG, a prerendered fragment). */
export const RAW_SOURCE_RULE = { resourceQuery: /raw/, type: 'asset/source' };

/** TypeScript and JSX (emotion's `css` prop) through swc: the browser builds, and the prerender's Node bundle. */
export function swcRule(isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: requireHere.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: {
            react: { runtime: 'automatic', importSource: '@emotion/react', development: isDev },
          },
        },
      },
    },
  };
}

/**
 * The webpack configuration of the shell (`kind: 'host'`) or of a remote (`kind: 'remote'`). A remote's federation
 * name, exposed modules, dev port and published `remote.json` all come from its declaration (`src/remote.ts`).
 *
 * @param {object} options
 * @param {string} options.appDir       the app's folder (where its package.json is)
 * @param {'host'|'remote'} options.kind
 * @param {string} [options.name]       host only: its federation name
 * @param {string[]} [options.runtimePlugins]         host only: MF runtime plugins (absolute paths)
 * @param {string} [options.title]      document title of the dev page
 * @param {(app: import('express').Application) => void} [options.devRoutes]   extra dev-server routes
 * @param {string} [options.uniqueName]  webpack's chunk-loading global (defaults to the federation name)
 * @param {Record<string, string | {file: string}>} [options.staticFiles]  files copied into dist as they are
 *   (name -> text, or -> {file: absolute path})
 * @param {{dir: string, range?: string}} [options.sharedOverride]  build against another copy of @oja/shared
 *   (test fixtures that stand for a remote built at another time)
 * @param {string} [options.outputDir]   where the build goes (default `<appDir>/dist`)
 * @param {(config: import('webpack').Configuration, context: {isDev: boolean}) => import('webpack').Configuration} [options.customize]
 */
export function createAppConfig(options) {
  const { appDir, kind, runtimePlugins = [], devRoutes, staticFiles = {}, sharedOverride, customize } = options;
  const appPackage = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const isHost = kind === 'host';

  return async (_env, argv) => {
    const isDev = argv.mode !== 'production';
    const hashed = isDev ? '[name]' : '[name].[contenthash:8]';
    const remote = isHost ? null : await loadRemote(appDir);
    const name = remote ? remote.declaration.name : options.name;
    const uniqueName = options.uniqueName ?? name;
    const devPort = remote ? remote.declaration.devPort : SHELL_DEV_PORT;
    // A remote's production build is only its container (remoteEntry + chunks + manifest + remote.json); its
    // standalone harness page exists in development only, so no test session code ever ships to users.
    const hasPage = isHost || isDev;
    const mockApi = !isHost && isDev && process.env.OJA_MOCK_API === '1' ? await devMockApi(appDir) : null;

    const config = {
      mode: isDev ? 'development' : 'production',
      context: appDir,
      entry: hasPage ? { main: isHost ? './src/index.ts' : requireHere.resolve('@oja/harness/standalone-entry') } : {},
      // Production source maps are written for the team's own tools but never referenced by the code; the deploy
      // step keeps them out of every served folder.
      devtool: isDev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      target: 'web',
      output: {
        path: options.outputDir ?? path.join(appDir, 'dist'),
        // The host's index.html answers every deep route, so its assets need an absolute path; a remote is
        // deployed under any path and finds its chunks relative to its manifest.
        publicPath: isHost ? '/' : 'auto',
        uniqueName,
        filename: `${hashed}.js`,
        // Always with a hash: in development two chunks may take the same name from one module (the router's facade
        // is both provided and the fallback of its consumer), and a name alone would then collide.
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: ASSET_FILENAME,
        crossOriginLoading: 'anonymous',
        // The shell's own chunks get webpack's 120 s: without them there is no page at all, and on Slow 3G they
        // take 15 s or more (8 s, as before, left a white page there). A remote's chunks get 30 s, the most the
        // shell's loader ever waits for a remote (its deadline, shorter on a good connection, bounds the load and
        // shows the fallback). A development build's chunks are large and compiled on demand: 120 s.
        chunkLoadTimeout: isHost || isDev ? 120_000 : 30_000,
        clean: true,
      },
      resolve: {
        extensions: RESOLVE_EXTENSIONS,
        alias: {
          ...facadeAliases(appDir, isDev),
          // The standalone harness mounts the pages of the remote being built.
          ...(remote ? { '@oja/harness/declaration$': path.join(appDir, 'src/remote.ts') } : {}),
          // Built against another copy of @oja/shared: its bundled entries are that copy's too.
          ...(sharedOverride ? bundledEntryAliases(sharedOverride.dir) : {}),
        },
        // A copy of @oja/shared elsewhere (a fixture built against another version) finds its own dependencies.
        ...(sharedOverride ? { modules: ['node_modules', path.join(WORKSPACE_ROOT, 'shared', 'node_modules')] } : {}),
      },
      module: {
        rules: [
          swcRule(isDev),
          { test: ASSET_FILES, type: 'asset/resource' },
          RAW_SOURCE_RULE,
          {
            // The shell provides every entry of @oja/shared, also those it does not use itself (see
            // provide-shared.mjs).
            test: path.join(here, 'provide-shared.mjs'),
            use: { loader: path.join(here, 'provide-shared-loader.cjs'), options: { appDir } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isDev ? 'remoteEntry.js' : 'remoteEntry.[contenthash:8].js',
          exposes: remote ? remote.exposes : undefined,
          shared: sharedScope(appPackage, appDir, sharedOverride),
          // The shell hands its runtime core to the remotes (see `externalRuntime` below). The plugin is given as
          // its ES module: MF's own `provideExternalRuntime` adds its CommonJS build, which brings a second copy of
          // the runtime core into the shell's entry (+22 KiB).
          runtimePlugins: isHost ? [...runtimePlugins, EXTERNAL_RUNTIME_PROVIDER] : runtimePlugins,
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: {
            optimization: { target: 'web', ...(isHost ? {} : { disableSnapshot: true, disableRemote: true }) },
            // One federation runtime per page: the shell's. A remote's production container takes the shell's
            // runtime core instead of carrying its own copy (about half of every remote entry); the deploy step
            // checks that the live shell's runtime fits (deploy.mjs). The standalone harness (development) hosts
            // the remote's pages itself, so there the remote keeps its own.
            ...(isHost ? {} : { externalRuntime: !isDev }),
          },
        }),
        hasPage &&
          new HtmlWebpackPlugin({
            // A remote's dev page is the standalone harness's.
            template: isHost
              ? path.join(appDir, 'src/index.html')
              : createRequire(path.join(appDir, 'package.json')).resolve('@oja/harness/index.html'),
            title: options.title ?? (isHost ? 'Oja' : `${appPackage.name} · standalone`),
            // The harness page answers deep paths (/dashboard/menu/items/new): its scripts are at the server's root.
            ...(isHost ? {} : { publicPath: '/' }),
            scriptLoading: 'defer',
            // In the head, ahead of the host's boot preloads (boot-preload.mjs): on a connection that takes a few
            // requests at a time, the entry script is asked for first.
            inject: isHost ? 'head' : 'body',
          }),
        isHost && !isDev && new BootPreloadPlugin(),
        isHost && !isDev && new StartAfterPaintPlugin(),
        new StaticFilesPlugin({
          ...staticFiles,
          // What the remote is, beside its manifest: the deploy step checks it, the server serves it to the shell.
          ...(remote ? { 'remote.json': `${JSON.stringify(remote.declaration, null, 2)}\n` } : {}),
        }),
        // Precompressed copies for the production server (it serves .br/.gz when the browser accepts them).
        !isDev &&
          new CompressionPlugin({
            filename: '[path][base].br',
            algorithm: 'brotliCompress',
            test: /\.(js|css|html|svg|json)$/,
            compressionOptions: { level: 11 },
            threshold: 1024,
            minRatio: 0.9,
          }),
        !isDev &&
          new CompressionPlugin({
            filename: '[path][base].gz',
            algorithm: 'gzip',
            test: /\.(js|css|html|svg|json)$/,
            threshold: 1024,
            minRatio: 0.9,
          }),
      ].filter(Boolean),
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
        ...(isHost && !isDev
          ? { splitChunks: { cacheGroups: { startLibraries: START_LIBRARIES, startShared: START_SHARED } } }
          : {}),
      },
      performance: { hints: false },
      // Informational: a remote with publicPath 'auto' resolves its chunks from its manifest's URL, as designed.
      ignoreWarnings: [/Manifest will use absolute path resolution/],
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // Remotes are fetched cross-origin by the shell's dev server.
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { runtimeErrors: false, warnings: false } },
        // Mock mode answers /api from the remote's own mock handlers; otherwise /api goes to the API server.
        proxy: mockApi ? [] : [{ context: ['/api'], target: DEV_API_ORIGIN, changeOrigin: true }],
        setupMiddlewares: (middlewares, server) => {
          if (mockApi) server.app.use('/api', mockApi);
          devRoutes?.(server.app);
          return middlewares;
        },
      },
    };
    return customize ? customize(config, { isDev }) : config;
  };
}

/**
 * A remote's whole webpack config: `export default createRemoteConfig(import.meta.url)` in its webpack.config.mjs.
 * @param {string} configUrl  `import.meta.url` of the remote's webpack.config.mjs
 * @param {Omit<Parameters<typeof createAppConfig>[0], 'appDir' | 'kind'>} [options]
 */
export function createRemoteConfig(configUrl, options = {}) {
  return createAppConfig({ ...options, appDir: path.dirname(fileURLToPath(configUrl)), kind: 'remote' });
}

/**
 * The runtime config the shell's dev server answers: every remote of the workspace from its dev server, with its
 * declaration read afresh on each request (an edited page shows on the next reload).
 */
export async function devRuntimeConfig() {
  const remotes = [];
  for (const dir of remoteDirs(WORKSPACE_ROOT)) {
    const { declaration } = await loadRemote(dir);
    remotes.push({ manifest: `http://localhost:${declaration.devPort}/mf-manifest.json`, declaration });
  }
  return { apiBaseUrl: '/api', remotes };
}

/** Emits files into the output as they are (the favicon, the default runtime config). */
class StaticFilesPlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('OjaStaticFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'OjaStaticFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, content] of Object.entries(this.files)) {
            const text = typeof content === 'string' ? content : readFileSync(content.file);
            if (typeof content !== 'string') compilation.fileDependencies.add(content.file);
            compilation.emitAsset(name, new RawSource(text));
          }
        },
      );
    });
  }
}
