#!/usr/bin/env node
// Runs webpack-cli from this package's own dependencies, so an app needs only `@oja/webpack-config`
// (and its webpack.config.mjs) to build and serve: `oja-webpack --mode production`, `oja-webpack serve`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The dev server's port is taken: say what to do instead of a stack trace. */
function explainBusyPort(error) {
  if (error?.code !== 'EADDRINUSE') throw error;
  let name = path.basename(process.cwd());
  try {
    name = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')).name ?? name;
  } catch {
    // No package.json here: the folder's name will do.
  }
  console.error(
    `[oja] Port ${error.port} is already in use (another dev server, or an earlier one still running).\n` +
      `      Stop it, or start this one on a free port: pnpm --filter ${name} dev --port <port>`,
  );
  process.exit(1);
}
process.on('uncaughtException', explainBusyPort);
process.on('unhandledRejection', explainBusyPort);

require(require.resolve('webpack-cli/bin/cli.js'));
