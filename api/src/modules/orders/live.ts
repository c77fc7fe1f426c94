// The events a reconnecting live stream missed (src/live/streams.ts), read back from the orders' timeline.
import type { Repositories } from '../../db/repositories/index';
import type { ReplaySource } from '../../live/streams';
import { liveEvent } from './lifecycle';
import { orderNumber } from './pricing';

/** Events committed this long before a reconnection are sent again with it (an id is taken before its commit). */
export const REPLAY_OVERLAP_MS = 10_000;

/** The timeline rows a stream missed, for src/live/streams.ts. */
export function orderEventReplay(repos: Repositories): ReplaySource {
  return async (scope, afterId, limit) => {
    const rows = await repos.orders.eventsAfter({
      ...(scope.merchantId === null ? {} : { merchantId: scope.merchantId }),
      afterId,
      since: new Date(Date.now() - REPLAY_OVERLAP_MS),
      limit: limit + 1,
    });
    if (rows.length > limit) return null;
    return rows.map((row) => liveEvent(row, row.toStatus, orderNumber(row.orderId)));
  };
}
