// A facade must export every name an app takes from its library ('react-router-dom', '@tanstack/react-query'): a name
// missing from it would be undefined in the browser (the shared module is the facade), while jest and TypeScript,
// which use the real package, would not notice.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const WORKSPACE = path.resolve(__dirname, '../../../..');
const SKIPPED = new Set(['node_modules', 'dist', '.cache', '.tmp', '.data', 'e2e', 'api', 'scripts']);
/**
 * Sources that never run in a federated browser build, where the facades are the libraries: jest's helpers (the real
 * packages there) and the prerender, whose Node bundle takes the libraries from node_modules.
 */
const NOT_IN_THE_BROWSER = new Set([
  'tooling/harness/src/testing.tsx',
  'tooling/harness/src/prerender.tsx',
  'mf-landing/src/test',
]);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (NOT_IN_THE_BROWSER.has(path.relative(WORKSPACE, full))) continue;
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The value names (not types) a source imports from a library ('react-router-dom' by default). */
export function importedNames(source: string, library = 'react-router-dom'): string[] {
  const names: string[] = [];
  const escaped = library.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const match of source.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${escaped}'`, 'g'))) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** Each facade (its file in this folder) by the library it stands for, and how many files import it at least. */
const FACADES = [
  { library: 'react-router-dom', file: 'react-router-dom.mjs', atLeast: 10 },
  { library: '@tanstack/react-query', file: 'tanstack-react-query.mjs', atLeast: 10 },
] as const;

function facadeExports(file: string): Set<string> {
  const facade = readFileSync(path.join(__dirname, file), 'utf8');
  // Every `export { ... } from` block: the router's facade takes names from more than one of react-router's builds.
  return new Set(
    [...facade.matchAll(/export\s*\{([^}]*)\}/g)]
      .flatMap((block) => (block[1] ?? '').split(','))
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

test('reads value imports and skips type imports', () => {
  expect(
    importedNames(
      "import { Link, type RouteObject, useNavigate as go } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';",
    ),
  ).toEqual(['Link', 'useNavigate']);
  expect(
    importedNames(
      "import { useQuery } from '@tanstack/react-query';\nimport { Link } from 'react-router-dom';",
      '@tanstack/react-query',
    ),
  ).toEqual(['useQuery']);
});

test.each(FACADES)(
  "the $library facade exports every name the workspace's browser code imports",
  ({ library, file, atLeast }) => {
    const exported = facadeExports(file);
    const missing: string[] = [];
    let files = 0;
    for (const source of sourceFiles(WORKSPACE)) {
      const names = importedNames(readFileSync(source, 'utf8'), library);
      if (names.length > 0) files += 1;
      for (const name of names) {
        if (!exported.has(name)) missing.push(`${name} (${path.relative(WORKSPACE, source)})`);
      }
    }
    // The scan found the apps' sources (each library is imported by many files).
    expect(files).toBeGreaterThan(atLeast);
    expect(missing).toEqual([]);
  },
);
