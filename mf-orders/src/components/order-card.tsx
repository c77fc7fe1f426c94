// One order of the queue: its number, how long it has waited, what to prepare, the total and how it is paid, who
// takes it, and what to do next. A new order (not answered yet) is highlighted until it is.
import { css, keyframes } from '@emotion/react';
import type { Order } from '@oja/shared/contract';
import { formatKobo } from '@oja/shared/format';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { Badge } from '@oja/shared/ui';
import { Link } from 'react-router-dom';
import { firstName, itemCount, itemsSummary, paymentText, placedAt, sinceText, timeOf } from '../lib/order-text';
import { OrderActions } from './order-actions';

const glow = keyframes({
  '0%': { boxShadow: '0 0 0 0 rgba(245, 165, 36, 0.55)' },
  '70%': { boxShadow: '0 0 0 10px rgba(245, 165, 36, 0)' },
  '100%': { boxShadow: '0 0 0 0 rgba(245, 165, 36, 0)' },
});

/** The line under the summary: where the order stands beyond its column. */
function progressText(order: Order): string | null {
  if (order.status === 'accepted' && order.ready_by) return `Ready by ${timeOf(order.ready_by)}`;
  if (order.status === 'ready') return order.rider ? `${order.rider.name} is coming for it` : 'Waiting for a rider';
  if (order.status === 'picked_up') return order.rider ? `With ${order.rider.name}` : 'On its way';
  return null;
}

export function OrderCard({ order, now }: { order: Order; now: number }) {
  const theme = useOjaTheme();
  const fresh = order.status === 'placed';
  const progress = progressText(order);
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      data-status={order.status}
      css={css({
        display: 'grid',
        gap: theme.space[3],
        padding: theme.space[4],
        borderRadius: theme.radii.lg,
        background: theme.colors.surface,
        border: `1px solid ${fresh ? theme.colors.accent : theme.colors.border}`,
        borderLeft: `6px solid ${fresh ? theme.colors.accent : theme.colors.border}`,
        boxShadow: theme.shadows.sm,
        ...(fresh && {
          background: theme.colors.accentSoft,
          '@media (prefers-reduced-motion: no-preference)': { animation: `${glow} 1.6s ease-out 3` },
        }),
      })}
    >
      <header css={css({ display: 'flex', alignItems: 'baseline', gap: theme.space[2], flexWrap: 'wrap' })}>
        <h3 id={`order-${order.id}`} css={css({ margin: 0, ...theme.text.h3, fontSize: theme.fontSizes.lg })}>
          <Link
            to={String(order.id)}
            css={css({
              color: theme.colors.text,
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
              '&:focus-visible': focusRing(theme),
            })}
          >
            {order.number}
          </Link>
        </h3>
        {fresh && (
          <Badge tone="warning" variant="solid">
            New
          </Badge>
        )}
        <span css={css({ marginLeft: 'auto', color: theme.colors.textMuted, ...theme.text.bodySm })}>
          {sinceText(placedAt(order), now)}
        </span>
      </header>
      <p css={css({ margin: 0, ...theme.text.body })}>
        <span css={css({ fontWeight: theme.fontWeights.semibold })}>
          {itemCount(order) === 1 ? '1 item' : `${itemCount(order)} items`}:{' '}
        </span>
        {itemsSummary(order)}
      </p>
      {order.note && (
        <p css={css({ margin: 0, ...theme.text.bodySm, color: theme.colors.warning.fg })}>Note: {order.note}</p>
      )}
      <dl
        css={css({
          margin: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: theme.space[3],
          rowGap: theme.space[1],
          ...theme.text.bodySm,
          dt: { color: theme.colors.textMuted },
          dd: { margin: 0 },
        })}
      >
        <dt>Customer</dt>
        <dd>{firstName(order.customer.name)}</dd>
        <dt>Total</dt>
        <dd css={css({ fontWeight: theme.fontWeights.semibold, ...theme.text.numeric })}>
          {formatKobo(order.total_kobo)} · {paymentText(order.payment)}
        </dd>
      </dl>
      {progress && <p css={css({ margin: 0, ...theme.text.label, color: theme.colors.primaryText })}>{progress}</p>}
      <OrderActions order={order} />
    </article>
  );
}
