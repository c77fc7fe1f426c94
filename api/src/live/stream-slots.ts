// How many live streams one account may hold open, across every instance (api/README.md, "Limits"). A slot is a
// lease: taken when a stream opens, renewed by its heartbeat, given back when it closes; a lease whose instance
// died runs out by itself. One process counts in memory; several count in Redis, where one Lua script drops the
// expired leases, counts the rest and takes a slot in one atomic step (two streams opening at once on two instances
// cannot both take the last slot).
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';

export interface StreamSlot {
  renew(): Promise<void>;
  release(): Promise<void>;
}

export interface StreamSlots {
  /** A slot under `key` when fewer than `max` are taken, else null. */
  acquire(key: string, max: number): Promise<StreamSlot | null>;
}

export function memoryStreamSlots(): StreamSlots {
  const taken = new Map<string, number>();
  return {
    async acquire(key, max) {
      const held = taken.get(key) ?? 0;
      if (held >= max) return null;
      taken.set(key, held + 1);
      let released = false;
      return {
        renew: async () => {},
        release: async () => {
          if (released) return;
          released = true;
          const left = (taken.get(key) ?? 1) - 1;
          if (left <= 0) taken.delete(key);
          else taken.set(key, left);
        },
      };
    },
  };
}

/** How long a lease lives without a renewal (the heartbeat renews it several times within it). */
export const SLOT_LEASE_MS = 60_000;

// KEYS[1] the sorted set of leases (member: slot id, score: expiry in ms of the Redis clock).
// ARGV: max, slot id, lease ms. Redis's own clock, so instances whose clocks differ agree.
const ACQUIRE = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ms)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], ms + tonumber(ARGV[3]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]) * 2)
return 1
`;

const RENEW = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZADD', KEYS[1], 'XX', ms + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) * 2)
return 1
`;

export function redisStreamSlots(redis: Redis, prefix = 'oja:streams:', leaseMs = SLOT_LEASE_MS): StreamSlots {
  return {
    async acquire(key, max) {
      const id = randomUUID();
      const setKey = prefix + key;
      let granted: unknown;
      try {
        granted = await redis.eval(ACQUIRE, 1, setKey, String(max), id, String(leaseMs));
      } catch {
        throw new AppError('unavailable', 'The service is briefly unavailable. Please try again in a moment.', {
          retryAfterSeconds: 5,
        });
      }
      if (Number(granted) !== 1) return null;
      let released = false;
      return {
        renew: async () => {
          if (!released) await redis.eval(RENEW, 1, setKey, id, String(leaseMs));
        },
        release: async () => {
          if (released) return;
          released = true;
          await redis.zrem(setKey, id);
        },
      };
    },
  };
}
