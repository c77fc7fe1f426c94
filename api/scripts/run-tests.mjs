#!/usr/bin/env node
// The API test suite with Node's own runner: every test/**/*.test.ts (Node 20 does not expand globs), each file
// in its own process on its own clean database. `node scripts/run-tests.mjs auth site` runs the files whose
// path contains one of the words. On PGlite unless OJA_TEST_PG_URL is set (scripts/test-postgres.mjs sets it).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filters = process.argv.slice(2);

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(full);
    else if (entry.name.endsWith('.test.ts')) yield path.relative(apiRoot, full);
  }
}

const files = [...testFiles(path.join(apiRoot, 'test'))].filter(
  (file) => filters.length === 0 || filters.some((word) => file.includes(word)),
);
if (files.length === 0) {
  console.error(`No test file matches ${filters.join(', ')}`);
  process.exit(1);
}

const started = Date.now();
const engine = process.env.OJA_TEST_PG_URL ? 'PostgreSQL' : 'PGlite';
const env = { ...process.env };
const scratch = mkdtempSync(path.join(tmpdir(), 'oja-tests-'));
if (!process.env.OJA_TEST_PG_URL) {
  const template = path.join(scratch, 'pglite-template.tar');
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'test/support/prepare.ts', 'pglite', template], {
    cwd: apiRoot,
    stdio: 'inherit',
  });
  if (prepared.status !== 0) {
    rmSync(scratch, { recursive: true, force: true });
    process.exit(prepared.status ?? 1);
  }
  env.OJA_TEST_PGLITE_TEMPLATE = template;
}

const concurrency = Math.max(2, Math.min(4, availableParallelism()));
console.log(`api tests on ${engine}: ${files.length} files, ${concurrency} at a time`);
const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-timeout=300000', ...files],
  { cwd: apiRoot, env, stdio: 'inherit' },
);
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => {
  rmSync(scratch, { recursive: true, force: true });
  console.log(`api tests on ${engine}: finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(code ?? (signal ? 1 : 0));
});
