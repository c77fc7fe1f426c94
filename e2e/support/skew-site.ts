// A second production server whose deploy root holds what the e2e site has live (the shell and every remote,
// deployed again into it) and then the skew fixture, deployed alone by the deploy tool: its checks against the live
// shell (a shell of the previous @oja/shared minor) and its pointer switch are the ones `pnpm deploy:remote` runs.
// What the fixture shows on that site came through a real deploy, with no shell deploy after it.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_ROOT, PORT, SKEW_BUILDS } from './environment';
import { startProductionServer } from './production-server.mjs';

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

  const { origin, stop } = await startProductionServer({
    port: Number(PORT) + 50 + slot,
    dataDir: path.join(root, '.data'),
    deployRoot: root,
    timeoutMs: 90_000,
  });
  return { origin, deployed, stop };
}
