// The counter store shared by every API instance: Redis, so a rate limit counts the calls made to all of them.
// One Lua script per increment keeps "add one, start the window on the first, read what is left" atomic.
import type { Redis } from 'ioredis';
import { AppError } from '../errors';
import type { Counter, CounterStore, TakeEntry, TakeResult } from './counters';

const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

// KEYS: the counters; ARGV: window and maximum of each in turn (a maximum below 0: counted, never refused on).
// Checks every counter first and counts on all of them only when none is full: the answer is 0 when counted, else
// the milliseconds left on the longest-lived full counter.
const TAKE = `
local wait = 0
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[2 * i])
  if max >= 0 then
    local count = tonumber(redis.call('GET', key) or '0')
    if count >= max then
      local ttl = redis.call('PTTL', key)
      if ttl < 0 then
        ttl = tonumber(ARGV[2 * i - 1])
        redis.call('PEXPIRE', key, ttl)
      end
      if ttl > wait then wait = ttl end
    end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('INCR', key)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[2 * i - 1]) end
end
return 0
`;

const GIVE_BACK = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 1 then redis.call('DECR', KEYS[1]) elseif count == 1 then redis.call('DEL', KEYS[1]) end
return 0
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

  /**
   * One script for every key of the take: on Redis Cluster its keys would have to share a slot, so the counters
   * expect one Redis (a primary with replicas is fine), as api/README.md says.
   */
  async take(entries: readonly TakeEntry[]): Promise<TakeResult> {
    if (entries.length === 0) return { taken: true };
    const keys = entries.map((entry) => this.prefix + entry.key);
    const args = entries.flatMap((entry) => [
      String(Math.max(1, Math.ceil(entry.windowMs))),
      String(Number.isFinite(entry.max) ? entry.max : -1),
    ]);
    const wait = Number(await orUnavailable(() => this.redis.eval(TAKE, keys.length, ...keys, ...args)));
    return wait > 0 ? { taken: false, resetInMs: wait } : { taken: true };
  }

  async giveBack(key: string): Promise<void> {
    await orUnavailable(() => this.redis.eval(GIVE_BACK, 1, this.prefix + key));
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
