// One order in full (`/dashboard/orders/:orderId`): what to prepare (items, quantities, notes), the money in N, how
// it is paid, the customer's first name and the delivery area, its timeline, and what to do next.
import { css } from '@emotion/react';
import type { Order, OrderTimelineEntry } from '@oja/shared/contract';
import { formatKobo } from '@oja/shared/format';
import { ErrorState, LoadingState } from '@oja/shared/query';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { ArrowLeftIcon, Badge, type BadgeTone, Card } from '@oja/shared/ui';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@oja/shared/validation';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useOrder } from '../data/orders';
import { dayTimeOf, deliveryArea, firstName, paymentText } from '../lib/order-text';
import { OrderActions } from './order-actions';

export const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  awaiting_payment: 'neutral',
  placed: 'warning',
  accepted: 'info',
  ready: 'success',
  picked_up: 'info',
  delivered: 'success',
  rejected: 'danger',
  cancelled: 'danger',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

const ACTION_TEXT: Record<OrderTimelineEntry['action'], string> = {
  created: 'Created',
  placed: 'Placed',
  accepted: 'Accepted',
  rejected: 'Rejected',
  ready: 'Marked ready',
  claimed: 'Claimed by a rider',
  picked_up: 'Picked up',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

function who(entry: OrderTimelineEntry): string {
  if (entry.actor.role === 'system') return 'Oja';
  if (entry.actor.role === 'customer') return entry.actor.name ? firstName(entry.actor.name) : 'The customer';
  if (entry.actor.role === 'admin') return 'Oja support';
  return entry.actor.name ?? entry.actor.role;
}

/** The merchant's view of one order: its details with the merchant's actions. */
export function OrderDetails() {
  const id = Number(useParams().orderId);
  const order = useOrder(id);
  return (
    <OrderDetailsFrame query={order} backLabel="Back to orders">
      {(data) => <OrderSheet order={data} actions={<OrderActions order={data} />} />}
    </OrderDetailsFrame>
  );
}

/** One order's page: back to the list, then the order once loaded (its loading and failure states before). */
export function OrderDetailsFrame({
  query: order,
  backLabel,
  children,
}: {
  query: { data: Order | undefined; isError: boolean; refetch: () => unknown };
  backLabel: string;
  children: (order: Order) => ReactNode;
}) {
  const theme = useOjaTheme();

  const back = (
    <Link
      to=".."
      relative="path"
      css={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space[2],
        minHeight: 44,
        color: theme.colors.primaryText,
        fontWeight: theme.fontWeights.semibold,
        textDecoration: 'none',
        '&:focus-visible': focusRing(theme),
      })}
    >
      <ArrowLeftIcon aria-hidden="true" /> {backLabel}
    </Link>
  );
  if (order.isError && !order.data) {
    return (
      <div css={css({ display: 'grid', gap: theme.space[4] })}>
        {back}
        <ErrorState message="This order could not be loaded." onRetry={() => void order.refetch()} />
      </div>
    );
  }
  if (!order.data) {
    return (
      <div css={css({ display: 'grid', gap: theme.space[4] })}>
        {back}
        <LoadingState>Loading the order...</LoadingState>
      </div>
    );
  }
  return (
    <div css={css({ display: 'grid', gap: theme.space[4] })}>
      {back}
      {children(order.data)}
    </div>
  );
}

/** An order in full, with `actions` (what the viewer may do with it) under its details. */
export function OrderSheet({
  order,
  actions,
  withMerchant = false,
}: {
  order: Order;
  actions?: ReactNode;
  /** Say whose order it is (the admin's view of every merchant's). */
  withMerchant?: boolean;
}) {
  const theme = useOjaTheme();
  const section = css({ display: 'grid', gap: theme.space[3] });
  const subtitle = css({ margin: 0, ...theme.text.h3, fontSize: theme.fontSizes.lg });
  const row = css({ display: 'flex', justifyContent: 'space-between', gap: theme.space[3], ...theme.text.numeric });
  return (
    <div
      css={css({
        display: 'grid',
        gap: theme.space[4],
        [theme.media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
      })}
    >
      <Card>
        <div css={css({ display: 'grid', gap: theme.space[5] })}>
          <header css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[3] })}>
            <h2 css={css({ margin: 0, ...theme.text.h2 })}>{order.number}</h2>
            <StatusBadge status={order.status} />
            <span css={css({ color: theme.colors.textMuted, ...theme.text.bodySm })}>
              {dayTimeOf(order.placed_at ?? order.created_at)}
            </span>
          </header>
          <section aria-labelledby="order-items" css={section}>
            <h3 id="order-items" css={subtitle}>
              Items
            </h3>
            <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}>
              {order.items.map((item) => (
                <li key={item.id} css={css({ display: 'grid', gap: theme.space[1] })}>
                  <div css={row}>
                    <span>
                      <strong>{item.quantity} ×</strong> {item.name}
                    </span>
                    <span>{formatKobo(item.line_total_kobo)}</span>
                  </div>
                  {item.note && (
                    <span css={css({ ...theme.text.bodySm, color: theme.colors.warning.fg })}>Note: {item.note}</span>
                  )}
                </li>
              ))}
            </ul>
            {order.note && (
              <p
                css={css({
                  margin: 0,
                  padding: theme.space[3],
                  borderRadius: theme.radii.md,
                  background: theme.colors.warning.bg,
                  color: theme.colors.warning.fg,
                })}
              >
                Customer's note: {order.note}
              </p>
            )}
          </section>
          <section aria-labelledby="order-money" css={section}>
            <h3 id="order-money" css={subtitle}>
              Payment
            </h3>
            <div css={row}>
              <span>Subtotal</span>
              <span>{formatKobo(order.subtotal_kobo)}</span>
            </div>
            {order.discount_kobo > 0 && (
              <div css={row}>
                <span>Discount</span>
                <span>-{formatKobo(order.discount_kobo)}</span>
              </div>
            )}
            <div css={row}>
              <span>Delivery</span>
              <span>{formatKobo(order.delivery_fee_kobo)}</span>
            </div>
            <div css={css(row, { fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.lg })}>
              <span>Total</span>
              <span>{formatKobo(order.total_kobo)}</span>
            </div>
            <p css={css({ margin: 0, color: theme.colors.textMuted })}>{paymentText(order.payment)}</p>
          </section>
          <dl
            css={css({
              margin: 0,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: `${theme.space[2]} ${theme.space[4]}`,
              dt: { color: theme.colors.textMuted },
              dd: { margin: 0 },
            })}
          >
            {withMerchant && (
              <>
                <dt>Merchant</dt>
                <dd>{order.merchant.business_name}</dd>
              </>
            )}
            <dt>Customer</dt>
            <dd>{firstName(order.customer.name)}</dd>
            <dt>Delivery area</dt>
            <dd>{deliveryArea(order.delivery.address)}</dd>
            {order.prep_minutes !== null && (
              <>
                <dt>Preparation</dt>
                <dd>{order.prep_minutes} min</dd>
              </>
            )}
            {order.rider && (
              <>
                <dt>Rider</dt>
                <dd>{order.rider.name}</dd>
              </>
            )}
            {order.reason && (
              <>
                <dt>Reason</dt>
                <dd>{order.reason}</dd>
              </>
            )}
          </dl>
          {actions}
        </div>
      </Card>
      <Card>
        <section aria-labelledby="order-timeline" css={section}>
          <h3 id="order-timeline" css={subtitle}>
            Timeline
          </h3>
          <ol css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}>
            {(order.timeline ?? []).map((entry) => (
              <li
                key={entry.id}
                css={css({
                  display: 'grid',
                  gap: theme.space[0.5],
                  paddingLeft: theme.space[4],
                  borderLeft: `3px solid ${theme.colors.primarySoftHover}`,
                })}
              >
                <span css={css({ fontWeight: theme.fontWeights.semibold })}>
                  {ACTION_TEXT[entry.action]}
                  <span css={css({ fontWeight: theme.fontWeights.regular, color: theme.colors.textMuted })}>
                    {' '}
                    by {who(entry)}
                  </span>
                </span>
                <time dateTime={entry.created_at} css={css({ ...theme.text.bodySm, color: theme.colors.textMuted })}>
                  {dayTimeOf(entry.created_at)}
                </time>
                {entry.reason && <span css={css({ ...theme.text.bodySm })}>{entry.reason}</span>}
              </li>
            ))}
          </ol>
        </section>
      </Card>
    </div>
  );
}
