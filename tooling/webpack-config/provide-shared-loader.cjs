// webpack loader for provide-shared.mjs: a never-called function with a lazy import of every singleton entry of
// @oja/shared, as the app resolves it. Resolving is what makes the container provide an entry; a static import
// would also load and run every entry (and its libraries) with the shell.
const { readFileSync } = require('node:fs');
const path = require('node:path');

module.exports = function provideSharedLoader() {
  const { appDir } = this.getOptions();
  const packageFile = path.join(appDir, 'node_modules', '@oja', 'shared', 'package.json');
  this.addDependency(packageFile);
  const sharedPackage = JSON.parse(readFileSync(packageFile, 'utf8'));
  // The bundled entries (`ojaBundled`) are not shared: each app bundles its own (index.mjs, singletonEntries).
  const bundled = new Set(sharedPackage.ojaBundled ?? []);
  const imports = Object.keys(sharedPackage.exports)
    .filter((subpath) => !bundled.has(subpath))
    .map((subpath) => `import(${JSON.stringify(path.posix.join(sharedPackage.name, subpath))})`);
  return `export function provideEveryEntry() {\n  return Promise.all([${imports.join(', ')}]);\n}\n`;
};
