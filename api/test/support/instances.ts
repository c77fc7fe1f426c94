// Two API instances acting as one service, as production runs them: each its own Fastify application with its
// own PostgreSQL pool, both on one database and one Redis (their counters under a key prefix of this test's own),
// both listening on real sockets. The concurrency tests send bursts of parallel requests to both at once, so every
// check-then-act of the service meets requests that really run at the same moment.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { openPostgres } from '../../src/db/client';
import { createRepositories, type Repositories } from '../../src/db/repositories/index';
import { LocalDiskStorage } from '../../src/files/storage';
import type { RateLimits } from '../../src/limits/index';
import { RedisCounterStore } from '../../src/limits/redis-counters';
import { openRedis } from '../../src/redis';
import { RELAXED_LIMITS, TEST_SECRET } from './app';
import { createTestDatabase, type TestDatabase } from './database';
import { testRedisUrl } from './engines';

/** The envelope, read loosely: each test checks the fields it uses. */
// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each asserted where it is read
export type Body = { success: boolean; message: string; data: any; errors?: Record<string, string[]> };

export interface Answer {
  status: number;
  body: Body;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  /** The client's address as the load balancer reports it (the instances trust one proxy hop). */
  ip?: string;
}

export interface Instance {
  app: FastifyInstance;
  base: string;
  call(method: string, url: string, options?: CallOptions): Promise<Answer>;
}

export interface TwoInstances {
  a: Instance;
  b: Instance;
  /** Instance a for even indexes, b for odd ones: a burst spread over both. */
  nth(index: number): Instance;
  repos: Repositories;
  database: TestDatabase;
  /** The mails both instances wrote so far (after their background mail has gone). */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

async function callOn(base: string, method: string, url: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    // A bound for a request that never ends (the bug some tests are about), far above any real answer's time.
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let body: Body;
  try {
    body = JSON.parse(text) as Body;
  } catch {
    body = { success: false, message: text, data: null };
  }
  return { status: res.status, body };
}

/**
 * `limits` replaces the relaxed limits of the API tests, group by group (the counters' tests give the real ones).
 */
export async function startTwoInstances(options: { limits?: Partial<RateLimits> } = {}): Promise<TwoInstances> {
  const redisUrl = testRedisUrl();
  const database = await createTestDatabase();
  if (database.url === null || redisUrl === undefined) {
    await database.close();
    throw new Error('two instances need PostgreSQL and Redis (pnpm --filter api test:pg)');
  }
  const second = openPostgres(database.url);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'oja-two-instances-'));
  const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
  const outboxDir = path.join(dataDir, 'mail');
  const prefix = `oja:test:${randomBytes(6).toString('hex')}:`;
  const connections: Redis[] = [];
  const start = async (handle: typeof database | typeof second): Promise<Instance> => {
    const redis = await openRedis(redisUrl);
    connections.push(redis);
    const app = await buildApp({
      database: handle,
      storage,
      mail: { outboxDir },
      secret: TEST_SECRET,
      counters: new RedisCounterStore(redis, prefix),
      rateLimits: { ...RELAXED_LIMITS, ...options.limits },
      trustProxy: 1,
      logging: { level: 'silent' },
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, base, call: (method, url, callOptions) => callOn(base, method, url, callOptions) };
  };
  const a = await start(database);
  const b = await start(second);
  return {
    a,
    b,
    nth: (index) => (index % 2 === 0 ? a : b),
    repos: createRepositories(database.db),
    database,
    async outbox() {
      await Promise.all([a.app.backgroundTasks.drain(), b.app.backgroundTasks.drain()]);
      const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
      return Promise.all(files.sort().map((file) => readFile(path.join(outboxDir, file), 'utf8')));
    },
    async close() {
      await a.app.close();
      await b.app.close();
      for (const redis of connections) await redis.quit().catch(() => redis.disconnect());
      await second.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `count` calls at once and answers them in order. */
export function burst(count: number, call: (index: number) => Promise<Answer>): Promise<Answer[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => call(index)));
}

/** How many answers had each status, e.g. `{200: 1, 422: 9}`. */
export function statuses(answers: readonly Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The answers of the server's own failures (5xx): a concurrency test wants none. */
export function serverErrors(answers: readonly Answer[]): Answer[] {
  return answers.filter(({ status }) => status >= 500);
}
