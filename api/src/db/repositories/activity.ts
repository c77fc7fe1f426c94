import type { ActivityAction } from '@oja/shared/contract';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '../client';
import { activityLog } from '../schema';

export function activityRepository(db: Database) {
  return {
    async record(input: {
      actorId: number | null;
      action: ActivityAction;
      merchantId: number | null;
      details?: Record<string, unknown> | null;
      createdAt?: Date;
    }): Promise<void> {
      await db.insert(activityLog).values(input);
    },

    /** The details of one merchant's rows of one action since `since`, oldest first. */
    async detailsSince(merchantId: number, action: string, since: Date): Promise<Record<string, unknown>[]> {
      const rows = await db
        .select({ details: activityLog.details })
        .from(activityLog)
        .where(
          and(
            eq(activityLog.merchantId, merchantId),
            eq(activityLog.action, action),
            gte(activityLog.createdAt, since),
          ),
        )
        .orderBy(asc(activityLog.createdAt), asc(activityLog.id));
      return rows.flatMap((row) => (row.details === null ? [] : [row.details]));
    },
  };
}

export type ActivityRepository = ReturnType<typeof activityRepository>;
