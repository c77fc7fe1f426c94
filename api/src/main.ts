// The production server: configuration, database (migrated), seed, then the API and the built site on one
// origin. SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish, close the database.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
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
import { type DemoSimulator, demoSimulator } from './seed/simulator';

const SHUTDOWN_TIMEOUT_MS = 15_000;
const DEFAULT_ADMIN_PASSWORD = 'Admin@12345';
/** The demo kitchen's order history, on a first start with the demo data. */
const HISTORY_WEEKS = 8;

async function main(): Promise<void> {
  const config = loadConfig();
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
  // The address people type: a wildcard or loopback listener is reached as localhost.
  const browsableHost = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host) ? 'localhost' : config.host;
  // The bus reports its failures in the app's log, which exists once the app is built.
  let reportTo: { warn: (details: object, message: string) => void } | null = null;
  const app = await buildApp({
    database,
    storage,
    secret,
    counters: redis === null ? new MemoryCounterStore() : new RedisCounterStore(redis),
    events:
      redis === null
        ? memoryEventBus()
        : redisEventBus(redis, (error, what) => reportTo?.warn({ err: error }, `redis: ${what} failed`)),
    streamSlots: redis === null ? memoryStreamSlots() : redisStreamSlots(redis),
    mail: { smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'mail'), from: config.mailFrom },
    appUrl: config.publicUrl ?? `http://${browsableHost}:${config.port}`,
    reviewEmail: config.reviewEmail,
    fileUrlBase: config.publicUrl ?? '',
    tokenTtlDays: config.tokenTtlDays,
    server: { maxConnections: config.maxConnections, maxConnectionsPerAddress: config.maxConnectionsPerAddress },
    site: { deployRoot: config.deployRoot, remotesUrl: config.remotesUrl, serveSourceMaps: config.serveSourceMaps },
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    logging: { level: config.logLevel },
    providers: createProviders(config.providers),
  });
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

  // Several instances may start at once on one empty database: one migrates and seeds, the others wait, then
  // find the migrations applied and the database seeded.
  const seeded = await database.exclusive(async () => {
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
  let simulator: DemoSimulator | null = null;

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
      simulator?.stop();
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

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const url = `http://${browsableHost}:${port}`;
  // Passwords are printed only when they are the documented defaults, never one set through the environment.
  const adminPassword =
    config.adminPassword === DEFAULT_ADMIN_PASSWORD ? config.adminPassword : '(the password in OJA_ADMIN_PASSWORD)';
  const lines = [
    `Oja is running at ${url} (API ${url}/api, docs ${url}/api/docs)`,
    seeded ? 'First start: the database was seeded.' : 'Database already set up: nothing seeded.',
    `Admin: ${config.adminEmail} / ${adminPassword}`,
  ];
  if (config.demo && (await createRepositories(database.db).users.findByEmail(DEMO_MERCHANT.email))) {
    lines.push(`Approved merchant: ${DEMO_MERCHANT.email} / ${DEMO_MERCHANT.password}`);
    lines.push(`Pending merchant: ${DEMO_PENDING.email} / ${DEMO_PENDING.password}`);
    lines.push(`Approved merchant with no menu yet: ${DEMO_NEW_MERCHANT.email} / ${DEMO_NEW_MERCHANT.password}`);
    lines.push(`Rejected merchant: ${DEMO_REJECTED.email} / ${DEMO_REJECTED.password}`);
    lines.push(`Suspended merchant: ${DEMO_SUSPENDED.email} / ${DEMO_SUSPENDED.password}`);
    lines.push(
      `Customer (the customer app; refused by this web app): ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
    );
    for (const rider of DEMO_RIDERS) {
      lines.push(`Rider (the rider app; refused by this web app): ${rider.email} / ${rider.password}`);
    }
  }
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
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error('Oja failed to start:', error);
  }
  process.exit(1);
});
