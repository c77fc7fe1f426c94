// One drizzle database over either driver: embedded PGlite (file-backed, in the data folder) by default, or
// node-postgres when DATABASE_URL is set. Repositories see only `Database`, so both run the same code.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { type ChangeFeed, localChangeFeed, postgresChangeFeed } from './change-feed';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  /** A trivial round trip, for the health check. */
  ping(): Promise<void>;
  /** Applies the committed SQL migrations (api/drizzle); each driver's migrator keeps its own journal table. */
  migrate(migrationsFolder?: string): Promise<void>;
  /**
   * Runs `work` while no other instance on this database runs its own `exclusive` work: a PostgreSQL advisory lock
   * held by one session, so instances started at the same moment migrate and seed one after the other (the later
   * ones find the work done). PGlite belongs to one process, so there it simply runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** How the instances on this database tell each other that something was written (db/change-feed.ts). */
  changes: ChangeFeed;
  close(): Promise<void>;
}

/** The advisory lock key of start-up work (any fixed 64-bit number; this one is "oja" in ASCII). */
export const STARTUP_LOCK_KEY = 0x6f6a61;

export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: (migrationsFolder = MIGRATIONS_DIR) => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    exclusive: (work) => work(),
    changes: localChangeFeed(),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function fromPool(pool: pg.Pool): DatabaseHandle {
  const db = drizzleNodePg({ client: pool, schema });
  const changes = postgresChangeFeed({
    connection: pool.options,
    notify: (channel, payload) => pool.query('SELECT pg_notify($1, $2)', [channel, payload]),
  });
  let closed = false;
  return {
    kind: 'postgres',
    db,
    migrate: (migrationsFolder = MIGRATIONS_DIR) => migrateNodePg(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    exclusive: async (work) => {
      // The lock belongs to this one session; the work itself may use any connection of the pool. The wait has no
      // statement timeout (another instance may take a while to seed), and the session is closed afterwards rather
      // than returned to the pool, which releases the lock whatever happened.
      const client = await pool.connect();
      try {
        await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        client.release(true);
      }
    },
    changes,
    close: async () => {
      if (closed) return;
      closed = true;
      await changes.close();
      await pool.end();
    },
  };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  return fromPglite(await PGlite.create({ dataDir }));
}

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // A statement that runs this long is a bug or an attack; fail it rather than hold a connection.
    statement_timeout: 15_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports the failure.
  pool.on('error', () => {});
  return fromPool(pool);
}

export async function openDatabase(options: { databaseUrl: string | undefined; pgliteDir: string }) {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}
