// A throwaway PostgreSQL cluster in a temporary folder, for the PostgreSQL test run and the benchmark.
// Returns null when PostgreSQL is not installed. As root the cluster runs as the `postgres` user (initdb refuses
// root); as anyone else it runs as that user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './engines.mjs';

function findBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  try {
    candidates.push(
      execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
  } catch {
    // pg_config is not on the PATH: look in Debian's versioned folders.
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(debian, version, 'bin'));
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

export async function startCluster({ log = console.log } = {}) {
  const bin = findBinDir();
  if (bin === null) return null;
  const root = mkdtempSync(path.join(tmpdir(), 'oja-pg-'));
  const data = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  let owner = null;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
    owner = 'postgres';
  }
  const run = (tool, args) => {
    const command = owner ? 'runuser' : path.join(bin, tool);
    const fullArgs = owner ? ['-u', owner, '--', path.join(bin, tool), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: root });
    if (result.status !== 0) throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        log(`pg_ctl stop failed: ${error.message}`);
      }
      started = false;
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
    const options = [
      `-p ${port}`,
      `-k ${root}`,
      "-c listen_addresses='127.0.0.1'",
      // A throwaway cluster: durability buys nothing and costs time.
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(root, 'server.log'), '-w', 'start']);
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  const version = path.basename(path.dirname(bin));
  log(`PostgreSQL ${version} started on 127.0.0.1:${port} (data in ${data})`);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, stop };
}
