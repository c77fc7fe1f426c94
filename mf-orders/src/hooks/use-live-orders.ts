// Keeps the page's order lists live: the stream's events fetch the lists again (an event says which order moved,
// the lists say where everything stands), and so does every reconnection. A drop shows as offline only when the
// stream has not come back within a moment: a line a proxy recycles is not news for the merchant.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { connectOrderStream, type StreamOpener, type StreamStatus } from '../data/order-stream';
import { orderKeys } from '../data/orders';

/** How long a dropped stream may take to come back before the page says it is offline. */
export const OFFLINE_NOTICE_DELAY_MS = 3_000;

export interface LiveOrders {
  /** What the merchant is told: connecting (first open), live, or offline (down for a while, reconnecting). */
  status: StreamStatus;
  /** When the page last had the stream open (null before the first time). */
  liveSince: Date | null;
}

export function useLiveOrders(open?: StreamOpener): LiveOrders {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [liveSince, setLiveSince] = useState<Date | null>(null);
  const opener = useRef(open);

  useEffect(() => {
    let notice: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    const close = connectOrderStream(
      {
        onEvent: (event) => {
          void queryClient.invalidateQueries({ queryKey: orderKeys.queue() });
          void queryClient.invalidateQueries({ queryKey: orderKeys.order(event.order_id) });
          void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'history'] });
        },
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
