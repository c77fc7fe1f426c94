// The production server: configuration, database (migrated), seed, then the API and the built site on one
// origin. SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish, close the database.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { createRepositories } from './db/repositories/index';
import { S3Storage } from './files/s3-storage';
import { type FileStorage, LocalDiskStorage } from './files/storage';
import { MemoryCounterStore } from './limits/index';
import { RedisCounterStore } from './limits/redis-counters';
import { memoryEventBus, redisEventBus } from './live/event-bus';
import { memoryStreamSlots, redisStreamSlots } from './live/stream-slots';
import { createProviders } from './providers/index';
import { openRedis } from './redis';
import { loadSecret } from './secret';
import { accountLines, type SeededAccount } from './seed/banner';
import {
  DEMO_CUSTOMER,
  DEMO_MERCHANT,
  DEMO_NEW_MERCHANT,
  DEMO_PENDING,
  DEMO_REJECTED,
  DEMO_RIDERS,
  DEMO_SUSPENDED,
} from './seed/demo-data';
import { seedDatabase } from './seed/index';
import { ResetRefused, resetDemoData } from './seed/reset';
import { type DemoSimulator, demoSimulator } from './seed/simulator';

const SHUTDOWN_TIMEOUT_MS = 15_000;
/** `npm run reset-demo` (node api/dist/main.js --reset-demo): the demo data starts afresh, then Oja runs. */
const RESET_DEMO = process.argv.includes('--reset-demo');
const DEFAULT_ADMIN_PASSWORD = 'Admin@12345';
/** The demo kitchen's order history, on a first start with the demo data. */
const HISTORY_WEEKS = 8;

const DEMO_BANNER_ACCOUNTS: readonly SeededAccount[] = [
  DEMO_MERCHANT,
  DEMO_PENDING,
  { ...DEMO_NEW_MERCHANT, note: 'seeded with no menu' },
  DEMO_REJECTED,
  DEMO_SUSPENDED,
  DEMO_CUSTOMER,
  ...DEMO_RIDERS,
];

/** What the server stands on: its data folder and secret, the database, Redis when configured, file storage. */
async function openServices(config: Config) {
  await mkdir(config.dataDir, { recursive: true });
  const secret = await loadSecret(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const redis = config.redisUrl === undefined ? null : await openRedis(config.redisUrl);
  const storage: FileStorage =
    config.storage.kind === 's3'
      ? new S3Storage({ bucket: config.storage.bucket, forcePathStyle: config.storage.forcePathStyle })
      : new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
  return { secret, database, redis, storage };
}

type Services = Awaited<ReturnType<typeof openServices>>;

/** The address people type: a wildcard or loopback listener is reached as localhost. */
function browsableHost(config: Config): string {
  return ['0.0.0.0', '::', '127.0.0.1'].includes(config.host) ? 'localhost' : config.host;
}

/** The application as the configuration asks for it; `warn` reports the event bus's failures. */
function appOptions(config: Config, services: Services, warn: (details: object, message: string) => void) {
  const { database, storage, secret, redis } = services;
  return {
    database,
    storage,
    secret,
    counters: redis === null ? new MemoryCounterStore() : new RedisCounterStore(redis),
    events:
      redis === null
        ? memoryEventBus()
        : redisEventBus(redis, (error, what) => warn({ err: error }, `redis: ${what} failed`)),
    streamSlots: redis === null ? memoryStreamSlots() : redisStreamSlots(redis),
    mail: { smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'mail'), from: config.mailFrom },
    appUrl: config.publicUrl ?? `http://${browsableHost(config)}:${config.port}`,
    reviewEmail: config.reviewEmail,
    fileUrlBase: config.publicUrl ?? '',
    tokenTtlDays: config.tokenTtlDays,
    server: { maxConnections: config.maxConnections, maxConnectionsPerAddress: config.maxConnectionsPerAddress },
    site: { deployRoot: config.deployRoot, remotesUrl: config.remotesUrl, serveSourceMaps: config.serveSourceMaps },
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    logging: { level: config.logLevel, format: config.logFormat },
    providers: createProviders(config.providers),
  } satisfies BuildAppOptions;
}

/**
 * Migrations and the first start's seed (after `--reset-demo`'s emptying). Several instances may start at once on
 * one empty database: one migrates and seeds, the others wait, then find the migrations applied and the database
 * seeded. Answers whether this start seeded it.
 */
async function prepareDatabase(config: Config, services: Services, app: FastifyInstance) {
  const { database, storage } = services;
  const log = app.log;
  return database.exclusive(async () => {
    if (RESET_DEMO) {
      await resetDemoData(database, storage, { demo: config.demo });
      log.info('reset-demo: the database and the uploaded files were emptied; the demo data is seeded afresh');
    }
    await database.migrate();
    return seedDatabase({
      database,
      storage,
      log,
      admin: { email: config.adminEmail, password: config.adminPassword },
      demo: config.demo,
      ...(config.demoOrders ? { orderHistory: { context: app.context, now: new Date(), weeks: HISTORY_WEEKS } } : {}),
    });
  });
}

/** SIGTERM or SIGINT: stop the simulator, finish in-flight requests, close everything; a second signal exits now. */
function shutDownOnSignals(app: FastifyInstance, services: Services, simulator: () => DemoSimulator | null): void {
  const { database, redis, storage } = services;
  const log = app.log;
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) {
      log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    shuttingDown = true;
    log.info(`${signal} received: finishing in-flight requests, then closing the database`);
    const force = setTimeout(() => {
      log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      simulator()?.stop();
      await app.close();
      await database.close();
      await redis?.quit();
      if (storage instanceof S3Storage) storage.close();
      log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** The start-up banner: where Oja runs, whether it was seeded, and each account as the database holds it now. */
async function bannerLines(config: Config, database: DatabaseHandle, url: string, seeded: boolean) {
  return [
    `Oja is running at ${url} (API ${url}/api, docs ${url}/api/docs)`,
    seeded ? 'First start: the database was seeded.' : 'Database already set up: nothing seeded.',
    // Read from the database: each account as it stands now, its password only while it still signs in. A password
    // set through the environment is never printed.
    ...(await accountLines(createRepositories(database.db), [
      config.adminPassword === DEFAULT_ADMIN_PASSWORD
        ? { email: config.adminEmail, password: config.adminPassword }
        : { email: config.adminEmail },
      ...(config.demo ? DEMO_BANNER_ACCOUNTS : []),
    ])),
  ];
}

async function main(): Promise<void> {
  const config = loadConfig();
  const services = await openServices(config);
  const { database, redis } = services;
  // The bus reports its failures in the app's log, which exists once the app is built.
  let reportTo: { warn: (details: object, message: string) => void } | null = null;
  const app = await buildApp(appOptions(config, services, (details, message) => reportTo?.warn(details, message)));
  const log = app.log;
  reportTo = log;
  redis?.on('error', (error: Error) => log.warn({ err: error }, 'redis: connection error (it reconnects by itself)'));
  log.info(
    {
      database: database.kind === 'pglite' ? path.join(config.dataDir, 'pglite') : 'DATABASE_URL',
      dataDir: config.dataDir,
      counters: redis === null ? 'memory' : 'redis',
      storage: config.storage.kind === 's3' ? `s3://${config.storage.bucket}` : 'local disk',
    },
    database.kind === 'pglite' ? 'database: embedded PGlite' : 'database: PostgreSQL',
  );

  const seeded = await prepareDatabase(config, services, app);
  let simulator: DemoSimulator | null = null;
  shutDownOnSignals(app, services, () => simulator);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const url = `http://${browsableHost(config)}:${port}`;
  const lines = await bannerLines(config, database, url, seeded !== null);
  if (config.demo) lines.push('Start the demo data afresh: npm run reset-demo');
  if (config.demoOrders) {
    simulator = demoSimulator(app.context);
    simulator.start();
    lines.push(
      `Demo orders: ${DEMO_CUSTOMER.email} orders from ${DEMO_MERCHANT.email} every few minutes while the kitchen is open, and the riders deliver what is marked ready (OJA_DEMO_ORDERS=0 stops it)`,
    );
  }
  lines.push(`Mail: ${config.smtpUrl ? 'sent by SMTP' : `written to ${path.join(config.dataDir, 'mail')}`}`);
  for (const line of lines) log.info({ url }, line);
  // The log is JSON for machines; a person who ran `npm start` also gets it plainly, on stderr so that a
  // structured-log pipeline reading stdout is not disturbed.
  process.stderr.write(`\n  ${lines.join('\n  ')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ResetRefused) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error('Oja failed to start:', error);
  }
  process.exit(1);
});
