import type { ActivityAction } from '@oja/shared/contract';
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
  };
}

export type ActivityRepository = ReturnType<typeof activityRepository>;
