// The counter store shared by every API instance: Redis, so a rate limit counts the calls made to all of them.
// One Lua script per increment keeps "add one, start the window on the first, read what is left" atomic.
import type { Redis } from 'ioredis';
import { AppError } from '../errors';
import type { Counter, CounterStore } from './counters';

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const READ = `
local count = redis.call('GET', KEYS[1])
if not count then return nil end
return {tonumber(count), redis.call('PTTL', KEYS[1])}
`;

/** Seconds a client is asked to wait when Redis cannot be reached (ioredis reconnects on its own meanwhile). */
const RETRY_AFTER_SECONDS = 5;

/**
 * A lost Redis is an outage, not a bug: the request that needed a counter answers 503 with Retry-After, and the
 * limit is never skipped (counting nothing would let a guesser through while Redis is down).
 */
async function orUnavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw new AppError('unavailable', 'The service is briefly unavailable. Please try again in a moment.', {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  }
}

export class RedisCounterStore implements CounterStore {
  /** Keys are prefixed so the counters can share a Redis database with other data. */
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'oja:counter:',
  ) {}

  async increment(key: string, windowMs: number): Promise<Counter> {
    const window = Math.max(1, Math.ceil(windowMs));
    const [count, ttl] = (await orUnavailable(() =>
      this.redis.eval(INCREMENT, 1, this.prefix + key, String(window)),
    )) as [number, number];
    return { count, resetInMs: ttl };
  }

  async get(key: string): Promise<Counter | null> {
    const answer = (await orUnavailable(() => this.redis.eval(READ, 1, this.prefix + key))) as [number, number] | null;
    if (answer === null) return null;
    const [count, ttl] = answer;
    // A key that expired between GET and PTTL answers -2: it is gone.
    return ttl < 0 ? null : { count, resetInMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await orUnavailable(() => this.redis.del(this.prefix + key));
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }
}
