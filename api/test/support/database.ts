// A clean, migrated database for one test file, on whichever engine the run uses:
// - OJA_TEST_PG_URL (set by scripts/test-postgres.mjs): a new PostgreSQL database copied from the migrated
//   template database `oja_template`, dropped again on close;
// - otherwise PGlite, loaded from the migrated data dir that scripts/run-tests.mjs dumped once per run
//   (OJA_TEST_PGLITE_TEMPLATE), or migrated here when a file is run on its own.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, fromPglite, openPostgres } from '../../src/db/client';

export const PG_TEMPLATE = 'oja_template';

export function usingPostgres(): boolean {
  return Boolean(process.env.OJA_TEST_PG_URL);
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.OJA_TEST_PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase extends DatabaseHandle {
  /** For tests that start the server as a separate process on the same database. */
  url: string | null;
}

/**
 * `empty`: on PostgreSQL, a database with no tables at all (for the tests of start-up, which migrate it
 * themselves); on PGlite it changes nothing, since each process has its own.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.OJA_TEST_PG_URL;
  if (adminUrl) {
    const name = `oja_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${options.empty ? 'template0' : PG_TEMPLATE}`);
    const url = withDatabase(adminUrl, name);
    const handle = openPostgres(url);
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const template = process.env.OJA_TEST_PGLITE_TEMPLATE;
  if (template) {
    const dump = new Blob([await readFile(template)]);
    return { ...fromPglite(await PGlite.create({ loadDataDir: dump })), url: null };
  }
  const handle = fromPglite(await PGlite.create());
  await handle.migrate();
  return { ...handle, url: null };
}
