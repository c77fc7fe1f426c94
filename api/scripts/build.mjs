#!/usr/bin/env node
// Bundles src/main.ts into dist/main.js: Node ESM, with the workspace's @oja/shared compiled in and every npm
// dependency left external (resolved from api/node_modules at run time). The bundle finds its migrations and
// artwork from its own location (src/paths.ts), so `node api/dist/main.js` works from any directory.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => !name.startsWith('@oja/'))
  .flatMap((name) => [name, `${name}/*`]);

const started = Date.now();
rmSync(path.join(apiRoot, 'dist', 'main.js'), { force: true });
const result = await build({
  entryPoints: [path.join(apiRoot, 'src', 'main.ts')],
  outfile: path.join(apiRoot, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  tsconfig: path.join(apiRoot, 'tsconfig.json'),
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `api: dist/main.js built in ${Date.now() - started} ms (${Math.round(bytes / 1024)} KiB with its source map)`,
);
