// The remote's contract with the shell: its declaration is valid, every declared page is exposed by the build,
// and every exposed page exports a component.
import path from 'node:path';
import { contractProblems } from '@oja/harness/testing';
import remote from './remote';

it('exposes every page it declares, each with a component', async () => {
  await expect(contractProblems(remote, path.resolve(__dirname, '..'))).resolves.toEqual([]);
});
