// Answers remembered for a moment, so that a burst of the same read costs one query instead of one each. Every cache
// of the API is one of these, and they all keep the same promises:
// - an entry lives at most `ttlMs` (and never past `expiresAt` of its value), so a change made by another instance
//   is seen here within that time;
// - a change made through this instance empties every cache before its answer is sent (`clear`, called by the
//   app for any request other than GET, HEAD or OPTIONS that was not refused), and a change made through another
//   instance on the same database empties them as soon as its announcement arrives (db/change-feed.ts);
// - a load that was already under way when the cache was emptied is not kept: it may have read the old row;
// - only what was found is remembered (a token issued a moment ago is never refused from memory).

export interface ReadCache<K, V> {
  find(key: K, load: () => Promise<V | null>): Promise<V | null>;
  clear(): void;
}

export interface ReadCacheOptions<V> {
  /** 0 turns the cache off; Infinity keeps entries until the next clear. */
  ttlMs: number;
  /** When a value must be forgotten whatever ttlMs says (a token's own expiry), in ms since the epoch. */
  expiresAt?: (value: V) => number;
  /** While this answers false, every lookup goes to the database (the instance cannot hear the others' writes). */
  active?: () => boolean;
  /** Past this many keys the oldest entry makes room (a flood of distinct keys cannot grow memory). */
  maxEntries?: number;
  now?: () => number;
}

/** Well inside the promise that a logout or a password reset is refused by every instance within a second. */
export const PRINCIPAL_CACHE_MS = 500;

export function createReadCache<K, V>({
  ttlMs,
  expiresAt,
  active = () => true,
  maxEntries = 10_000,
  now = Date.now,
}: ReadCacheOptions<V>): ReadCache<K, V> {
  const entries = new Map<K, { value: V; until: number }>();
  let generation = 0;

  return {
    async find(key, load) {
      if (ttlMs <= 0 || !active()) return load();
      const cached = entries.get(key);
      if (cached !== undefined) {
        if (cached.until > now()) return cached.value;
        entries.delete(key);
      }
      const started = generation;
      const startedAt = now();
      const value = await load();
      if (value !== null && started === generation) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        // Timed from the start of the load: the row may have changed while the answer was on its way.
        const until = Math.min(startedAt + ttlMs, expiresAt?.(value) ?? Number.POSITIVE_INFINITY);
        entries.set(key, { value, until });
      }
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
