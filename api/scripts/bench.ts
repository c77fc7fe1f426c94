// Load benchmark: starts the server itself on PGlite, then on a throwaway PostgreSQL when one can be started,
// signs in as the seeded admin and runs autocannon (10 s, 50 connections) against GET /api/health and the
// authenticated GET /api/auth/profile. Prints requests per second and p99 latency per database.
//   pnpm --filter api bench            (BENCH_SECONDS and BENCH_CONNECTIONS change the load)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Cluster, startCluster } from './pg-cluster.mjs';

const apiRoot = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Result {
  database: string;
  endpoint: string;
  requestsPerSecond: number;
  p99: number;
  p50: number;
  non2xx: number;
  errors: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    // Request lines are not logged: the figures are the server's, not the terminal's.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', OJA_DEMO: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 60 s');
}

function autocannon(url: string, headers: Record<string, string>): Promise<Omit<Result, 'database' | 'endpoint'>> {
  const args = ['-c', String(CONNECTIONS), '-d', String(SECONDS), '-j'];
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

async function benchmark(database: string, env: Record<string, string>): Promise<Result[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oja-bench-'));
  const { child, base } = await startServer({ OJA_DATA_DIR: dataDir, OJA_SITE_ROOT: dataDir, ...env });
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@oja.local', password: 'Admin@12345' }),
    });
    const token = tokenOf(await login.json());
    if (token === null) throw new Error(`login failed with ${login.status}`);
    const results: Result[] = [];
    for (const [endpoint, headers] of [
      ['GET /api/health', {}],
      ['GET /api/auth/profile', { authorization: `Bearer ${token}` }],
    ] as const) {
      const url = `${base}${endpoint.split(' ')[1]}`;
      console.log(`[bench] ${database}: ${endpoint} for ${SECONDS} s with ${CONNECTIONS} connections...`);
      results.push({ database, endpoint, ...(await autocannon(url, headers)) });
    }
    return results;
  } finally {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = await benchmark('PGlite', {});
let cluster: Cluster | null = null;
try {
  cluster = await startCluster({ log: (line) => console.log(`[bench] ${line}`) });
  if (cluster === null) console.log('[bench] PostgreSQL is not installed: skipping the PostgreSQL run.');
  else results.push(...(await benchmark(`PostgreSQL ${cluster.version}`, { DATABASE_URL: cluster.url })));
} finally {
  cluster?.stop();
}

console.log(`\n${SECONDS} s, ${CONNECTIONS} connections, loopback, LOG_LEVEL=warn\n`);
console.log('database        endpoint                  req/s   p50 ms  p99 ms  non-2xx  errors');
for (const row of results) {
  console.log(
    `${row.database.padEnd(16)}${row.endpoint.padEnd(24)}${row.requestsPerSecond.toFixed(0).padStart(7)}${String(row.p50).padStart(9)}${String(row.p99).padStart(8)}${String(row.non2xx).padStart(9)}${String(row.errors).padStart(8)}`,
  );
}
