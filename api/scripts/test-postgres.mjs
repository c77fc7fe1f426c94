#!/usr/bin/env node
// The same API test suite against a real PostgreSQL: a throwaway cluster in a temporary folder, a migrated
// template database that each test file copies, then the cluster stopped and deleted, even on failure. A throwaway
// redis-server and s3rver start beside it for the tests of the shared counters, the object store and several
// instances acting as one (OJA_TEST_REDIS_URL, OJA_TEST_S3); those tests say SKIP when one is missing.
// Prints SKIP and exits 0 when PostgreSQL is not installed.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRedis, startS3 } from './engines.mjs';
import { startCluster } from './pg-cluster.mjs';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const cluster = await startCluster({ log: (line) => console.log(`[test:pg] ${line}`) });
if (cluster === null) {
  console.log(
    '[test:pg] SKIP: PostgreSQL is not installed (no initdb/pg_ctl found); the PostgreSQL run did not happen.',
  );
  process.exit(0);
}

const log = (line) => console.log(`[test:pg] ${line}`);
const redis = await startRedis({ log }).catch((error) => {
  log(`redis-server failed to start: ${error.message}`);
  return null;
});
if (redis === null) log('SKIP: no redis-server; the tests that need Redis will say SKIP.');
const s3 = await startS3({ log }).catch((error) => {
  log(`s3rver failed to start: ${error.message}`);
  return null;
});
if (s3 === null) log('SKIP: s3rver is not installed; the tests that need an object store will say SKIP.');

let finished = false;
const finish = async (code) => {
  if (finished) return;
  finished = true;
  cluster.stop();
  redis?.stop();
  await s3?.stop();
  console.log('[test:pg] cluster, Redis and object store stopped and removed');
  process.exit(code);
};
process.on('SIGINT', () => void finish(130));
process.on('SIGTERM', () => void finish(143));

try {
  const prepared = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'test/support/prepare.ts', 'postgres', cluster.url],
    {
      cwd: apiRoot,
      stdio: 'inherit',
    },
  );
  if (prepared.status !== 0) await finish(prepared.status ?? 1);
  const child = spawn(process.execPath, [path.join(apiRoot, 'scripts', 'run-tests.mjs'), ...process.argv.slice(2)], {
    cwd: apiRoot,
    env: {
      ...process.env,
      OJA_TEST_PG_URL: cluster.url,
      ...(redis ? { OJA_TEST_REDIS_URL: redis.url } : {}),
      ...(s3 ? { OJA_TEST_S3: JSON.stringify({ ...s3.env, directory: s3.directory }) } : {}),
    },
    stdio: 'inherit',
  });
  child.on('exit', (code) => void finish(code ?? 1));
} catch (error) {
  console.error(error);
  await finish(1);
}
