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
    /** What must answer, in order, each within a few seconds: the database, then the rate-limit counters. */
    checks: [
      { what: 'database', ping: () => withTimeout(ctx.database.ping(), 'database ping timed out') },
      { what: 'counter store', ping: () => withTimeout(ctx.limiter.store.ping(), 'counter store ping timed out') },
    ],
    live() {
      return { status: 'ok', uptime_seconds: Math.round(process.uptime()) };
    },
    status() {
      return { ...this.live(), database: ctx.database.kind };
    },
  };
}
