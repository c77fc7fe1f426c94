// The share scope of every Oja app, and what follows from it: the libraries that must exist once on the page, each
// entry of @oja/shared, the router's facade (checked at build time), and the shell's two start chunks. Each list is
// written once: the stateful packages below, and `@oja/shared`'s package.json `exports`.
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Libraries that hold state or identity (React's dispatcher, the router's context, emotion's cache and theme
 * context, zustand's stores, TanStack Query's client context), by package, with the entries the apps import. Each
 * must exist once on the page, whichever app loaded first: an app shares the entries of every one of these packages
 * it depends on (with pnpm, an app can import only what it declares). `required`: every app's JSX needs it.
 */
export const STATEFUL_PACKAGES = {
  react: { entries: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'], required: true },
  'react-dom': { entries: ['react-dom', 'react-dom/client'], required: true },
  // One router, by the one name the apps import it by (react-router-dom 7 is react-router's entry and its DOM
  // RouterProvider). `react-router` itself is not shared: nothing imports it by that name (a lint rule refuses it).
  'react-router-dom': { entries: ['react-router-dom'] },
  zustand: { entries: ['zustand', 'zustand/vanilla'] },
  // emotion's JSX runtime is every app's (swc's `importSource`).
  '@emotion/react': {
    entries: ['@emotion/react', '@emotion/react/jsx-runtime', '@emotion/react/jsx-dev-runtime'],
    required: true,
  },
  '@emotion/cache': { entries: ['@emotion/cache'] },
  '@tanstack/react-query': { entries: ['@tanstack/react-query'] },
};

/**
 * The stateful packages an app depends on, as patterns of the requests that name them or their entries: what a
 * Node bundle of the app's pages (the prerender) leaves to `require`, so each is one copy there as on the page.
 */
export function statefulRequests(appPackage) {
  const deps = { ...appPackage.dependencies };
  return Object.keys(STATEFUL_PACKAGES)
    .filter((packageName) => deps[packageName])
    .map((packageName) => new RegExp(`^${escapeRegExp(packageName)}($|/)`));
}

/**
 * Shared libraries provided by a module of ours that re-exports the part the apps use (see src/facades): the
 * request stays `react-router-dom` everywhere, only the copy in the share scope is smaller.
 */
export const FACADES = {
  'react-router-dom': path.join(here, 'src/facades/react-router-dom.mjs'),
  '@tanstack/react-query': path.join(here, 'src/facades/tanstack-react-query.mjs'),
};

/**
 * Aliases the facades import the real libraries by: react-router's ES module builds of its main entry and of
 * `react-router/dom` (production or development), found through react-router-dom, the apps' dependency; TanStack
 * Query's ES module build. None for a library the app does not depend on.
 */
export function facadeAliases(appDir, isDev) {
  return { ...routerAliases(appDir, isDev), ...queryAliases(appDir) };
}

/** The directory of a package as the app resolves it, or null when the app does not depend on it. */
function packageDirOf(appDir, packageName) {
  try {
    return path.dirname(createRequire(path.join(appDir, 'package.json')).resolve(`${packageName}/package.json`));
  } catch {
    return null;
  }
}

function routerAliases(appDir, isDev) {
  const routerDomDir = packageDirOf(appDir, 'react-router-dom');
  if (!routerDomDir) return {};
  const routerDir = path.dirname(
    createRequire(path.join(routerDomDir, 'package.json')).resolve('react-router/package.json'),
  );
  const build = path.join(routerDir, 'dist', isDev ? 'development' : 'production');
  return {
    'oja-react-router-internal$': path.join(build, 'index.mjs'),
    'oja-react-router-dom-internal$': path.join(build, 'dom-export.mjs'),
  };
}

function queryAliases(appDir) {
  const queryDir = packageDirOf(appDir, '@tanstack/react-query');
  // Its package.json's `import` condition: the ES module build (`require` would give the CommonJS one).
  return queryDir ? { 'oja-tanstack-react-query-internal$': path.join(queryDir, 'build', 'modern', 'index.js') } : {};
}

/** The names a facade exports (its `export { a, b as c } from '...'` lists). */
export function facadeExports(file) {
  const source = readFileSync(file, 'utf8').replace(/\/\/[^\n]*/g, '');
  const names = new Set();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * Fails the build when a module imports from a facaded library a name its facade does not export. The shared module
 * is the facade, so such a name would be `undefined` in the browser, while TypeScript and jest, which see the real
 * package, pass.
 */
export class FacadeExportsPlugin {
  apply(compiler) {
    const exported = Object.fromEntries(
      Object.entries(FACADES).map(([request, file]) => [request, facadeExports(file)]),
    );
    compiler.hooks.compilation.tap('OjaFacadeExports', (compilation) => {
      compilation.hooks.finishModules.tap('OjaFacadeExports', (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies ?? []) {
            const names = exported[dependency.request];
            if (!names) continue;
            const ids = dependency.getIds?.(compilation.moduleGraph) ?? dependency.ids ?? [];
            const [name] = ids;
            if (name === undefined || name === 'default' || names.has(name)) continue;
            const error = new compiler.webpack.WebpackError(
              `'${name}' is imported from '${dependency.request}', whose shared copy (${path.relative(here, FACADES[dependency.request])}) does not export it: add it there`,
            );
            error.module = module;
            error.loc = dependency.loc;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

/** The package.json of the @oja/shared the app builds with. */
export function sharedPackageOf(appDir, sharedOverride) {
  // pnpm links every workspace dependency into the app's node_modules (the package exports no package.json).
  const dir = sharedOverride?.dir ?? path.join(appDir, 'node_modules', '@oja', 'shared');
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
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
 * The share scope. The entries of the stateful packages the app depends on and every public entry of
 * `@oja/shared` but its bundled ones (see `singletonEntries`: the session store, toast bus and API client live there)
 * are singletons, each with the version the app is built with and the range its package.json asks for.
 * `strictVersion`: a remote whose range the page's copy does not meet fails to load (its area shows the fallback)
 * rather than run against an API it was not built for. The shell (`host`) also provides the entries that were
 * singletons before they were bundled (`legacySingletonEntries`), for the remotes built before.
 *
 * @param {object} appPackage  the app's package.json
 * @param {string} appDir
 * @param {{dir: string, range?: string}} [sharedOverride]  build against another copy of @oja/shared (test fixtures)
 * @param {{host?: boolean}} [options]
 */
export function sharedScope(appPackage, appDir, sharedOverride, { host = false } = {}) {
  const deps = { ...appPackage.dependencies };
  const scope = {};
  for (const [packageName, { entries, required }] of Object.entries(STATEFUL_PACKAGES)) {
    const range = deps[packageName];
    if (!range) {
      if (required) throw new Error(`${appPackage.name}: "${packageName}" must be a direct dependency to be shared`);
      continue;
    }
    const version = installedVersion(appDir, packageName);
    for (const request of entries) {
      scope[request] = {
        singleton: true,
        strictVersion: true,
        requiredVersion: range,
        version,
        ...(FACADES[request] ? { import: FACADES[request] } : {}),
      };
    }
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
  if (host) {
    const dir = sharedOverride?.dir ?? path.join(appDir, 'node_modules', '@oja', 'shared');
    for (const subpath of legacySingletonEntries(sharedPackage)) {
      const shareKey = path.posix.join(sharedPackage.name, subpath);
      // Provided only: the key is a request nothing imports, so the shell's own imports of the entry stay bundled
      // (as every app's), while the share scope gets the entry's file under its old name. Webpack provides a
      // module given by its path whether or not the app imports it, in a chunk of its own, loaded only when a
      // remote built before asks for it.
      scope[`${LEGACY_REQUEST_PREFIX}${shareKey}`] = {
        shareKey,
        import: realpathSync(path.join(dir, sharedPackage.exports[subpath])),
        singleton: true,
        strictVersion: true,
        version: sharedPackage.version,
        requiredVersion,
      };
    }
  }
  return scope;
}

/** The request under which the shell provides a legacy singleton: one no module imports (see `sharedScope`). */
export const LEGACY_REQUEST_PREFIX = 'oja-legacy-singleton:';

/**
 * The entries of @oja/shared that were federation singletons before they were bundled (package.json
 * `ojaLegacySingletons`, each also in `ojaBundled`): the shell still provides them, under their names, to the remotes
 * built before, which ask the share scope for them, until the next major version of @oja/shared drops the list.
 *
 * @param {{exports: Record<string, string>, ojaBundled?: string[], ojaLegacySingletons?: string[]}} sharedPackage
 */
export function legacySingletonEntries(sharedPackage) {
  const bundled = new Set(sharedPackage.ojaBundled ?? []);
  for (const subpath of sharedPackage.ojaLegacySingletons ?? []) {
    if (!bundled.has(subpath) || !sharedPackage.exports[subpath]) {
      throw new Error(
        `${sharedPackage.name}: the legacy singleton "${subpath}" must be a bundled entry of its exports`,
      );
    }
  }
  return [...(sharedPackage.ojaLegacySingletons ?? [])];
}

/**
 * The entries of @oja/shared that are federation singletons: those that hold state or context (the session, the
 * toast bus, the API transport and its configuration, the query client, the mount path, the registers of what is
 * drawn over the page), all but those its package.json lists in `ojaBundled` (the contract, validation, formatting,
 * the theme, the UI components, ...): those are ordinary dependencies that each app bundles at the version it was
 * built with, so a remote that needs an additive change there (a new endpoint, a new rule, a new component) ships it
 * itself, with no shell deploy (docs/platform.md).
 *
 * @param {{exports: Record<string, string>, ojaBundled?: string[]}} sharedPackage
 */
export function singletonEntries(sharedPackage) {
  const bundled = new Set(sharedPackage.ojaBundled ?? []);
  return Object.keys(sharedPackage.exports).filter((subpath) => !bundled.has(subpath));
}

/**
 * `@oja/shared/<entry>$` -> the file of a copy of @oja/shared, for each of its bundled entries; a pattern entry
 * (`./contract/*`, one module per group of endpoints) keeps its `*`, which webpack's aliases read alike.
 */
export function bundledEntryAliases(dir) {
  const sharedPackage = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const singletons = new Set(singletonEntries(sharedPackage));
  return Object.fromEntries(
    Object.entries(sharedPackage.exports)
      .filter(([subpath]) => !singletons.has(subpath))
      .map(([subpath, file]) => [
        `${path.posix.join(sharedPackage.name, subpath)}${subpath.includes('*') ? '' : '$'}`,
        path.join(dir, file),
      ]),
  );
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const anySeparator = (text) => escapeRegExp(text).replaceAll('\\/', '[\\\\/]');

/**
 * What the stateful packages are built from, loaded with them at start: React's scheduler, the router behind the
 * facade, emotion's and TanStack's internals, zustand's React binding; and valibot, which every start's forms run.
 */
const START_LIBRARY_INTERNALS = [
  'scheduler',
  'react-router',
  '@emotion',
  'stylis',
  'hoist-non-react-statics',
  'react-is',
  '@tanstack',
  'use-sync-external-store',
  'valibot',
  // Babel's `extends` helper (emotion's): on its own it was two requests of the same 0.2 KiB file.
  '@babel/runtime',
];

/**
 * The libraries every page of the shell starts with, in one file: as separate chunks they were ten requests (on a
 * connection that takes six at a time, each waiting its turn), ten script evaluations and ten loads for the
 * federation runtime to track. The chunk is shared by every provided library's chunk group, so loading any of them
 * loads it, which is what the start does anyway.
 */
export function startLibrariesGroup() {
  const packages = [...new Set([...Object.keys(STATEFUL_PACKAGES), ...START_LIBRARY_INTERNALS])];
  const libraries = new RegExp(`[\\\\/]node_modules[\\\\/](${packages.map(anySeparator).join('|')})[\\\\/]`);
  // The facades (the router's) are what the share scope provides in the libraries' place: their few lines go
  // with them rather than in a request of their own.
  const facades = new Set(Object.values(FACADES));
  const test = (module) => libraries.test(module.resource ?? '') || facades.has(module.resource ?? '');
  return { test, name: 'start-libraries', chunks: 'async', enforce: true };
}

/** The API client's axios instance: it and axios are fetched with the page's first request (`shared/src/api/client.ts`). */
const LOADED_WITH_FIRST_REQUEST = /[\\/]shared[\\/]src[\\/]api[\\/]axios-client\.ts$/;

/**
 * The same for the modules of @oja/shared the start loads: those of the singleton entries (all provided and read at
 * start) and those of the bundled entries that the start imports. A module that only chunks loaded later hold stays
 * in them: the shell's lazy chunks (the dashboard chrome, the not-found page, the API client: the named ones; the
 * start's chunks have no name but the entry's) and a legacy singleton's own chunk (its whole entry, loaded only for a
 * remote built before it was bundled). Without the chunk graph (a test), every module of @oja/shared matches.
 */
export function startSharedGroup(appDir, sharedOverride) {
  const sharedPackage = sharedPackageOf(appDir, sharedOverride);
  const folders = Object.values(sharedPackage.exports).map((file) =>
    anySeparator(path.posix.dirname(file).replace(/^\.\//, '')),
  );
  const entries = new RegExp(`[\\\\/]shared[\\\\/](${folders.join('|')})[\\\\/]`);
  const dir = sharedOverride?.dir ?? path.join(appDir, 'node_modules', '@oja', 'shared');
  const legacyFiles = new Set(
    legacySingletonEntries(sharedPackage).map((subpath) =>
      realpathSync(path.join(dir, sharedPackage.exports[subpath])),
    ),
  );
  const loadedLater = (chunk, chunkGraph) =>
    (Boolean(chunk.name) && chunk.name !== 'main') ||
    [...chunkGraph.getChunkModulesIterable(chunk)].some((module) => legacyFiles.has(module.resource));
  const atStart = (module, chunkGraph) =>
    !chunkGraph || [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => !loadedLater(chunk, chunkGraph));
  return {
    test: (module, context) =>
      entries.test(module.resource ?? '') &&
      !LOADED_WITH_FIRST_REQUEST.test(module.resource ?? '') &&
      atStart(module, context?.chunkGraph),
    name: 'start-shared',
    chunks: 'async',
    enforce: true,
  };
}
