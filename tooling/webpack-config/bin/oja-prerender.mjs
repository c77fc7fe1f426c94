#!/usr/bin/env node
// Prerenders the pages of the remote in the current folder that declare `prerender: true` (see prerender.mjs).
// Run after `oja-webpack --mode production`: the prerender checks its asset URLs against that build.
import { prerenderRemote } from '../prerender.mjs';

try {
  await prerenderRemote(process.cwd());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
