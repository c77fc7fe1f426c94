// Each public entry of @oja/shared (package.json `exports`) is its own Module Federation singleton. An entry that
// reached into another entry's folder by a relative path would bundle a second copy of that entry's state (a
// second session store, a second toast bus): such imports must go through the package name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const sharedRoot = path.resolve(__dirname, '..', '..');
const exportsMap = JSON.parse(readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')).exports as Record<
  string,
  string
>;
const entryFolders = Object.values(exportsMap).map((file) => path.dirname(path.join(sharedRoot, file)));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

describe('@oja/shared entry boundaries', () => {
  it('lists one folder per entry', () => {
    expect(entryFolders.length).toBeGreaterThan(5);
  });

  it.each(entryFolders.map((folder) => [path.basename(folder), folder]))(
    'the %s entry imports other entries only by the package name',
    (_name, folder) => {
      const crossings: string[] = [];
      for (const file of sourceFiles(folder)) {
        for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
          const specifier = match[1] ?? match[2] ?? '';
          const target = path.resolve(path.dirname(file), specifier);
          if (!target.startsWith(`${folder}${path.sep}`) && target !== folder) {
            crossings.push(`${path.relative(sharedRoot, file)} -> ${specifier}`);
          }
        }
      }
      expect(crossings).toEqual([]);
    },
  );
});
