// The share scope and the shell's start chunks come from one list of stateful packages and from @oja/shared's
// package.json `exports` (share-scope.mjs). Run by Node, as webpack runs it (the module reads import.meta).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const WORKSPACE = path.resolve(__dirname, '../../..');
const MODULE = path.resolve(__dirname, '../share-scope.mjs');

/** Runs `body` (an async function's body, with `scope` the module) in Node and returns what it returns. */
function inNode<T>(body: string): T {
  const script = `const scope = await import(${JSON.stringify(MODULE)});
    const result = await (async () => { ${body} })();
    process.stdout.write(JSON.stringify(result));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

const shellPackage = JSON.parse(readFileSync(path.join(WORKSPACE, 'shell/package.json'), 'utf8'));
const sharedPackage = JSON.parse(readFileSync(path.join(WORKSPACE, 'shared/package.json'), 'utf8'));

it('shares every entry of @oja/shared but its bundled ones, and the stateful packages the app depends on', () => {
  const keys = inNode<string[]>(
    `return Object.keys(scope.sharedScope(${JSON.stringify(shellPackage)}, ${JSON.stringify(path.join(WORKSPACE, 'shell'))}));`,
  );
  const bundled: string[] = sharedPackage.ojaBundled ?? [];
  expect(bundled).toEqual(expect.arrayContaining(['./contract', './contract/*', './validation', './forms']));
  for (const subpath of Object.keys(sharedPackage.exports)) {
    const name = path.posix.join('@oja/shared', subpath);
    if (bundled.includes(subpath)) expect(keys).not.toContain(name);
    else expect(keys).toContain(name);
  }
  expect(keys).toEqual(expect.arrayContaining(['react', 'react/jsx-runtime', 'react-dom/client', 'react-router-dom']));
  expect(keys).not.toContain('react-router');
});

it('does not force a stateful package on an app that does not depend on it, but requires React and emotion', () => {
  const withoutRouter = { ...shellPackage, dependencies: { ...shellPackage.dependencies } };
  delete withoutRouter.dependencies['react-router-dom'];
  const keys = inNode<string[]>(
    `return Object.keys(scope.sharedScope(${JSON.stringify(withoutRouter)}, ${JSON.stringify(path.join(WORKSPACE, 'shell'))}));`,
  );
  expect(keys).not.toContain('react-router-dom');
  expect(keys).toContain('zustand');

  const withoutReact = { ...shellPackage, dependencies: { ...shellPackage.dependencies } };
  delete withoutReact.dependencies.react;
  const refused = inNode<string>(
    `try { scope.sharedScope(${JSON.stringify(withoutReact)}, ${JSON.stringify(path.join(WORKSPACE, 'shell'))}); return 'built'; }
     catch (error) { return error.message; }`,
  );
  expect(refused).toMatch(/"react" must be a direct dependency/);
});

it('provides from the shell, under their old names, the entries that were singletons before they were bundled', () => {
  const legacy: string[] = sharedPackage.ojaLegacySingletons ?? [];
  expect(legacy).toEqual(expect.arrayContaining(['./format', './theme', './ui']));
  const hostScope = inNode<Record<string, { shareKey?: string; import?: string; singleton?: boolean }>>(
    `return scope.sharedScope(${JSON.stringify(shellPackage)}, ${JSON.stringify(path.join(WORKSPACE, 'shell'))}, undefined, { host: true });`,
  );
  for (const subpath of legacy) {
    const shareKey = path.posix.join('@oja/shared', subpath);
    const [request, config] = Object.entries(hostScope).find(([, item]) => item.shareKey === shareKey) ?? [];
    // Under a request no module imports: the shell's own imports of the entry stay bundled.
    expect(request).toBe(`oja-legacy-singleton:${shareKey}`);
    expect(config?.import).toBe(path.join(WORKSPACE, 'shared', sharedPackage.exports[subpath]));
    expect(config?.singleton).toBe(true);
    expect(hostScope).not.toHaveProperty([shareKey]);
  }
  // A remote provides none of them: it bundles them.
  const remoteScope = inNode<Record<string, unknown>>(
    `return scope.sharedScope(${JSON.stringify(shellPackage)}, ${JSON.stringify(path.join(WORKSPACE, 'shell'))});`,
  );
  expect(Object.keys(remoteScope).filter((key) => key.startsWith('oja-legacy-singleton:'))).toEqual([]);

  const refused = inNode<string>(
    `try { scope.legacySingletonEntries({ name: '@oja/shared', exports: { './ui': 'x' }, ojaBundled: [], ojaLegacySingletons: ['./ui'] }); return 'accepted'; }
     catch (error) { return error.message; }`,
  );
  expect(refused).toMatch(/"\.\/ui" must be a bundled entry/);
});

it("puts in the shell's start chunk the modules of @oja/shared that a chunk of the start holds", () => {
  const inStart = inNode<Record<string, boolean>>(
    `const group = scope.startSharedGroup(${JSON.stringify(path.join(WORKSPACE, 'shell'))});
     const shared = ${JSON.stringify(path.join(WORKSPACE, 'shared'))};
     const module = (file) => ({ resource: shared + '/' + file });
     const start = { name: undefined, modules: [] };
     const chrome = { name: 'dashboard-chrome', modules: [] };
     const legacyUi = { name: undefined, modules: [module('src/ui/index.ts')] };
     const chunksOf = new Map([
       ['src/session/index.ts', [start]],
       ['src/ui/logo.tsx', [start, legacyUi]],
       ['src/ui/stat-card.tsx', [legacyUi]],
       ['src/ui/icon-button.tsx', [chrome, legacyUi]],
       ['src/format/money.ts', [chrome]],
       ['src/api/axios-client.ts', [start]],
     ]);
     const chunkGraph = {
       getModuleChunksIterable: (item) => chunksOf.get(item.resource.slice(shared.length + 1)) ?? [],
       getChunkModulesIterable: (chunk) => chunk.modules,
     };
     const files = [...chunksOf.keys()];
     return {
       ...Object.fromEntries(files.map((file) => [file, group.test(module(file), { chunkGraph })])),
       'without a chunk graph': files.slice(0, 5).every((file) => group.test(module(file))),
       'outside @oja/shared': group.test({ resource: '/repo/node_modules/react/index.js' }, { chunkGraph }),
     };`,
  );
  expect(inStart).toEqual({
    'src/session/index.ts': true,
    // Bundled, and imported by the start.
    'src/ui/logo.tsx': true,
    // Held only by the legacy ui entry's chunk (for remotes built before 5.1) or by the dashboard chrome.
    'src/ui/stat-card.tsx': false,
    'src/ui/icon-button.tsx': false,
    'src/format/money.ts': false,
    // Loaded with the first request.
    'src/api/axios-client.ts': false,
    'without a chunk graph': true,
    'outside @oja/shared': false,
  });
});

it("reads the router facade's exports, which the build checks every import against", () => {
  const names = inNode<string[]>(`return [...scope.facadeExports(scope.FACADES['react-router-dom'])];`);
  expect(names).toEqual(expect.arrayContaining(['RouterProvider', 'createBrowserRouter', 'Link', 'useNavigate']));
  expect(names).not.toContain('');
});

it("leaves to the prerender's require the stateful packages the app depends on, and nothing else", () => {
  const withoutQuery = { ...shellPackage, dependencies: { ...shellPackage.dependencies } };
  delete withoutQuery.dependencies['@tanstack/react-query'];
  const external = inNode<Record<string, boolean>>(
    `const patterns = scope.statefulRequests(${JSON.stringify(withoutQuery)});
     const requests = ['react', 'react/jsx-runtime', 'react-dom/server', 'react-router-dom', 'zustand/vanilla',
       '@emotion/react', '@emotion/cache', '@tanstack/react-query', 'react-is', 'react-router', '@oja/shared/session'];
     return Object.fromEntries(requests.map((request) => [request, patterns.some((pattern) => pattern.test(request))]));`,
  );
  expect(external).toEqual({
    react: true,
    'react/jsx-runtime': true,
    'react-dom/server': true,
    'react-router-dom': true,
    'zustand/vanilla': true,
    '@emotion/react': true,
    '@emotion/cache': true,
    '@tanstack/react-query': false,
    'react-is': false,
    'react-router': false,
    '@oja/shared/session': false,
  });
});
