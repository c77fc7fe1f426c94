// The rules between the public entries of @oja/shared (package.json `exports`):
// - each entry is its own Module Federation singleton, so one entry reaches another only through the package
//   name: a relative path into another entry's folder would bundle a second copy of that entry's state (a
//   second session store, a second toast bus);
// - the entries stand in layers, and an entry imports (by the package name, also for types) only entries of the
//   layers below its own. Nothing in a layer imports its neighbours in the same layer: the session and the API
//   client in particular know nothing of each other (the app that starts the page connects them). A new entry
//   must be given its layer here, or this test fails.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Lowest first. */
const LAYERS: readonly (readonly string[])[] = [
  // Foundations: values, rules and small stores that need no other entry.
  ['format', 'theme', 'validation', 'toast', 'hooks', 'demo'],
  // Declarations on the validation rules: the API's contract (shared with the server) and the platform's.
  ['contract', 'platform'],
  // State and transport; the registers of what is drawn over the page (open dialogs, top bars).
  ['session', 'api', 'layers'],
  // Components on the theme.
  ['ui'],
  // What a screen builds on: forms, and server state with its loading and failure states; the store's availability
  // controls (a form of their own, on the few pages that show them).
  ['forms', 'query', 'availability'],
  // What the app that starts a page puts around it (the shell, the harness, page tests, the prerender).
  ['providers'],
];

const sharedRoot = path.resolve(__dirname, '..', '..');
const exportsMap = JSON.parse(readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')).exports as Record<
  string,
  string
>;
// A pattern entry (`./contract/*`: the contract's groups, one module each) is part of its entry (`./contract`), in
// its folder.
const entries = Object.keys(exportsMap)
  .filter((subpath) => !subpath.endsWith('/*'))
  .map((subpath) => subpath.replace(/^\.\//, ''));
const folderOf = (entry: string) => path.dirname(path.join(sharedRoot, exportsMap[`./${entry}`] ?? ''));

function sourceFiles(folder: string, withTests = true): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, withTests);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return withTests || !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const RELATIVE =
  /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const BY_NAME =
  /(?:import|export)\s[^'"]*?from\s+['"]@oja\/shared\/([^'"/]+)(?:\/[^'"]*)?['"]|import\(\s*['"]@oja\/shared\/([^'"/]+)(?:\/[^'"]*)?['"]\s*\)/g;

const layerOf = (entry: string) => LAYERS.findIndex((layer) => layer.includes(entry));

/** `from -> to` for each import that does not go to a lower layer. */
function violations(imports: readonly { from: string; to: string; file: string }[]): string[] {
  return imports
    .filter(({ from, to }) => from !== to && !(layerOf(to) >= 0 && layerOf(to) < layerOf(from)))
    .map(({ from, to, file }) => `${file}: ${from} imports ${to}`);
}

/** The other entries an entry's shipped code imports (tests may set up a higher layer, e.g. the form hook). */
function importsOf(entry: string) {
  return sourceFiles(folderOf(entry), false).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(BY_NAME)].map((match) => ({
      from: entry,
      to: match[1] ?? match[2] ?? '',
      file: path.relative(sharedRoot, file),
    })),
  );
}

describe('@oja/shared entry boundaries', () => {
  it.each(entries)('the %s entry imports other entries only by the package name', (entry) => {
    const folder = folderOf(entry);
    const crossings: string[] = [];
    for (const file of sourceFiles(folder)) {
      for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE)) {
        const specifier = match[1] ?? match[2] ?? '';
        const target = path.resolve(path.dirname(file), specifier);
        if (!target.startsWith(`${folder}${path.sep}`) && target !== folder) {
          crossings.push(`${path.relative(sharedRoot, file)} -> ${specifier}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });
});

describe('the layers of @oja/shared', () => {
  it('gives every entry of package.json exactly one layer', () => {
    const placed = LAYERS.flat();
    expect([...entries].sort()).toEqual([...placed].sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it.each(entries)('the %s entry imports only entries of lower layers', (entry) => {
    expect(violations(importsOf(entry))).toEqual([]);
  });

  it('finds the imports it checks, and refuses one that goes up or sideways', () => {
    expect(importsOf('forms').map(({ to }) => to)).toEqual(expect.arrayContaining(['api', 'validation']));
    // A group of the contract (`@oja/shared/contract/auth`) counts as the contract.
    expect(importsOf('api').map(({ to }) => to)).toContain('contract');
    expect(violations([{ from: 'api', to: 'session', file: 'api/client.ts' }])).toEqual([
      'api/client.ts: api imports session',
    ]);
    expect(violations([{ from: 'validation', to: 'ui', file: 'v.ts' }])).toHaveLength(1);
    expect(violations([{ from: 'ui', to: 'nowhere', file: 'u.ts' }])).toHaveLength(1);
  });
});
