#!/usr/bin/env node
// pnpm deploy:remote <remote> --to <dir> [--skip-build] [--rollback]
// pnpm deploy:shell --to <dir> [--skip-build] [--rollback] [--force]
// Builds the package (unless --skip-build, which takes its dist/ as it is), publishes it into the deploy root as an
// immutable version, checks it, then moves the live pointer; --rollback moves the pointer back instead. A refused
// deploy changes nothing, says why and exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DeployRefused, deployRemote, deployShell, rollback } from '../deploy.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const usage = `usage: pnpm deploy:remote <remote package> --to <deploy root> [--skip-build] [--rollback]
       pnpm deploy:shell --to <deploy root> [--skip-build] [--rollback] [--force]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    to: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    rollback: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
  },
});
const [kind, target] = positionals;
if ((kind !== 'remote' && kind !== 'shell') || !values.to || (kind === 'remote' && !target)) {
  console.error(usage);
  process.exit(2);
}
const root = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.to);
const packageDir = kind === 'shell' ? path.join(workspaceRoot, 'shell') : path.resolve(workspaceRoot, target);
if (kind === 'remote' && !existsSync(path.join(packageDir, 'src', 'remote.ts'))) {
  console.error(`[deploy] ${target} is not a remote of this workspace (no ${target}/src/remote.ts)`);
  process.exit(2);
}
const packageName = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).name;
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

try {
  if (values.rollback) {
    const folder = kind === 'shell' ? 'shell' : `remotes/${await folderOf(packageDir)}`;
    const result = rollback({ root, folder, isShell: kind === 'shell' });
    console.log(
      `[deploy] ${packageName}: rolled back ${result.previous} -> ${result.version} in ${root} (${seconds(started)})`,
    );
    process.exit(0);
  }
  if (!values['skip-build']) {
    const build = spawnSync('pnpm', ['--filter', packageName, 'run', 'build'], {
      cwd: workspaceRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new DeployRefused(`the build of ${packageName} failed`);
    console.log(`[deploy] ${packageName}: built in ${seconds(started)}`);
  }
  const checked = Date.now();
  const dist = path.join(packageDir, 'dist');
  const result = kind === 'shell' ? deployShell({ dist, root, force: values.force }) : deployRemote({ dist, root });
  if (result.alreadyLive) {
    console.log(`[deploy] ${packageName}: ${result.version} is already live in ${root}; nothing changed`);
  } else {
    console.log(
      `[deploy] ${packageName}: ${result.previous ?? '(none)'} -> ${result.version} live in ${root}/${kind === 'shell' ? 'shell' : `remotes/${result.folder}`} ` +
        `(checked and switched in ${seconds(checked)}, ${seconds(started)} in all)`,
    );
  }
} catch (error) {
  if (!(error instanceof DeployRefused)) throw error;
  console.error(`[deploy] ${packageName}: refused, nothing changed: ${error.message}`);
  process.exit(1);
}

async function folderOf(dir) {
  const { loadRemote } = await import('@oja/webpack-config/remote-definition');
  return (await loadRemote(dir)).declaration.folder;
}
