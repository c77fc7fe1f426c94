#!/usr/bin/env node
// The load-balancer example of docs/deployment.md, run on loopback: a throwaway PostgreSQL, redis-server and
// s3rver, two API instances (ports 8520 and 8521) started at the same moment, and nginx (on 8530) with
// docs/deployment/nginx.conf in front. It checks what an operator would through nginx, kills one instance in the
// middle of signed-in traffic, and prints what happened (which instance answered what, from nginx's log).
//   pnpm --filter api lb:loopback      (needs nginx, PostgreSQL and redis-server installed)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRedis, startS3 } from './engines.mjs';
import { startCluster } from './pg-cluster.mjs';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = path.resolve(apiRoot, '..', 'docs', 'deployment', 'nginx.conf');
const log = (line) => console.log(`[lb] ${line}`);
if (spawnSync('nginx', ['-v']).status !== 0) {
  log('SKIP: nginx is not installed (apt-get install -y nginx)');
  process.exit(0);
}

const cleanups = [];
const stopAll = async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
};
try {
  const cluster = await startCluster({ log });
  if (cluster === null) throw new Error('PostgreSQL is not installed');
  cleanups.push(() => cluster.stop());
  const redis = await startRedis({ log });
  if (redis === null) throw new Error('redis-server is not installed');
  cleanups.push(() => redis.stop());
  const s3 = await startS3({ log });
  if (s3 === null) throw new Error('s3rver is not installed');
  cleanups.push(() => s3.stop());

  const env = {
    ...process.env,
    DATABASE_URL: cluster.url,
    REDIS_URL: redis.url,
    ...s3.env,
    OJA_SECRET: 'loopback-secret-0123456789abcdef0123456789',
    OJA_DEMO: '1',
    OJA_TRUST_PROXY: '1',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const instances = [8520, 8521].map((port) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oja-lb-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: { ...env, PORT: String(port), OJA_DATA_DIR: dataDir, OJA_DEPLOY_ROOT: dataDir },
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    cleanups.push(() => {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    });
    return { port, child };
  });
  const healthy = async (url) => {
    for (let tries = 0; tries < 900; tries += 1) {
      if (
        await fetch(url).then(
          (res) => res.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${url} did not answer 200`);
  };
  await Promise.all(instances.map(({ port }) => healthy(`http://127.0.0.1:${port}/api/health`)));
  log('both instances are up (started together on the empty database)');

  const prefix = mkdtempSync(path.join(tmpdir(), 'oja-nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  mkdirSync(path.join(prefix, 'tmp'));
  const nginx = spawn('nginx', ['-p', prefix, '-c', config], { stdio: 'inherit' });
  cleanups.push(() => {
    nginx.kill('SIGQUIT');
    rmSync(prefix, { recursive: true, force: true });
  });
  const lb = 'http://127.0.0.1:8530';
  await healthy(`${lb}/api/health`);
  log(`through nginx: GET /api/health ${(await fetch(`${lb}/api/health`)).status}`);

  const login = await fetch(`${lb}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'merchant@oja.local', password: 'Merchant@123' }),
  }).then((res) => res.json());
  const auth = { authorization: `Bearer ${login.data.token}` };
  const products = await fetch(`${lb}/api/products`, { headers: auth }).then((res) => res.json());
  log(`the demo merchant signed in and listed ${products.data.length} products`);
  const image = await fetch(new URL(products.data[0].image, lb));
  log(
    `a menu image: ${image.status} ${image.headers.get('content-type')}, ${image.headers.get('cache-control')}, ` +
      `x-content-type-options ${image.headers.get('x-content-type-options')}`,
  );

  const burst = async (count) => {
    const statuses = {};
    await Promise.all(
      Array.from({ length: count }, async () => {
        const status = await fetch(`${lb}/api/products`, { headers: auth }).then(
          (res) => res.status,
          () => 'failed',
        );
        statuses[status] = (statuses[status] ?? 0) + 1;
      }),
    );
    return JSON.stringify(statuses);
  };
  log(`100 signed-in calls, both instances up: ${await burst(100)}`);
  const during = burst(200);
  setTimeout(() => instances[0]?.child.kill('SIGKILL'), 50);
  log(`200 signed-in calls while the instance on 8520 is killed (SIGKILL): ${await during}`);
  log(`100 more afterwards: ${await burst(100)}`);
  const logout = await fetch(`${lb}/api/auth/logout`, { method: 'POST', headers: auth });
  const after = await fetch(`${lb}/api/auth/profile`, { headers: auth });
  log(`logout ${logout.status}, then the same token: ${after.status}`);

  const answeredBy = {};
  for (const line of readFileSync(path.join(prefix, 'logs', 'access.log'), 'utf8')
    .trim()
    .split('\n')) {
    // "... <status> <upstream>[, <upstream>] <time>": a retried request names every instance it tried.
    const upstreams = line
      .slice(line.indexOf('" ') + 2)
      .split(' ')
      .slice(1, -1)
      .join(' ');
    answeredBy[upstreams] = (answeredBy[upstreams] ?? 0) + 1;
  }
  log(`requests by upstream (nginx access log): ${JSON.stringify(answeredBy)}`);
} catch (error) {
  console.error(`[lb] failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
  log('everything stopped');
}
