// "Something changed": the word instances sharing one database pass to each other, so that what they remember
// (api/src/http/read-cache.ts) is forgotten everywhere as soon as a write commits anywhere, not when an entry
// runs out. On PostgreSQL it travels as NOTIFY on one channel, heard by one LISTEN connection per instance; the
// embedded database belongs to one process, which hears its own writes directly.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface ChangeFeed {
  /**
   * Whether this instance hears the others right now. Anything kept in memory for longer than a moment must be
   * kept only while this holds: a change announced while nobody listened is never heard.
   */
  readonly live: boolean;
  /** Tells the other instances that something was written (after it committed). */
  announce(): Promise<void>;
  /**
   * `listener` runs when another instance announces a change, and when hearing them stops or starts again (what
   * was announced in between is lost, so anything remembered must go). Returns the way to stop listening.
   */
  subscribe(listener: () => void): () => void;
  close(): Promise<void>;
}

/** One process, one writer: every change is made here, so there is nothing to hear. */
export function localChangeFeed(): ChangeFeed {
  return {
    live: true,
    announce: async () => {},
    subscribe: () => () => {},
    close: async () => {},
  };
}

export const CHANGE_CHANNEL = 'oja_changes';
/** How long a lost LISTEN connection waits before it connects again. */
const RECONNECT_MS = 1_000;

export interface PostgresChangeFeedOptions {
  /** The connection of the LISTEN session (the pool's own settings). */
  connection: pg.ClientConfig;
  /** Runs NOTIFY; any connection does (the pool's). */
  notify: (channel: string, payload: string) => Promise<unknown>;
  reconnectMs?: number;
}

/**
 * LISTEN on a connection of its own, opened with the first subscriber and opened again whenever it is lost. Each
 * instance signs its announcements, so that it does not empty its memory twice for its own writes.
 */
export function postgresChangeFeed({
  connection,
  notify,
  reconnectMs = RECONNECT_MS,
}: PostgresChangeFeedOptions): ChangeFeed {
  const self = randomUUID();
  const listeners = new Set<() => void>();
  let session: pg.Client | null = null;
  let connecting = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const tellListeners = () => {
    for (const listener of listeners) listener();
  };

  const scheduleReconnect = () => {
    if (closed || listeners.size === 0 || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, reconnectMs);
    retry.unref();
  };

  async function listen(): Promise<void> {
    if (closed || session !== null || connecting) return;
    connecting = true;
    const client = new pg.Client(connection);
    // A broken session reports through 'end' as well; the listener only keeps 'error' from crashing the process.
    client.on('error', () => {});
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload !== self) tellListeners();
    });
    client.on('end', () => {
      if (session !== client) return;
      session = null;
      tellListeners();
      scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch {
      connecting = false;
      void client.end().catch(() => {});
      scheduleReconnect();
      return;
    }
    connecting = false;
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    session = client;
    // Nothing was remembered while deaf, but a load begun just before may still land: start from nothing.
    tellListeners();
  }

  return {
    get live() {
      return session !== null;
    },
    announce: async () => {
      await notify(CHANGE_CHANNEL, self);
    },
    subscribe(listener) {
      listeners.add(listener);
      void listen();
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = session;
      session = null;
      await client?.end().catch(() => {});
    },
  };
}
