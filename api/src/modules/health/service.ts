// Whether the service can do its work: the database and the rate-limit counters answer within a few seconds.
import type { AppContext } from '../../context';

const PING_TIMEOUT_MS = 3_000;

async function withTimeout(work: Promise<unknown>, message: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(message)), PING_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthService(ctx: AppContext) {
  return {
    /** Resolves when the database answers, rejects when it fails or takes longer than the timeout. */
    async pingDatabase(): Promise<void> {
      await withTimeout(ctx.database.ping(), 'database ping timed out');
    },
    /** Resolves when the rate-limit counters can be reached (always, in memory; Redis when configured). */
    async pingCounters(): Promise<void> {
      await withTimeout(ctx.limiter.store.ping(), 'counter store ping timed out');
    },
    status() {
      return { status: 'ok', database: ctx.database.kind, uptime_seconds: Math.round(process.uptime()) };
    },
  };
}
