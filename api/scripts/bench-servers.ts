// What both benchmarks do with the server: take ports (BENCH_PORT=9410 takes them from 9410 up, else any free one),
// start `src/main.ts` as a process with its environment and wait until it answers its health check, stop it.
// BENCH_CPU_PROF=<folder> has each server write a CPU profile there when it stops (to see where the time goes).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './engines.mjs';

const apiRoot = path.resolve(import.meta.dirname, '..');
let nextPort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : null;

export interface BenchServer {
  child: ChildProcess;
  base: string;
}

export function benchPort(): Promise<number> {
  return nextPort === null ? freePort() : Promise.resolve(nextPort++);
}

/**
 * The production entry as a process on loopback. Request lines are not logged (the figures are the server's, not
 * the terminal's); there are no demo orders unless `env` asks for them.
 */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const port = await benchPort();
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', OJA_DEMO_ORDERS: '0', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
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
  throw new Error('server did not start within 180 s');
}

export async function stopBenchServer(server: BenchServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}
