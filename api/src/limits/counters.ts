// Counters with an expiry: what every rate limit and lockout rule of the service counts with. The service talks
// to `CounterStore` only, so the counters can move to a shared store (Redis, one Lua script per call) when several
// API instances must see the same counts; the default keeps them in this process's memory. Every call is one atomic
// step in both stores: a burst of requests at the same moment cannot all read "under the limit" before any counts.

export interface Counter {
  count: number;
  /** Milliseconds until the counter expires (and counting starts again from zero). */
  resetInMs: number;
}

/** One counter of a `take`: its window, and its maximum (Infinity: counted, never refused on). */
export interface TakeEntry {
  key: string;
  windowMs: number;
  max: number;
}

/** What a `take` did: counted on every key, or nothing, with how long the fullest counter has left. */
export type TakeResult = { taken: true } | { taken: false; resetInMs: number };

export interface CounterStore {
  /**
   * Adds one to `key` and answers the new count, atomically. A counter that does not exist (or has expired) starts
   * at 1 and lives `windowMs`; later increments do not extend its life (a fixed window).
   */
  increment(key: string, windowMs: number): Promise<Counter>;
  /** The counter as it stands, or null when there is none. */
  get(key: string): Promise<Counter | null>;
  /**
   * Counts one use on every entry's key at once, unless one of them has already reached its maximum: then nothing
   * is counted, and the answer says when the longest-lived of the full counters ends. Atomic across the keys, so of
   * requests at the same moment exactly as many pass as the maximum allows.
   */
  take(entries: readonly TakeEntry[]): Promise<TakeResult>;
  /** Gives one use back (an attempt the rule does not count after all): never below zero, the window unchanged. */
  giveBack(key: string): Promise<void>;
  /** Forgets the counter. */
  reset(key: string): Promise<void>;
  /** Resolves when the store can count (the health check asks); rejects when it cannot. */
  ping(): Promise<void>;
}

export interface MemoryCounterStoreOptions {
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
  /** Counters kept at most; past it, expired ones are swept and then the oldest are dropped. */
  maxKeys?: number;
}

/** The in-process store: exact for one API instance; the counts start again when the process restarts. */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(options: MemoryCounterStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 100_000;
  }

  private live(key: string, at: number) {
    const entry = this.counters.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= at) {
      this.counters.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Keeps memory bounded whatever addresses and emails strangers send: expired first, then the oldest. */
  private makeRoom(at: number): void {
    if (this.counters.size < this.maxKeys) return;
    for (const [key, entry] of this.counters) if (entry.expiresAt <= at) this.counters.delete(key);
    for (const key of this.counters.keys()) {
      if (this.counters.size < this.maxKeys) break;
      this.counters.delete(key);
    }
  }

  /** Adds one to the live counter, or to a new one of `windowMs` (a fixed window: its end never moves). */
  private addOne(key: string, windowMs: number, at: number) {
    let entry = this.live(key, at);
    if (entry === undefined) {
      this.makeRoom(at);
      entry = { count: 0, expiresAt: at + windowMs };
      this.counters.set(key, entry);
    }
    entry.count += 1;
    return entry;
  }

  async increment(key: string, windowMs: number): Promise<Counter> {
    const at = this.now();
    const entry = this.addOne(key, windowMs, at);
    return { count: entry.count, resetInMs: entry.expiresAt - at };
  }

  async take(entries: readonly TakeEntry[]): Promise<TakeResult> {
    const at = this.now();
    let wait = 0;
    for (const { key, max } of entries) {
      const entry = this.live(key, at);
      if (entry !== undefined && entry.count >= max) wait = Math.max(wait, entry.expiresAt - at);
    }
    if (wait > 0) return { taken: false, resetInMs: wait };
    // No await between the check and the counts: nothing else runs in between, as in the Redis script.
    for (const { key, windowMs } of entries) this.addOne(key, windowMs, at);
    return { taken: true };
  }

  async giveBack(key: string): Promise<void> {
    const entry = this.live(key, this.now());
    if (entry === undefined) return;
    entry.count -= 1;
    if (entry.count <= 0) this.counters.delete(key);
  }

  async get(key: string): Promise<Counter | null> {
    const at = this.now();
    const entry = this.live(key, at);
    return entry === undefined ? null : { count: entry.count, resetInMs: entry.expiresAt - at };
  }

  /** Memory is always there. */
  async ping(): Promise<void> {}

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }
}
