// The real Redis and object store of the run against real engines (scripts/test-postgres.mjs starts them). A
// test that needs one and finds it missing is skipped with the reason, never passed.
export interface TestS3 {
  env: Record<string, string>;
  /** Where s3rver keeps the objects (to prove a file is in the store). */
  directory: string;
  bucket: string;
}

export function testRedisUrl(): string | undefined {
  return process.env.OJA_TEST_REDIS_URL || undefined;
}

export function testS3(): TestS3 | undefined {
  const raw = process.env.OJA_TEST_S3;
  if (!raw) return undefined;
  const { directory, ...env } = JSON.parse(raw) as Record<string, string>;
  return { env, directory: directory ?? '', bucket: env.S3_BUCKET ?? '' };
}

/** The reason to skip, or false when everything named is there. */
export function needs(...pieces: ('postgres' | 'redis' | 's3')[]): string | false {
  const missing = pieces.filter((piece) =>
    piece === 'postgres' ? !process.env.OJA_TEST_PG_URL : piece === 'redis' ? !testRedisUrl() : !testS3(),
  );
  if (missing.length === 0) return false;
  return `needs ${missing.join(', ')} (started by scripts/test-postgres.mjs when installed; pnpm --filter api test:pg)`;
}
