#!/usr/bin/env node
// The same API test suite against a real PostgreSQL: a throwaway cluster in a temporary folder, a migrated
// template database that each test file copies, then the cluster stopped and deleted, even on failure.
// Prints SKIP and exits 0 when PostgreSQL is not installed.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from './pg-cluster.mjs';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const cluster = await startCluster({ log: (line) => console.log(`[test:pg] ${line}`) });
if (cluster === null) {
  console.log(
    '[test:pg] SKIP: PostgreSQL is not installed (no initdb/pg_ctl found); the PostgreSQL run did not happen.',
  );
  process.exit(0);
}

let finished = false;
const finish = (code) => {
  if (finished) return;
  finished = true;
  cluster.stop();
  console.log('[test:pg] cluster stopped and removed');
  process.exit(code);
};
process.on('SIGINT', () => finish(130));
process.on('SIGTERM', () => finish(143));

try {
  const prepared = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'test/support/prepare.ts', 'postgres', cluster.url],
    {
      cwd: apiRoot,
      stdio: 'inherit',
    },
  );
  if (prepared.status !== 0) finish(prepared.status ?? 1);
  const child = spawn(process.execPath, [path.join(apiRoot, 'scripts', 'run-tests.mjs'), ...process.argv.slice(2)], {
    cwd: apiRoot,
    env: { ...process.env, OJA_TEST_PG_URL: cluster.url },
    stdio: 'inherit',
  });
  child.on('exit', (code) => finish(code ?? 1));
} catch (error) {
  console.error(error);
  finish(1);
}
