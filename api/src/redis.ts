// The Redis connection shared by what several instances count or announce together (REDIS_URL).
import { Redis } from 'ioredis';

/** Connects before answering, so a wrong REDIS_URL stops the start with a clear error instead of the first request. */
export async function openRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // A call waits for a lost connection to come back a short while, then fails rather than hangs the request.
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
  });
  // Reconnection is automatic; the error event only needs a listener so that it does not crash the process.
  redis.on('error', () => {});
  await redis.connect();
  return redis;
}
