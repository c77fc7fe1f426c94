#!/usr/bin/env node
// Builds what is stale, then deploys: each app (the shell, every remote, the API) is rebuilt only when its inputs
// changed since its last build, judged by a hash of those inputs kept in its dist folder (`--force` rebuilds all);
// then the shell and every remote are deployed into the local deploy root the production server serves
// (`.data/site`, or OJA_DEPLOY_ROOT), exactly as `pnpm deploy:remote` would: a build already live changes nothing.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const COMMON_INPUTS = ['shared/src', 'shared/package.json', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const FRONT_END_INPUTS = [...COMMON_INPUTS, 'tooling/webpack-config', 'tooling/harness'];
// Remotes are the packages with a declaration; none is named here.
const REMOTES = readdirSync(root).filter((name) => existsSync(path.join(root, name, 'src', 'remote.ts')));
const deployRoot = path.resolve(root, process.env.OJA_DEPLOY_ROOT ?? '.data/site');

const APPS = [
  { name: 'shell', dir: 'shell', inputs: FRONT_END_INPUTS },
  ...REMOTES.map((dir) => ({ name: dir, dir, inputs: FRONT_END_INPUTS })),
  { name: 'api', dir: 'api', inputs: COMMON_INPUTS },
];
const CONCURRENCY = 2;

function* filesUnder(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield target;
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    // Outputs and test artefacts are not inputs of a build.
    if (['node_modules', 'dist', '.cache', 'test-results', 'playwright-report'].includes(entry.name)) continue;
    yield* filesUnder(path.join(target, entry.name));
  }
}

function inputHash(app) {
  const hash = createHash('sha256');
  for (const target of [app.dir, ...app.inputs]) {
    for (const file of filesUnder(target)) {
      hash.update(file);
      hash.update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest('hex');
}

const stampOf = (app) => path.join(root, app.dir, 'dist', '.build-stamp');

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('pnpm', ['--filter', app.name, 'run', 'build'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`  built ${app.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`${app.name} failed to build`));
      }
    });
  });
}

/** Deploys the shell, then every remote (the local site follows the builds; --force: remotes follow at once). */
async function deployAll() {
  const { deployRemote, deployShell } = await import('../tooling/deploy/deploy.mjs');
  const report = (result) =>
    result.alreadyLive ? null : `  deployed ${result.name}: ${result.previous ?? '(none)'} -> ${result.version}`;
  const lines = [];
  try {
    lines.push(deployShell({ dist: path.join(root, 'shell', 'dist'), root: deployRoot, force: true }));
    for (const dir of REMOTES) lines.push(deployRemote({ dist: path.join(root, dir, 'dist'), root: deployRoot }));
  } catch (error) {
    console.error(`[oja] deploying into ${deployRoot} was refused: ${error.message}`);
    process.exit(1);
  }
  const changed = lines.map(report).filter(Boolean);
  console.log(changed.length > 0 ? changed.join('\n') : `[oja] ${deployRoot} already serves these builds`);
}

const started = Date.now();
const stale = APPS.map((app) => ({ app, hash: inputHash(app) })).filter(
  ({ app, hash }) => force || !existsSync(stampOf(app)) || readFileSync(stampOf(app), 'utf8') !== hash,
);
if (stale.length === 0) {
  console.log('[oja] every app is up to date');
} else {
  console.log(`[oja] building ${stale.map(({ app }) => app.name).join(', ')}`);
  const queue = [...stale];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await build(next.app);
      writeFileSync(stampOf(next.app), next.hash);
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } catch (error) {
    console.error(`[oja] ${error.message}`);
    process.exit(1);
  }
  console.log(`[oja] build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
// Every build is deployed (a build already live changes nothing); output is flushed before the process ends.
await deployAll();
