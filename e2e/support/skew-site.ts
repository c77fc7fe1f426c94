// A second production server whose deploy root holds what the e2e site has live (the shell and every remote,
// deployed again into it) and then the skew fixture, deployed alone by the deploy tool: its checks against the live
// shell (a shell of the previous @oja/shared minor) and its pointer switch are the ones `pnpm deploy:remote` runs.
// What the fixture shows on that site came through a real deploy, with no shell deploy after it.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_ROOT, PORT, SKEW_BUILDS } from './environment';

interface DeployTool {
  deployShell(options: { dist: string; root: string; force?: boolean }): unknown;
  deployRemote(options: { dist: string; root: string }): { name: string; version: string };
}

const REPOSITORY = path.resolve(E2E_ROOT, '..');
// The root the e2e server serves: the production server's default, where `pnpm build` deploys.
const E2E_SITE = path.resolve(REPOSITORY, process.env.OJA_DEPLOY_ROOT ?? path.join('.data', 'site'));

/** The live version's folder under a deploy root's shell or remote folder: a build as the deploy tool made it. */
function liveBuild(folder: string): string {
  const { version } = JSON.parse(readFileSync(path.join(folder, 'live.json'), 'utf8')) as { version: string };
  return path.join(folder, version);
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the skew site's server exited (${server.exitCode})`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the skew site's server did not answer at ${origin} in 90 s`);
}

/** Deploys the compatible fixture into a root of its own and serves it; `stop()` ends the server. */
export async function startSkewSite(slot: number) {
  const tool = (await import(
    pathToFileURL(path.join(REPOSITORY, 'tooling', 'deploy', 'deploy.mjs')).href
  )) as DeployTool;
  const root = path.join(E2E_ROOT, '.tmp', 'skew', `site-${slot}`);
  rmSync(root, { recursive: true, force: true });
  tool.deployShell({ dist: liveBuild(path.join(E2E_SITE, 'shell')), root, force: true });
  const remotes = path.join(E2E_SITE, 'remotes');
  for (const folder of readdirSync(remotes)) tool.deployRemote({ dist: liveBuild(path.join(remotes, folder)), root });
  const deployed = tool.deployRemote({ dist: SKEW_BUILDS.compatible, root });

  const port = Number(PORT) + 50 + slot;
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(REPOSITORY, 'api', 'dist', 'main.js')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      OJA_DATA_DIR: path.join(root, '.data'),
      OJA_DEPLOY_ROOT: root,
      OJA_DEMO: '1',
      OJA_DEMO_ORDERS: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
    },
  });
  try {
    await waitForHealth(origin, server);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    origin,
    deployed,
    stop: () => {
      server.kill('SIGTERM');
    },
  };
}
