// Load benchmark: starts the server itself on PGlite, then on a throwaway PostgreSQL when one can be started,
// then two instances on that PostgreSQL sharing a throwaway Redis (when redis-server is installed). Each run signs
// in as the demo merchant and runs autocannon (10 s, 50 connections) against GET /api/health and, on the same
// instances in the same run, the signed-in GET /api/auth/profile and GET /api/products (the merchant's menu).
// Two instances share the connections half and half (one autocannon each, at the same time); their figures are
// summed (req/s) and the worse of the two (latency). Prints requests per second and latency per run.
//   pnpm --filter api bench     (BENCH_SECONDS, BENCH_CONNECTIONS change the load; BENCH_PORT=8510 uses ports
//                                from 8510 up instead of any free ones)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_SERVER_LIMITS } from '../src/limits/rules';
import { type BenchServer, startBenchServer, stopBenchServer } from './bench-servers';
import { startRedis } from './engines.mjs';
import { type Cluster, startCluster } from './pg-cluster.mjs';

const apiRoot = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DEMO_MERCHANT = { email: 'merchant@oja.local', password: 'Merchant@123' };
const SECRET = 'benchmark-secret-0123456789abcdef0123456789';

interface Result {
  database: string;
  endpoint: string;
  requestsPerSecond: number;
  p99: number;
  p50: number;
  non2xx: number;
  errors: number;
  /** Each status other than 2xx with its count, so a refusal in the figures is named. */
  statuses: string;
}

function startServer(env: Record<string, string>): Promise<BenchServer> {
  return startBenchServer({ OJA_DEMO: '1', ...env });
}

type Figures = Omit<Result, 'database' | 'endpoint'>;

function autocannon(url: string, headers: Record<string, string>, connections: number): Promise<Figures> {
  // A connection carries at most maxRequestsPerSocket requests, then the server answers `Connection: close`.
  // Browsers and proxies open a new one; autocannon would keep sending on it and count the 503s Node answers, so it
  // is told to reconnect at the same count.
  const reconnectAfter = String(DEFAULT_SERVER_LIMITS.maxRequestsPerSocket);
  const args = ['-c', String(connections), '-d', String(SECONDS), '-D', reconnectAfter, '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const child = spawn(path.join(apiRoot, 'node_modules', '.bin', 'autocannon'), args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const report = JSON.parse(output);
      resolve({
        requestsPerSecond: report.requests.average,
        p99: report.latency.p99,
        p50: report.latency.p50,
        non2xx: report.non2xx,
        errors: report.errors,
        statuses: Object.entries(report.statusCodeStats ?? {})
          .filter(([status]) => !status.startsWith('2'))
          .map(([status, stats]) => `${status}x${(stats as { count: number }).count}`)
          .join(' '),
      });
    });
  });
}

function tokenOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('data' in answer)) return null;
  const { data } = answer;
  if (typeof data !== 'object' || data === null || !('token' in data)) return null;
  return typeof data.token === 'string' ? data.token : null;
}

/** One load at the same time on every instance: requests summed, latency the worse one. */
async function load(bases: string[], endpoint: string, headers: Record<string, string>): Promise<Figures> {
  const url = endpoint.split(' ')[1] ?? '';
  const each = Math.max(1, Math.floor(CONNECTIONS / bases.length));
  const parts = await Promise.all(bases.map((base) => autocannon(`${base}${url}`, headers, each)));
  return {
    requestsPerSecond: parts.reduce((sum, part) => sum + part.requestsPerSecond, 0),
    p50: Math.max(...parts.map((part) => part.p50)),
    p99: Math.max(...parts.map((part) => part.p99)),
    non2xx: parts.reduce((sum, part) => sum + part.non2xx, 0),
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
    statuses: parts
      .map((part) => part.statuses)
      .filter(Boolean)
      .join(' '),
  };
}

async function benchmark(label: string, env: Record<string, string>, instances = 1): Promise<Result[]> {
  const dataDirs = Array.from({ length: instances }, () => mkdtempSync(path.join(tmpdir(), 'oja-bench-')));
  // Several instances start at the same moment, as a deployment would start them.
  const servers = await Promise.all(
    dataDirs.map((dataDir) => startServer({ OJA_DATA_DIR: dataDir, OJA_DEPLOY_ROOT: dataDir, ...env })),
  );
  try {
    const first = servers[0]?.base ?? '';
    const login = await fetch(`${first}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_MERCHANT),
    });
    const token = tokenOf(await login.json());
    if (token === null) throw new Error(`login failed with ${login.status}`);
    const signedIn = { authorization: `Bearer ${token}` };
    const bases = servers.map((server) => server.base);
    const results: Result[] = [];
    for (const [endpoint, headers] of [
      ['GET /api/health', {}],
      ['GET /api/auth/profile', signedIn],
      ['GET /api/products', signedIn],
    ] as const) {
      console.log(`[bench] ${label}: ${endpoint} for ${SECONDS} s with ${CONNECTIONS} connections...`);
      results.push({ database: label, endpoint, ...(await load(bases, endpoint, headers)) });
    }
    return results;
  } finally {
    for (const server of servers) await stopBenchServer(server);
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = await benchmark('PGlite', {});
let cluster: Cluster | null = null;
let redis: { url: string; stop(): void } | null = null;
const log = (line: string) => console.log(`[bench] ${line}`);
try {
  cluster = await startCluster({ log });
  if (cluster === null) log('PostgreSQL is not installed: skipping the PostgreSQL runs.');
  else {
    results.push(...(await benchmark(`PostgreSQL ${cluster.version}`, { DATABASE_URL: cluster.url })));
    redis = await startRedis({ log });
    if (redis === null) log('redis-server is not installed: skipping the two-instance run.');
    else {
      // A fresh database: the two instances start on it together (migrations and seed under the lock).
      const twoUrl = cluster.url.replace(/\/postgres$/, '/oja_two');
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('CREATE DATABASE oja_two');
      await admin.end();
      results.push(
        ...(await benchmark('2 x PG + Redis', { DATABASE_URL: twoUrl, REDIS_URL: redis.url, OJA_SECRET: SECRET }, 2)),
      );
    }
  }
} finally {
  redis?.stop();
  cluster?.stop();
}

console.log(`\n${SECONDS} s, ${CONNECTIONS} connections, loopback, LOG_LEVEL=warn\n`);
console.log('run             endpoint                  req/s   p50 ms  p99 ms  non-2xx  errors  / health');
for (const row of results) {
  const health = results.find((other) => other.database === row.database && other.endpoint === 'GET /api/health');
  const ratio = health ? (row.requestsPerSecond / health.requestsPerSecond).toFixed(2) : '';
  console.log(
    `${row.database.padEnd(16)}${row.endpoint.padEnd(24)}${row.requestsPerSecond.toFixed(0).padStart(7)}${String(row.p50).padStart(9)}${String(row.p99).padStart(8)}${String(row.non2xx).padStart(9)}${String(row.errors).padStart(8)}${ratio.padStart(10)}  ${row.statuses}`,
  );
}
