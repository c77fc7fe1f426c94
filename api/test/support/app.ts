// The real application over a real database, with its data folder in a temporary directory.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { createRepositories, type Repositories } from '../../src/db/repositories/index';
import { LocalDiskStorage } from '../../src/files/storage';
import type { LogDestination } from '../../src/http/logging';
import type { RateLimits } from '../../src/limits/index';
import { createTestDatabase, type TestDatabase } from './database';

export const TEST_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

const relaxed = { max: 10_000, windowMs: 60_000 };
const relaxedAccount = { perEmailAndIp: relaxed, perEmail: relaxed };

/** Limits high enough that only the rate-limit and lockout tests meet them. */
/** A budget per account of `max` uses in `windowMs` (to override one of RELAXED_LIMITS). */
export const perAccount = (max: number, windowMs: number) => ({ perAccount: { max, windowMs } });

export const RELAXED_LIMITS: RateLimits = {
  login: { perIp: relaxed, failures: relaxedAccount },
  emailVerification: { perIp: relaxed, mails: relaxedAccount },
  passwordReset: { perIp: relaxed, codes: relaxedAccount, wrongCodes: relaxedAccount },
  registration: { perIp: relaxed },
  accountLookup: { perIp: relaxed },
  address: { perIp: relaxed },
  uploads: { perAccount: relaxed },
  profileUpdates: { perAccount: relaxed },
  businessEmailChanges: { perAccount: relaxed },
  menuChanges: { perAccount: relaxed },
  adminDecisions: { perAccount: relaxed },
  currentPassword: { perAccount: relaxed },
  orderPlacements: { perAccount: relaxed },
  orderActions: { perAccount: relaxed },
  knownAddressMs: 60_000,
};

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  repos: Repositories;
  storage: LocalDiskStorage;
  dataDir: string;
  outboxDir: string;
  /** The .eml files written so far (after background mail has been sent). */
  outbox(): Promise<{ file: string; content: string }[]>;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'database' | 'storage' | 'mail'>> {
  logLines?: string[];
  /** Runs before `ready()`, for tests that add probe routes. */
  extend?: (app: FastifyInstance, parts: { storage: LocalDiskStorage }) => void | Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { logLines, extend, ...appOptions } = options;
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'oja-test-'));
  const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
  const outboxDir = path.join(dataDir, 'mail');
  const stream: LogDestination | undefined = logLines ? { write: (line) => void logLines.push(line) } : undefined;
  const app = await buildApp({
    database,
    storage,
    mail: { outboxDir },
    secret: TEST_SECRET,
    rateLimits: RELAXED_LIMITS,
    logging: { level: logLines ? 'info' : 'silent', ...(stream ? { stream } : {}) },
    ...appOptions,
  });
  await extend?.(app, { storage });
  await app.ready();
  return {
    app,
    database,
    repos: createRepositories(database.db),
    storage,
    dataDir,
    outboxDir,
    async outbox() {
      await app.backgroundTasks.drain();
      const files = await readdir(outboxDir).catch(() => []);
      return Promise.all(
        files
          .filter((file) => file.endsWith('.eml'))
          .sort()
          .map(async (file) => ({ file, content: await readFile(path.join(outboxDir, file), 'utf8') })),
      );
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
