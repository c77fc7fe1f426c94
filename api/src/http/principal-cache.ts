// Who a bearer token belongs to, remembered for a moment so that a burst of signed-in reads costs one token lookup
// instead of one each. What keeps it honest:
// - an entry lives at most `ttlMs` (and never past the token's own expiry), so a logout, a password reset or a
//   status change made on another instance is seen here within that time;
// - a change made through this instance empties the cache before its answer is sent (`clear`);
// - a lookup that was already under way when the cache was emptied is not kept: it may have read the old row.
// Only found tokens are remembered: a token issued a moment ago is never refused from memory.
import type { Principal } from '../db/repositories/tokens';

/** Well inside the promise that a logout or a password reset is refused by every instance within a second. */
export const PRINCIPAL_CACHE_MS = 500;

interface Entry {
  principal: Principal;
  until: number;
}

export interface PrincipalCache {
  find(tokenHash: string, load: () => Promise<Principal | null>): Promise<Principal | null>;
  clear(): void;
}

export interface PrincipalCacheOptions {
  /** 0 turns the cache off. */
  ttlMs: number;
  /** Past this many tokens the oldest entry makes room (a flood of valid tokens cannot grow memory). */
  maxEntries?: number;
  now?: () => number;
}

export function createPrincipalCache({
  ttlMs,
  maxEntries = 10_000,
  now = Date.now,
}: PrincipalCacheOptions): PrincipalCache {
  const entries = new Map<string, Entry>();
  let generation = 0;

  return {
    async find(tokenHash, load) {
      if (ttlMs <= 0) return load();
      const cached = entries.get(tokenHash);
      if (cached !== undefined) {
        if (cached.until > now()) return cached.principal;
        entries.delete(tokenHash);
      }
      const started = generation;
      const startedAt = now();
      const principal = await load();
      if (principal !== null && started === generation) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        // Timed from the start of the lookup: the row may have changed while the answer was on its way.
        const until = Math.min(startedAt + ttlMs, principal.expiresAt.getTime());
        entries.set(tokenHash, { principal, until });
      }
      return principal;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
