// Which source file a declared page is: the declaration references each page module statically
// (`load: () => import('./pages/menu-page')`, so the type checker proves the module's default export is a
// component), and the build exposes the file that import names. Used by the webpack config (through jiti) and by
// each remote's contract test, so both read the same answer.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const DECLARATION_SOURCE = 'src/remote.ts';

const PAGE_IMPORT = /(?:\bimport|\bjitiImport|\brequire)\(\s*(['"`])([^'"`]+)\1\s*\)/;
const SOURCE_EXTENSIONS = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

/** The page's source file, relative to the remote's folder (`./src/pages/menu-page.tsx`). */
export function pageSourceOf(appDir: string, module: string, load: () => unknown): string {
  const match = PAGE_IMPORT.exec(String(load));
  const specifier = match?.[2];
  if (!specifier) {
    throw new Error(`${DECLARATION_SOURCE}: page ${module}: load must be written as () => import('./path/to/page')`);
  }
  const base = path.resolve(appDir, path.dirname(DECLARATION_SOURCE), specifier);
  const file = SOURCE_EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => existsSync(candidate) && !candidate.endsWith(path.sep),
  );
  if (!file) throw new Error(`${DECLARATION_SOURCE}: page ${module}: ${specifier} does not exist`);
  return `./${path.relative(appDir, file).split(path.sep).join('/')}`;
}

/** webpack's `exposes` of a remote: `./<module>` -> its page's source file. */
export function exposesOf(appDir: string, pages: Record<string, { load: () => unknown }>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(pages).map(([module, page]) => [`./${module}`, pageSourceOf(appDir, module, page.load)]),
  );
}
