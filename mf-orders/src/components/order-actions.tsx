// What the merchant can do with an order where it stands: accept or reject a new one, mark a preparing one ready.
// The buttons are full width on a phone (one thumb), side by side from the tablet up.
import { css } from '@emotion/react';
import type { Order } from '@oja/shared/contract';
import { useOjaTheme } from '@oja/shared/theme';
import { Button } from '@oja/shared/ui';
import { useState } from 'react';
import { useMarkReady } from '../data/orders';
import { AcceptDialog, RejectDialog } from './order-dialogs';

export function OrderActions({ order }: { order: Order }) {
  const theme = useOjaTheme();
  const [open, setOpen] = useState<'accept' | 'reject' | null>(null);
  const ready = useMarkReady();
  // Side by side where a card is wide (a phone's full width), one above the other in a board's quarter column.
  const row = css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 7rem), 1fr))',
    gap: theme.space[2],
  });

  if (order.status === 'placed') {
    return (
      <div css={row}>
        <Button variant="secondary" size="lg" onClick={() => setOpen('reject')} aria-label={`Reject ${order.number}`}>
          Reject
        </Button>
        <Button size="lg" onClick={() => setOpen('accept')} aria-label={`Accept ${order.number}`}>
          Accept
        </Button>
        {open === 'accept' && <AcceptDialog order={order} onClose={() => setOpen(null)} />}
        {open === 'reject' && <RejectDialog order={order} onClose={() => setOpen(null)} />}
      </div>
    );
  }
  if (order.status === 'accepted') {
    return (
      <Button
        size="lg"
        fullWidth
        busy={ready.isPending}
        busyLabel="Saving..."
        onClick={() => ready.mutate(order.id)}
        aria-label={`Mark ready ${order.number}`}
      >
        Mark ready
      </Button>
    );
  }
  return null;
}
