// The deploy check's ownership rule over the workspace's own declarations: no two remotes here claim overlapping
// paths or one menu entry, so a clash shows in `npm test`, before any deploy refuses it. The remotes are found
// (every top-level folder with a src/remote.ts), not named.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const jiti = createJiti(import.meta.url);
/** @type {typeof import('@oja/shared/platform')} */
const platform = await jiti.import('@oja/shared/platform');

const remoteFiles = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'src', 'remote.ts')))
  .map((entry) => path.join(root, entry.name, 'src', 'remote.ts'));

describe("the workspace's remotes", () => {
  it('are found', () => {
    assert.ok(remoteFiles.length > 0);
  });

  it('claim no path or menu entry another of them owns', async () => {
    const declarations = await Promise.all(
      remoteFiles.map(async (file) => platform.declarationOf(await jiti.import(file, { default: true }))),
    );
    assert.deepEqual(platform.siteConflicts(declarations), []);
  });
});
