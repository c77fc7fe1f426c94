// The production build's server (api/dist/main.js: the site and the API on one origin) on a port, data folder and
// deploy root of the caller's, with the demo accounts and no demo orders (a test or a bench makes what it needs).
// The browser tests' server, the skew site, the bundle report and the Lighthouse bench all start it here.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));
// A fresh data folder means initdb, migrations and the demo data: a minute or more on a busy machine.
const HEALTH_TIMEOUT_MS = 180_000;

/** Starts the server; the caller waits for it (`startProductionServer`) or lets its test runner do so. */
export function spawnProductionServer({ port, dataDir, deployRoot, env = {}, stdio = 'ignore' }) {
  return spawn(process.execPath, [MAIN], {
    stdio,
    env: {
      ...process.env,
      OJA_DATA_DIR: dataDir,
      ...(deployRoot ? { OJA_DEPLOY_ROOT: deployRoot } : {}),
      OJA_DEMO: '1',
      OJA_DEMO_ORDERS: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  });
}

/** Resolves once `origin` answers its health check; rejects when the server exits first or never answers. */
async function waitForHealth(origin, server, timeoutMs = HEALTH_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server at ${origin} exited (${server.exitCode})`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer at ${origin} in ${Math.round(timeoutMs / 1000)} s`);
}

/** Starts the server and waits until it answers; `stop()` ends it. A server that never answers is stopped. */
export async function startProductionServer(options) {
  const server = spawnProductionServer(options);
  const origin = `http://127.0.0.1:${options.port}`;
  const stop = () => {
    server.kill('SIGTERM');
  };
  try {
    await waitForHealth(origin, server, options.timeoutMs);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, server, stop };
}
