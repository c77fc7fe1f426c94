// `npm run reset-demo`: the demo starts afresh. Every table is dropped with the migrations' journal, so the start-up
// that follows migrates and seeds as on a first start; the uploaded files on local disk go too. Only for a database
// that holds demo data (OJA_DEMO): a real one is never wiped by a flag.
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import type { FileStorage } from '../files/storage';
import { LocalDiskStorage } from '../files/storage';

export class ResetRefused extends Error {}

export async function resetDemoData(
  database: DatabaseHandle,
  storage: FileStorage,
  options: { demo: boolean },
): Promise<void> {
  if (!options.demo) {
    throw new ResetRefused('reset-demo wipes the database: it runs only with demo data (OJA_DEMO=1).');
  }
  // Both migrators keep their journal in the "drizzle" schema.
  await database.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
  await database.db.execute(sql.raw('DROP SCHEMA public CASCADE'));
  await database.db.execute(sql.raw('CREATE SCHEMA public'));
  if (storage instanceof LocalDiskStorage) await rm(storage.root, { recursive: true, force: true });
}
