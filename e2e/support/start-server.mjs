// Playwright's webServer: a fresh data folder, then the production server (site and API on one origin).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnProductionServer } from './production-server.mjs';

const e2eRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(e2eRoot, '.tmp', 'data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawnProductionServer({
  port: process.env.E2E_PORT ?? '8181',
  dataDir,
  stdio: 'inherit',
  env: {
    // As behind one reverse proxy: a test may name its own client address (X-Forwarded-For, see
    // support/client-address.ts) so the per-address sign-in limit counts each test as the separate person it
    // plays. Requests without the header count as 127.0.0.1, as before.
    OJA_TRUST_PROXY: '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
// A test run killed outright (SIGKILL, a closed terminal) sends no signal: without this the server would keep
// `E2E_PORT` and the next run would refuse to start.
const runner = process.ppid;
setInterval(() => {
  if (process.ppid !== runner) server.kill('SIGTERM');
}, 2000).unref();
