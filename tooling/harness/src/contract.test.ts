// contractProblems is what each remote's own contract test runs: it must catch a declared page that is not
// exposed and an exposed page that does not export a component.
import path from 'node:path';
import sound from './contract-fixture/src/remote';
import odd from './odd-fixture/src/remote';
import { contractProblems } from './testing';

const appDir = path.join(__dirname, 'contract-fixture');
// A remote of its own: each fixture's src/ keeps the remotes' layout, with only its own declared pages in pages/.
const oddDir = path.join(__dirname, 'odd-fixture');
const good = sound.pages.GoodPage;
if (!good) throw new Error('the fixture declares GoodPage');

describe('contractProblems', () => {
  it('finds none in a sound remote', async () => {
    await expect(contractProblems(sound, appDir)).resolves.toEqual([]);
  });

  it('fails when a declared page names no file the build would expose', async () => {
    // Relative to this test, not to the declaration's folder: the build would find nothing to expose.
    const remote = {
      ...sound,
      pages: { GoodPage: { ...good, load: () => import('./contract-fixture/src/pages/good-page') } },
    };
    const problems = await contractProblems(remote, appDir);
    expect(problems).toEqual([
      expect.stringMatching(/page GoodPage: \.\/contract-fixture\/src\/pages\/good-page does not exist/),
      'GoodPage is declared but not exposed',
      // The page file the declaration fails to name is then no declared page of pages/ (the layout's check).
      'src/pages/good-page.tsx is no declared page: its parts go in components/',
    ]);
  });

  it('fails when an exposed page does not export a component', async () => {
    await expect(contractProblems(odd, oddDir)).resolves.toEqual([
      'OddPage: ./src/pages/not-a-page.ts does not export a component as its default',
    ]);
  });

  it('fails when the declaration itself is invalid', async () => {
    const remote = { ...sound, pages: { GoodPage: { ...good, path: 'no-slash' } } };
    const problems = await contractProblems(remote, appDir);
    expect(problems[0]).toMatch(/pages\.0\.path/);
  });
});
