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
import { PureDeclarationsPlugin } from './pure-declarations.mjs';
import { loadRemote, remoteDirs, WORKSPACE_ROOT } from './remote-definition.mjs';
import {
  bundledEntryAliases,
  FacadeExportsPlugin,
  facadeAliases,
  sharedScope,
  startLibrariesGroup,
  startSharedGroup,
} from './share-scope.mjs';
import { StartAfterPaintPlugin } from './start-after-paint.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Loaders are this package's dependencies: resolve them here, not from the app being built.
const requireHere = createRequire(import.meta.url);

export { loadRemote, remoteDirs } from './remote-definition.mjs';
export { publishedRange, sharedScope, singletonEntries } from './share-scope.mjs';

/** The runtime plugin by which the shell publishes its federation runtime core for the remotes (ES module build). */
const EXTERNAL_RUNTIME_PROVIDER = fileURLToPath(
  import.meta.resolve('@module-federation/inject-external-runtime-core-plugin'),
);

/** The shell's dev server; each remote's comes from its declaration (`devPort`). */
export const SHELL_DEV_PORT = Number(process.env.OJA_SHELL_DEV_PORT ?? 3000);

/** The API server the dev servers proxy `/api` to (the production server on its default port). */
export const DEV_API_ORIGIN = process.env.OJA_DEV_API ?? 'http://localhost:8080';

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
  const { customize } = options;
  return async (_env, argv) => {
    const app = await describeApp(options, argv.mode !== 'production');
    const config = {
      mode: app.isDev ? 'development' : 'production',
      context: app.appDir,
      entry: app.hasPage
        ? { main: app.isHost ? './src/index.ts' : requireHere.resolve('@oja/harness/standalone-entry') }
        : {},
      // Production source maps are written for the team's own tools but never referenced by the code; the deploy
      // step keeps them out of every served folder.
      devtool: app.isDev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      target: 'web',
      output: outputOf(app),
      resolve: resolveOf(app),
      module: { rules: moduleRules(app) },
      plugins: [
        federationPlugin(app),
        new FacadeExportsPlugin(),
        new PureDeclarationsPlugin(),
        ...pagePlugins(app),
        new StaticFilesPlugin({
          ...app.options.staticFiles,
          // What the remote is, beside its manifest: the deploy step checks it, the server serves it to the shell.
          ...(app.remote ? { 'remote.json': `${JSON.stringify(app.remote.declaration, null, 2)}\n` } : {}),
        }),
        ...(app.isDev ? [] : precompressionPlugins()),
      ],
      optimization: optimizationOf(app),
      performance: { hints: false },
      // Informational: a remote with publicPath 'auto' resolves its chunks from its manifest's URL, as designed.
      ignoreWarnings: [/Manifest will use absolute path resolution/],
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: devServerOf(app),
    };
    return customize ? customize(config, { isDev: app.isDev }) : config;
  };
}

/** What the parts of an app's configuration are decided by: which app, which mode, its declaration. */
async function describeApp(options, isDev) {
  const { appDir, kind } = options;
  const appPackage = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const isHost = kind === 'host';
  const remote = isHost ? null : await loadRemote(appDir);
  const name = remote ? remote.declaration.name : options.name;
  return {
    options,
    appDir,
    appPackage,
    isHost,
    isDev,
    remote,
    name,
    devPort: remote ? remote.declaration.devPort : SHELL_DEV_PORT,
    // A remote's production build is only its container (remoteEntry + chunks + manifest + remote.json); its
    // standalone harness page exists in development only, so no test session code ever ships to users.
    hasPage: isHost || isDev,
    mockApi: !isHost && isDev && process.env.OJA_MOCK_API === '1' ? await devMockApi(appDir) : null,
  };
}

function outputOf({ options, appDir, isHost, isDev, name }) {
  return {
    path: options.outputDir ?? path.join(appDir, 'dist'),
    // The host's index.html answers every deep route, so its assets need an absolute path; a remote is
    // deployed under any path and finds its chunks relative to its manifest.
    publicPath: isHost ? '/' : 'auto',
    uniqueName: options.uniqueName ?? name,
    filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
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
  };
}

function resolveOf({ options, appDir, isDev, remote }) {
  return {
    extensions: RESOLVE_EXTENSIONS,
    alias: {
      ...facadeAliases(appDir, isDev),
      // The standalone harness mounts the pages of the remote being built.
      ...(remote ? { '@oja/harness/declaration$': path.join(appDir, 'src/remote.ts') } : {}),
      // Built against another copy of @oja/shared: its bundled entries are that copy's too.
      ...(options.sharedOverride ? bundledEntryAliases(options.sharedOverride.dir) : {}),
    },
    // A copy of @oja/shared elsewhere (a fixture built against another version) finds its own dependencies.
    ...(options.sharedOverride
      ? { modules: ['node_modules', path.join(WORKSPACE_ROOT, 'shared', 'node_modules')] }
      : {}),
  };
}

function moduleRules({ appDir, isDev }) {
  return [
    swcRule(isDev),
    { test: ASSET_FILES, type: 'asset/resource' },
    RAW_SOURCE_RULE,
    {
      // The shell provides every entry of @oja/shared, also those it does not use itself (see
      // provide-shared.mjs).
      test: path.join(here, 'provide-shared.mjs'),
      use: { loader: path.join(here, 'provide-shared-loader.cjs'), options: { appDir } },
    },
  ];
}

function federationPlugin({ options, appDir, appPackage, isHost, isDev, remote, name }) {
  const runtimePlugins = options.runtimePlugins ?? [];
  return new ModuleFederationPlugin({
    name,
    filename: isDev ? 'remoteEntry.js' : 'remoteEntry.[contenthash:8].js',
    exposes: remote ? remote.exposes : undefined,
    shared: sharedScope(appPackage, appDir, options.sharedOverride, { host: isHost }),
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
  });
}

/** The app's HTML page (the shell's, or a remote's standalone harness in development) and, for the shell, its start. */
function pagePlugins({ options, appDir, appPackage, isHost, isDev, hasPage }) {
  if (!hasPage) return [];
  const page = new HtmlWebpackPlugin({
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
  });
  return isHost && !isDev ? [page, new BootPreloadPlugin(), new StartAfterPaintPlugin()] : [page];
}

/** Precompressed copies for the production server (it serves .br/.gz when the browser accepts them). */
function precompressionPlugins() {
  const common = { test: /\.(js|css|html|svg|json)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      ...common,
      compressionOptions: { level: 11 },
    }),
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', ...common }),
  ];
}

function optimizationOf({ options, appDir, isHost, isDev }) {
  return {
    minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
    // The shell's start in two named chunks (share-scope.mjs says which modules).
    ...(isHost && !isDev
      ? {
          splitChunks: {
            cacheGroups: {
              startLibraries: startLibrariesGroup(),
              startShared: startSharedGroup(appDir, options.sharedOverride),
            },
          },
        }
      : {}),
  };
}

function devServerOf({ options, devPort, mockApi }) {
  return {
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
      options.devRoutes?.(server.app);
      return middlewares;
    },
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
