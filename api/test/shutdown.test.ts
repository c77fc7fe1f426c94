// The production server as a process: it starts (migrate, seed), serves, and on SIGTERM lets an in-flight request
// finish, refuses new connections, closes the database (and, when configured, Redis) cleanly and exits 0.
import assert from 'node:assert/strict';
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
import { TEST_SECRET } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/database';
import { testRedisUrl, testS3 } from './support/engines';
import { listeningAt, spawnServer } from './support/server-process';

const cleanups: (() => Promise<void>)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('graceful shutdown', () => {
  // A process start (and, on a busy machine, a slow one): more time than the suite's default.
  it('finishes the in-flight request, closes the database and exits 0', { timeout: 300_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'oja-shutdown-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let database: TestDatabase | null = null;
    const env: Record<string, string> = { OJA_DATA_DIR: dataDir, OJA_DEMO: '0', OJA_DEPLOY_ROOT: dataDir };
    if (process.env.OJA_TEST_PG_URL) {
      database = await createTestDatabase();
      const handle = database;
      cleanups.push(() => handle.close());
      env.DATABASE_URL = database.url ?? '';
      // In the run against the real engines, shut down as a scaled-out instance does: Redis and the bucket too.
      const redisUrl = testRedisUrl();
      Object.assign(env, { OJA_SECRET: TEST_SECRET }, redisUrl ? { REDIS_URL: redisUrl } : {}, testS3()?.env);
    } else if (process.env.OJA_TEST_PGLITE_TEMPLATE) {
      // Start from the run's migrated copy instead of a fresh initdb (seconds saved, and less load).
      const template = new Blob([await readFile(process.env.OJA_TEST_PGLITE_TEMPLATE)]);
      await (await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: template })).close();
    }

    const server = spawnServer(env);
    cleanups.push(() => server.kill());
    const { lines, exited } = server;
    const port = Number(new URL(await listeningAt(server)).port);

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
    server.child.kill('SIGTERM');
    await server.waitForLine(/SIGTERM received/);

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

    assert.equal(await exited, 0, server.stderr());
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
