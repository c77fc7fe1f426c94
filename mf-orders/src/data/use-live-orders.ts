// Keeps the page's order lists live: the stream's events fetch the lists again (an event says which order moved,
// the lists say where everything stands), and so does every reconnection. A drop shows as offline only when the
// stream has not come back within a moment: a line a proxy recycles is not news for the merchant.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { connectOrderStream, type StreamOpener, type StreamStatus } from '../lib/order-stream';
import { orderKeys } from './orders';

/** How long a dropped stream may take to come back before the page says it is offline. */
export const OFFLINE_NOTICE_DELAY_MS = 3_000;

export interface LiveOrders {
  /** What the merchant is told: connecting (first open), live, or offline (down for a while, reconnecting). */
  status: StreamStatus;
  /** When the page last had the stream open (null before the first time). */
  liveSince: Date | null;
}

/**
 * `open` is the stream (the merchant's by default); `queryKey` the root of the lists it keeps fresh (the merchant's
 * orders by default).
 */
export function useLiveOrders(open?: StreamOpener, queryKey: readonly unknown[] = orderKeys.all): LiveOrders {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [liveSince, setLiveSince] = useState<Date | null>(null);
  const opener = useRef(open);
  const root = useRef(queryKey);

  useEffect(() => {
    let notice: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: root.current });
    const close = connectOrderStream(
      {
        // An event says an order moved: every list and that order's details are fetched again.
        onEvent: refresh,
        onCatchUp: refresh,
        onStatus: (next) => {
          clearTimeout(notice);
          if (next === 'live') {
            setStatus('live');
            setLiveSince(new Date());
          } else if (next === 'offline') {
            notice = setTimeout(() => setStatus('offline'), OFFLINE_NOTICE_DELAY_MS);
          }
        },
      },
      opener.current,
    );
    return () => {
      clearTimeout(notice);
      close();
    };
  }, [queryClient]);

  return { status, liveSince };
}
