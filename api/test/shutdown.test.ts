// The production server as a process: it starts (migrate, seed), serves, and on SIGTERM lets an in-flight request
// finish, refuses new connections, closes the database cleanly and exits 0.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { fromPglite, openPostgres } from '../src/db/client';
import { accessTokens } from '../src/db/schema';
import { hashToken } from '../src/http/access';
import { createTestDatabase, type TestDatabase } from './support/database';

const apiRoot = path.join(import.meta.dirname, '..');
const cleanups: (() => Promise<void>)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function waitForLine(child: ChildProcess, lines: string[], pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const found = lines.find((line) => pattern.test(line));
    if (found) return resolve(found);
    const timer = setTimeout(
      () => reject(new Error(`no log line matching ${pattern}:\n${lines.join('\n')}`)),
      timeoutMs,
    );
    const onData = () => {
      const match = lines.find((line) => pattern.test(line));
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
  });
}

describe('graceful shutdown', () => {
  // A process start (and, on a busy machine, a slow one): more time than the suite's default.
  it('finishes the in-flight request, closes the database and exits 0', { timeout: 300_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'oja-shutdown-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let database: TestDatabase | null = null;
    const env: Record<string, string> = {
      ...process.env,
      OJA_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      OJA_DEMO: '0',
      LOG_LEVEL: 'info',
      OJA_DEPLOY_ROOT: dataDir,
    };
    if (process.env.OJA_TEST_PG_URL) {
      database = await createTestDatabase();
      const handle = database;
      cleanups.push(() => handle.close());
      env.DATABASE_URL = database.url ?? '';
    } else if (process.env.OJA_TEST_PGLITE_TEMPLATE) {
      // Start from the run's migrated copy instead of a fresh initdb (seconds saved, and less load).
      const template = new Blob([await readFile(process.env.OJA_TEST_PGLITE_TEMPLATE)]);
      await (await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: template })).close();
    }

    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    const lines: string[] = [];
    let partial = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      partial += chunk.toString();
      const complete = partial.split('\n');
      partial = complete.pop() ?? '';
      lines.push(...complete);
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    const listening = await waitForLine(child, lines, /Server listening at http:\/\/127\.0\.0\.1:\d+/, 240_000).catch(
      (error: unknown) => {
        throw new Error(`${error instanceof Error ? error.message : String(error)}\nstderr:\n${stderr}`);
      },
    );
    const port = Number(/127\.0\.0\.1:(\d+)/.exec(listening)?.[1]);

    // A request whose body is still arriving when SIGTERM comes.
    const body = JSON.stringify({ email: 'admin@oja.local', password: 'Admin@12345' });
    const half = Math.floor(body.length / 2);
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let response = '';
    socket.on('data', (chunk) => {
      response += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGTERM');
    await waitForLine(child, lines, /SIGTERM received/);

    // No new connections once shutting down (the listening socket closes right after the signal).
    const connectionRefused = () =>
      new Promise<boolean>((resolve) => {
        const probe = connect(port, '127.0.0.1');
        probe.once('connect', () => {
          probe.destroy();
          resolve(false);
        });
        probe.once('error', () => resolve(true));
      });
    let refused = false;
    for (let attempt = 0; attempt < 50 && !refused; attempt += 1) {
      refused = await connectionRefused();
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(refused, true, 'a new connection is refused during shutdown');

    socket.write(body.slice(half));
    await closed;
    assert.match(response, /^HTTP\/1\.1 200 OK/);
    const token: unknown = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)).data.token;
    assert.ok(typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token));

    assert.equal(await exited, 0, stderr);
    assert.ok(lines.some((line) => line.includes('shut down cleanly')));

    // The database was closed cleanly with the login committed: it opens again and holds the new token.
    const reopened = database
      ? openPostgres(database.url ?? '')
      : fromPglite(await PGlite.create({ dataDir: path.join(dataDir, 'pglite') }));
    try {
      const rows = await reopened.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.tokenHash, hashToken(token)));
      assert.equal(rows.length, 1);
    } finally {
      await reopened.close();
    }
  });
});
