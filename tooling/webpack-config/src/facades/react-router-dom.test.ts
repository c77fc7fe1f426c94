// The facade must export every name an app takes from 'react-router-dom': a name missing from it would be undefined in
// the browser (the shared module is the facade), while jest and TypeScript, which use the real package, would not
// notice.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const WORKSPACE = path.resolve(__dirname, '../../../..');
const SKIPPED = new Set(['node_modules', 'dist', '.cache', '.tmp', '.data', 'e2e', 'api', 'scripts']);
/**
 * Sources that never run in a federated browser build, where the facade is the router: jest's helpers (the real
 * package there) and the prerender, whose Node bundle takes react-router-dom from node_modules.
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

/** The value names (not types) a source imports from 'react-router-dom'. */
export function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
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

function facadeExports(): Set<string> {
  const facade = readFileSync(path.join(__dirname, 'react-router-dom.mjs'), 'utf8');
  // Every `export { ... } from` block: the facade takes names from more than one of react-router's builds.
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
});

test("the react-router-dom facade exports every name the workspace's browser code imports", () => {
  const exported = facadeExports();
  const missing: string[] = [];
  let files = 0;
  for (const file of sourceFiles(WORKSPACE)) {
    const names = importedNames(readFileSync(file, 'utf8'));
    if (names.length > 0) files += 1;
    for (const name of names) {
      if (!exported.has(name)) missing.push(`${name} (${path.relative(WORKSPACE, file)})`);
    }
  }
  // The scan found the apps' sources (the shell alone imports the router in several files).
  expect(files).toBeGreaterThan(10);
  expect(missing).toEqual([]);
});
