// Counters with an expiry: what every rate limit and lockout rule of the service counts with. The service talks
// to `CounterStore` only, so the counters can move to a shared store (Redis: INCR with PEXPIRE ... NX, PTTL, DEL)
// when several API instances must see the same counts; the default keeps them in this process's memory.

export interface Counter {
  count: number;
  /** Milliseconds until the counter expires (and counting starts again from zero). */
  resetInMs: number;
}

export interface CounterStore {
  /**
   * Adds one to `key` and answers the new count, atomically. A counter that does not exist (or has expired) starts
   * at 1 and lives `windowMs`; later increments do not extend its life (a fixed window).
   */
  increment(key: string, windowMs: number): Promise<Counter>;
  /** The counter as it stands, or null when there is none. */
  get(key: string): Promise<Counter | null>;
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

  async increment(key: string, windowMs: number): Promise<Counter> {
    const at = this.now();
    let entry = this.live(key, at);
    if (entry === undefined) {
      this.makeRoom(at);
      entry = { count: 0, expiresAt: at + windowMs };
      this.counters.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.expiresAt - at };
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
