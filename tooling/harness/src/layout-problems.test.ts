// The layout check every remote's contract test runs (testing.tsx, contractProblems), on a remote made for the test.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { layoutProblems } from './layout-problems';

function remoteWith(files: Record<string, string>): string {
  const appDir = mkdtempSync(path.join(tmpdir(), 'oja-layout-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
    writeFileSync(path.join(appDir, file), text);
  }
  return appDir;
}

const PAGE = './src/pages/menu-page.tsx';

describe('layoutProblems', () => {
  it('finds none in a remote that keeps the layout', () => {
    const appDir = remoteWith({
      'src/remote.ts': '',
      'src/remote.test.ts': '',
      'src/file-imports.d.ts': '',
      'src/pages/menu-page.tsx': '',
      'src/pages/menu-page.test.tsx': '',
      'src/components/menu/form.tsx': '',
      'src/data/calls.ts': '',
      'src/hooks/use-leave-form.ts': "import { useEffect } from 'react';",
      'src/lib/paths.ts': 'export const x = 1;',
      'src/samples/figures.ts': '',
      'src/mocks/api.ts': '',
      'src/assets/hero.svg': '<svg/>',
    });
    expect(layoutProblems(appDir, [PAGE])).toEqual([]);
  });

  it('names a folder outside the layout, a loose file, a hook that is not one, React in lib and a part in pages', () => {
    const appDir = remoteWith({
      'src/remote.ts': '',
      'src/views/overview.tsx': '',
      'src/helpers.ts': '',
      'src/hooks/strip-scrolling.ts': '',
      'src/lib/format.ts': "import { useMemo } from 'react';",
      'src/lib/badge.tsx': '',
      'src/pages/menu-page.tsx': '',
      'src/pages/menu-header.tsx': '',
    });
    const folders = 'pages, components, data, hooks, lib, samples, mocks, assets';
    expect(layoutProblems(appDir, [PAGE]).sort()).toEqual(
      [
        `src/views/ is not a folder of the remote layout (${folders})`,
        `src/helpers.ts belongs in a folder of the remote layout (${folders})`,
        'src/hooks/strip-scrolling.ts is not a hook (hooks/ holds use-* hooks)',
        'src/lib/format.ts uses React: lib/ holds plain TypeScript',
        'src/lib/badge.tsx uses React: lib/ holds plain TypeScript',
        'src/pages/menu-header.tsx is no declared page: its parts go in components/',
      ].sort(),
    );
  });
});
