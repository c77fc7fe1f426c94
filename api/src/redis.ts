// The Redis connection shared by what several instances count or announce together (REDIS_URL).
import { Redis } from 'ioredis';

/**
 * How long one Redis command may take. A Redis that hangs (up, but not answering) fails the request that needed it
 * with the documented 503 after this, instead of holding it as long as the hang lasts.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;

/** Connects before answering, so a wrong REDIS_URL stops the start with a clear error instead of the first request. */
export async function openRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // A call waits for a lost connection to come back a short while, then fails rather than hangs the request.
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  // Reconnection is automatic; the error event only needs a listener so that it does not crash the process.
  redis.on('error', () => {});
  await redis.connect();
  return redis;
}
