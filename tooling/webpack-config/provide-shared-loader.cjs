// webpack loader for provide-shared.mjs: imports every entry of @oja/shared as the app resolves it.
const { readFileSync } = require('node:fs');
const path = require('node:path');

module.exports = function provideSharedLoader() {
  const { appDir } = this.getOptions();
  const packageFile = path.join(appDir, 'node_modules', '@oja', 'shared', 'package.json');
  this.addDependency(packageFile);
  const sharedPackage = JSON.parse(readFileSync(packageFile, 'utf8'));
  return Object.keys(sharedPackage.exports)
    .map((subpath) => `import ${JSON.stringify(path.posix.join(sharedPackage.name, subpath))};`)
    .join('\n');
};
