// The one layout inside every remote (docs/platform.md, "Inside a remote"): the same folders, holding the same kinds
// of code, so a reader finds a page, its parts, its data and its mocks in the same place whichever remote they open.
// What the compiler cannot see is checked here, inside every remote's contract test: no folder outside the layout, no
// file loose beside the declaration, only hooks in hooks/, no React in lib/, only page modules in pages/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folders of a remote's `src/`, and what each holds. */
export const REMOTE_FOLDERS: Readonly<Record<string, string>> = {
  pages: 'one module per declared page',
  components: "React components (a page's own parts in components/<area>/)",
  data: 'the calls (calls.ts) and the TanStack Query hooks over them',
  hooks: 'React hooks that are not data',
  lib: 'plain TypeScript with no React',
  samples: "the spec's sample and placeholder figures, shown where no data exists",
  mocks: "the remote's MSW handlers",
  assets: 'files that are not code (artwork)',
};

/** What `src/` itself holds besides the folders: the declaration, its test, type declarations. */
const LOOSE_FILES = /^(remote\.ts|remote\.test\.ts|[\w-]+\.d\.ts)$/;

const isTest = (name: string) => /\.test\.tsx?$/.test(name);
const isCode = (name: string) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function codeFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return isCode(entry.name) && !isTest(entry.name) ? [full] : [];
  });
}

/** JSX, or an import of React, its DOM, emotion or the router. */
const usesReact = (file: string) =>
  file.endsWith('.tsx') ||
  /\bfrom\s+['"](react|react-dom|@emotion\/react|react-router-dom)['"]/.test(readFileSync(file, 'utf8'));

/**
 * Where a remote's `src/` departs from the layout, each said with the file and the rule. `pageSources` are the files
 * its declaration's pages load (relative to the remote, `./src/pages/menu-page.tsx`): pages/ holds those and no other.
 */
export function layoutProblems(appDir: string, pageSources: readonly string[]): string[] {
  const srcDir = path.join(appDir, 'src');
  if (!existsSync(srcDir)) return [];
  const problems: string[] = [];
  const folders = Object.keys(REMOTE_FOLDERS).join(', ');
  for (const entry of readdirSync(srcDir, { withFileTypes: true })) {
    if (entry.isDirectory() && !(entry.name in REMOTE_FOLDERS)) {
      problems.push(`src/${entry.name}/ is not a folder of the remote layout (${folders})`);
    } else if (entry.isFile() && !LOOSE_FILES.test(entry.name)) {
      problems.push(`src/${entry.name} belongs in a folder of the remote layout (${folders})`);
    }
  }
  const relative = (file: string) => path.relative(appDir, file).split(path.sep).join('/');
  for (const file of codeFiles(path.join(srcDir, 'hooks'))) {
    if (!/^use-/.test(path.basename(file))) problems.push(`${relative(file)} is not a hook (hooks/ holds use-* hooks)`);
  }
  for (const file of codeFiles(path.join(srcDir, 'lib'))) {
    if (usesReact(file)) problems.push(`${relative(file)} uses React: lib/ holds plain TypeScript`);
  }
  const pages = new Set(pageSources.map((source) => source.replace(/^\.\//, '')));
  for (const file of codeFiles(path.join(srcDir, 'pages'))) {
    if (!pages.has(relative(file))) problems.push(`${relative(file)} is no declared page: its parts go in components/`);
  }
  return problems;
}
