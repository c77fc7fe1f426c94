// Whether the service can do its work: the database answers within a few seconds.
import type { AppContext } from '../../context';

const PING_TIMEOUT_MS = 3_000;

export function healthService(ctx: AppContext) {
  return {
    /** Resolves when the database answers, rejects when it fails or takes longer than the timeout. */
    async pingDatabase(): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          ctx.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    status() {
      return { status: 'ok', database: ctx.database.kind, uptime_seconds: Math.round(process.uptime()) };
    },
  };
}
