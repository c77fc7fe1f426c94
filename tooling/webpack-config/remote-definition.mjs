// Reads a remote's declaration (`src/remote.ts`) in Node, with the same TypeScript file the remote's code and the
// type checker read: everything the tooling knows about a remote (its federation name, dev port, exposed modules,
// the JSON its build publishes) comes from there.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const here = path.dirname(fileURLToPath(import.meta.url));
export const WORKSPACE_ROOT = path.resolve(here, '../..');
export const DECLARATION_SOURCE = 'src/remote.ts';

// No module cache: a dev server reloading the runtime config must see an edited declaration.
const jiti = createJiti(import.meta.url, { moduleCache: false, fsCache: false });

/** @returns {Promise<typeof import('@oja/shared/platform')>} */
export function platform() {
  return jiti.import('@oja/shared/platform');
}

/**
 * A remote's definition, its checked JSON declaration and its webpack `exposes` (`./<module>` -> source file).
 * @param {string} appDir the remote's package folder
 */
export async function loadRemote(appDir) {
  const file = path.join(appDir, DECLARATION_SOURCE);
  const definition = await jiti.import(file, { default: true });
  const { declarationOf } = await platform();
  const { exposesOf } = await jiti.import('@oja/harness/page-source');
  return { definition, declaration: declarationOf(definition), exposes: exposesOf(appDir, definition.pages) };
}

/** The package folders of the workspace that declare a remote (top level, as pnpm-workspace.yaml lists them). */
export function remoteDirs(root = WORKSPACE_ROOT) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, DECLARATION_SOURCE)))
    .map((entry) => path.join(root, entry.name))
    .sort();
}
