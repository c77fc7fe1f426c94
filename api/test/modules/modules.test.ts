// Every module of src/modules has the one shape, is registered, and is listed in api/README.md (a new module that
// skips one of the three fails here).
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { MODULES } from '../../src/modules/index';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const modulesDir = path.join(apiRoot, 'src', 'modules');

async function moduleFolders(): Promise<string[]> {
  const entries = await readdir(modulesDir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The module names of the README's "Modules" table. */
async function listedInReadme(): Promise<string[]> {
  const readme = await readFile(path.join(apiRoot, 'README.md'), 'utf8');
  const section = readme.split(/^## Modules$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\| `([a-z-]+)` +\|/gm)].map((match) => match[1] ?? '').sort();
}

describe('the API modules', () => {
  it('are listed in api/README.md exactly as the folder holds them', async () => {
    assert.deepEqual(await listedInReadme(), await moduleFolders());
  });

  it('are each registered by src/modules/index.ts', async () => {
    assert.deepEqual(Object.keys(MODULES).sort(), await moduleFolders());
  });

  it('each have routes.ts (HTTP only) and service.ts (no HTTP)', async () => {
    for (const name of await moduleFolders()) {
      const files = await readdir(path.join(modulesDir, name));
      assert.ok(files.includes('routes.ts') && files.includes('service.ts'), `${name}: routes.ts and service.ts`);
      const routes = await readFile(path.join(modulesDir, name, 'routes.ts'), 'utf8');
      const service = await readFile(path.join(modulesDir, name, 'service.ts'), 'utf8');
      assert.doesNotMatch(
        routes,
        /from '\.\.\/\.\.\/db\//,
        `${name}/routes.ts reaches the database only through its service`,
      );
      assert.doesNotMatch(service, /from 'fastify'/, `${name}/service.ts knows nothing of HTTP`);
    }
  });
});
