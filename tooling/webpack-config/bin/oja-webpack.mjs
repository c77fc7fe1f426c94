#!/usr/bin/env node
// Runs webpack-cli from this package's own dependencies, so an app needs only `@oja/webpack-config`
// (and its webpack.config.mjs) to build and serve: `oja-webpack --mode production`, `oja-webpack serve`.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require(require.resolve('webpack-cli/bin/cli.js'));
