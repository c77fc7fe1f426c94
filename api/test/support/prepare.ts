// Run once per test run by the runners: a migrated PGlite data dir dumped to a file, or a migrated PostgreSQL
// template database that every test file copies.
//   node --import tsx test/support/prepare.ts pglite <dump file>
//   node --import tsx test/support/prepare.ts postgres <admin connection URL>
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, openPostgres } from '../../src/db/client';
import { PG_TEMPLATE } from './database';

const [mode, target] = process.argv.slice(2);
if (mode === 'pglite' && target) {
  const client = await PGlite.create();
  await fromPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await writeFile(target, Buffer.from(await dump.arrayBuffer()));
  await client.close();
} else if (mode === 'postgres' && target) {
  const admin = new pg.Client({ connectionString: target });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE}`);
  await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
  await admin.end();
  const url = new URL(target);
  url.pathname = `/${PG_TEMPLATE}`;
  const handle = openPostgres(url.toString());
  await handle.migrate();
  await handle.close();
} else {
  console.error('usage: prepare.ts pglite <file> | postgres <admin url>');
  process.exit(2);
}
