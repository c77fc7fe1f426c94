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
import { REMOTES } from './remotes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Loaders are this package's dependencies: resolve them here, not from the app being built.
const requireHere = createRequire(import.meta.url);
const workspaceRoot = path.resolve(here, '../..');
const sharedPackage = JSON.parse(readFileSync(path.join(workspaceRoot, 'shared/package.json'), 'utf8'));

export { REMOTES, runtimeConfig } from './remotes.mjs';

/** Port of each app's dev server; the shell's dev runtime config points at the remotes' ones. */
export const DEV_PORTS = {
  shell: 3000,
  ...Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.devPort])),
};

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
  'react-router',
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

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * The share scope. Every public entry of `@oja/shared` (its package.json `exports`) is a singleton of its
 * own: the session store, toast bus and axios instance live in those modules, so one copy means one state.
 * `workspace:*` is not semver, hence the explicit version.
 */
/** The installed version of a package, as the app resolves it (subpath shares need it spelled out). */
function installedVersion(appDir, packageName) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  return JSON.parse(readFileSync(requireFromApp.resolve(`${packageName}/package.json`), 'utf8')).version;
}

export function sharedScope(appPackage, appDir) {
  const deps = { ...appPackage.dependencies };
  const scope = {};
  for (const request of SINGLETON_LIBRARIES) {
    const packageName = packageNameOf(request);
    const range = deps[packageName];
    if (!range) throw new Error(`${appPackage.name}: "${packageName}" must be a direct dependency to be shared`);
    scope[request] = { singleton: true, requiredVersion: range, version: installedVersion(appDir, packageName) };
  }
  for (const subpath of Object.keys(sharedPackage.exports)) {
    const request = path.posix.join(sharedPackage.name, subpath);
    scope[request] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
    };
  }
  return scope;
}

function swcRule(isDev) {
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
 * @param {object} options
 * @param {string} options.appDir       the app's folder (where its package.json is)
 * @param {string} options.name         the federation name, e.g. `mf_landing` (also the runtime config key)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]   remote only: `./Page` -> source file
 * @param {string[]} [options.runtimePlugins]         host only: MF runtime plugins (absolute paths)
 * @param {string} [options.title]      document title of the dev page (a remote's standalone harness)
 * @param {(app: import('express').Application) => void} [options.devRoutes]   extra dev-server routes
 * @param {string} [options.uniqueName]  webpack's chunk-loading global (defaults to the federation name)
 * @param {Record<string, string | {file: string}>} [options.staticFiles]  files copied into dist as they are
 *   (name -> text, or -> {file: absolute path})
 */
export function createAppConfig(options) {
  const { appDir, name, kind, exposes = {}, runtimePlugins = [], title = 'Oja', devRoutes, staticFiles = {} } = options;
  const uniqueName = options.uniqueName ?? name;
  const appPackage = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));

  return (_env, argv) => {
    const isDev = argv.mode !== 'production';
    const hashed = isDev ? '[name]' : '[name].[contenthash:8]';
    const isHost = kind === 'host';
    // A remote's production build is only its container (remoteEntry + chunks + manifest); its standalone
    // harness page exists in development only, so no test session code ever ships to users.
    const hasPage = isHost || isDev;

    return {
      mode: isDev ? 'development' : 'production',
      context: appDir,
      entry: hasPage ? { main: './src/index.ts' } : {},
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      target: 'web',
      output: {
        path: path.join(appDir, 'dist'),
        // The host's index.html answers every deep route, so its assets need an absolute path; a remote is
        // deployed under any path and finds its chunks relative to its manifest.
        publicPath: isHost ? '/' : 'auto',
        uniqueName,
        filename: `${hashed}.js`,
        chunkFilename: `${hashed}.js`,
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        crossOriginLoading: 'anonymous',
        // webpack waits 120 s for a chunk by default; a hung remote must fail fast enough for the shell's
        // fallback (the shell's own deadline still bounds the whole load).
        chunkLoadTimeout: 8000,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      },
      module: {
        rules: [
          swcRule(isDev),
          {
            test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/i,
            type: 'asset/resource',
          },
          {
            // `?raw` imports the file's text (an inline SVG, a prerendered fragment).
            resourceQuery: /raw/,
            type: 'asset/source',
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: isDev ? 'remoteEntry.js' : 'remoteEntry.[contenthash:8].js',
          exposes: isHost ? undefined : exposes,
          shared: sharedScope(appPackage, appDir),
          runtimePlugins,
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        hasPage &&
          new HtmlWebpackPlugin({
            // A remote's dev page is the standalone harness's.
            template: isHost
              ? path.join(appDir, 'src/index.html')
              : createRequire(path.join(appDir, 'package.json')).resolve('@oja/harness/index.html'),
            title,
            scriptLoading: 'defer',
            inject: 'body',
          }),
        new StaticFilesPlugin(staticFiles),
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
      },
      performance: { hints: false },
      // Informational: a remote with publicPath 'auto' resolves its chunks from its manifest's URL, as designed.
      ignoreWarnings: [/Manifest will use absolute path resolution/],
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: DEV_PORTS[name],
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // Remotes are fetched cross-origin by the shell's dev server.
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { runtimeErrors: false, warnings: false } },
        proxy: [{ context: ['/api'], target: DEV_API_ORIGIN, changeOrigin: true }],
        setupMiddlewares: (middlewares, server) => {
          devRoutes?.(server.app);
          return middlewares;
        },
      },
    };
  };
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
