// drizzle-kit generates the SQL migrations in ./drizzle from the table definitions, offline (no database).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
