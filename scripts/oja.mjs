#!/usr/bin/env node
// The two commands of the README, runnable on a machine that has only Node and npm:
//   npm start   install what is missing, build what is stale, start the whole product on one URL
//   npm run reset-demo   the same as npm start, with the demo data started afresh first
//   npm test    install everything (browser, PostgreSQL and Redis included), then run every check and test suite
// Plain Node with no dependencies: it is what runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pinnedPnpm = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.pnpm;

function log(message) {
  console.log(`\n\x1b[1m[oja]\x1b[0m ${message}`);
}

function commandWorks(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The pnpm to run: the pinned version, installed globally when possible, else through npx. */
function resolvePnpm() {
  if (commandWorks('pnpm', ['--version']) === pinnedPnpm) return ['pnpm'];
  log(`Installing pnpm ${pinnedPnpm} (npm install -g)...`);
  const global = spawnSync('npm', ['install', '-g', `pnpm@${pinnedPnpm}`], { stdio: 'inherit' });
  if (global.status === 0 && commandWorks('pnpm', ['--version']) === pinnedPnpm) return ['pnpm'];
  log(`A global install was not possible; using npx pnpm@${pinnedPnpm}.`);
  return ['npx', '--yes', `pnpm@${pinnedPnpm}`];
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n[oja] failed: ${[command, ...args].join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

function install(pnpm) {
  log('Installing dependencies (pnpm install --frozen-lockfile)...');
  run(pnpm[0], [...pnpm.slice(1), 'install', '--frozen-lockfile']);
}

/** Whether a PostgreSQL server (initdb and pg_ctl) is installed where Debian puts it, or on the PATH. */
function hasPostgres() {
  if (commandWorks('pg_config', ['--bindir'])) return true;
  const debian = '/usr/lib/postgresql';
  return (
    existsSync(debian) && readdirSync(debian).some((version) => existsSync(path.join(debian, version, 'bin', 'initdb')))
  );
}

/**
 * What the tests need from Debian: Chromium for the browser tests and Lighthouse (browser downloads of test tools
 * fail on these machines), PostgreSQL and Redis for the API suite's runs against the real engines (each test run
 * starts its own throwaway server on loopback). Installed with apt-get when missing.
 */
function ensureSystemPackages() {
  const missing = [
    !commandWorks('/usr/bin/chromium', ['--version']) && 'chromium',
    !hasPostgres() && 'postgresql',
    !commandWorks('redis-server', ['--version']) && 'redis-server',
  ].filter(Boolean);
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? [] : commandWorks('sudo', ['-n', 'true']) !== null ? ['sudo', '-n'] : null;
  if (!sudo || !commandWorks('apt-get', ['--version'])) {
    console.error(`[oja] The tests need these Debian packages: apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  log(`Installing ${missing.join(', ')} from Debian's packages (apt-get install)...`);
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? [...sudo.slice(1), 'apt-get', ...args] : args);
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...missing]);
}

const task = process.argv[2];
const pnpm = resolvePnpm();
install(pnpm);

if (task === 'start' || task === 'reset-demo') {
  run(pnpm[0], [...pnpm.slice(1), 'run', 'build']);
  log(task === 'reset-demo' ? 'Starting Oja with the demo data afresh...' : 'Starting Oja (Ctrl+C stops it)...');
  const args = [path.join(root, 'api/dist/main.js'), ...(task === 'reset-demo' ? ['--reset-demo'] : [])];
  const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
} else if (task === 'test') {
  ensureSystemPackages();
  run(pnpm[0], [...pnpm.slice(1), 'run', 'test:all']);
} else {
  console.error('usage: node scripts/oja.mjs start|reset-demo|test');
  process.exit(2);
}
