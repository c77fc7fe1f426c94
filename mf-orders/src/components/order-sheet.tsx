// An order in full: what to prepare (items, quantities, notes), the money in N, how it is paid, the customer's first
// name and the delivery area, and its timeline; the viewer's actions go under its details.
import { css } from '@emotion/react';
import type { Order, OrderTimelineEntry } from '@oja/shared/contract';
import { formatKobo } from '@oja/shared/format';
import { useOjaTheme } from '@oja/shared/theme';
import { Card } from '@oja/shared/ui';
import { Fragment, type ReactNode } from 'react';
import { dayTimeOf, deliveryArea, firstName, paymentText } from '../lib/order-text';
import { StatusBadge } from './status-badge';

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
  const { space, media } = useOjaTheme();
  return (
    <div
      css={css({
        display: 'grid',
        gap: space[4],
        [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
      })}
    >
      <Card>
        <div css={css({ display: 'grid', gap: space[5] })}>
          <SheetHeader order={order} />
          <ItemsSection order={order} />
          <MoneySection order={order} />
          <OrderFacts order={order} withMerchant={withMerchant} />
          {actions}
        </div>
      </Card>
      <Card>
        <TimelineSection timeline={order.timeline ?? []} />
      </Card>
    </div>
  );
}

/** The order's number, its status and when it was placed. */
function SheetHeader({ order }: { order: Order }) {
  const theme = useOjaTheme();
  return (
    <header css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[3] })}>
      <h2 css={css({ margin: 0, ...theme.text.h2 })}>{order.number}</h2>
      <StatusBadge status={order.status} />
      <span css={css({ color: theme.colors.textMuted, ...theme.text.bodySm })}>
        {dayTimeOf(order.placed_at ?? order.created_at)}
      </span>
    </header>
  );
}

/** A titled part of the sheet (Items, Payment, Timeline), named by its title. */
function SheetSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <section aria-labelledby={id} css={css({ display: 'grid', gap: theme.space[3] })}>
      <h3 id={id} css={css({ margin: 0, ...theme.text.h3, fontSize: theme.fontSizes.lg })}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A label on the left and its amount on the right, in figures that line up. */
function AmountRow({ label, children, total = false }: { label: ReactNode; children: ReactNode; total?: boolean }) {
  const theme = useOjaTheme();
  const row = css({ display: 'flex', justifyContent: 'space-between', gap: theme.space[3], ...theme.text.numeric });
  return (
    <div css={total ? css(row, { fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.lg }) : row}>
      <span>{label}</span>
      <span>{children}</span>
    </div>
  );
}

/** What to prepare: each line with its quantity, total and note, then the customer's note. */
function ItemsSection({ order }: { order: Order }) {
  const theme = useOjaTheme();
  return (
    <SheetSection id="order-items" title="Items">
      <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}>
        {order.items.map((item) => (
          <li key={item.id} css={css({ display: 'grid', gap: theme.space[1] })}>
            <AmountRow
              label={
                <>
                  <strong>{item.quantity} ×</strong> {item.name}
                </>
              }
            >
              {formatKobo(item.line_total_kobo)}
            </AmountRow>
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
    </SheetSection>
  );
}

/** The money: subtotal, any discount, delivery, the total, and how it is paid. */
function MoneySection({ order }: { order: Order }) {
  const theme = useOjaTheme();
  return (
    <SheetSection id="order-money" title="Payment">
      <AmountRow label="Subtotal">{formatKobo(order.subtotal_kobo)}</AmountRow>
      {order.discount_kobo > 0 && <AmountRow label="Discount">-{formatKobo(order.discount_kobo)}</AmountRow>}
      <AmountRow label="Delivery">{formatKobo(order.delivery_fee_kobo)}</AmountRow>
      <AmountRow label="Total" total>
        {formatKobo(order.total_kobo)}
      </AmountRow>
      <p css={css({ margin: 0, color: theme.colors.textMuted })}>{paymentText(order.payment)}</p>
    </SheetSection>
  );
}

/** Who and where: the merchant (for the admin), the customer, the area, and what is known so far. */
function factsOf(order: Order, withMerchant: boolean): [term: string, value: ReactNode][] {
  const facts: [string, ReactNode][] = [];
  if (withMerchant) facts.push(['Merchant', order.merchant.business_name]);
  facts.push(['Customer', firstName(order.customer.name)], ['Delivery area', deliveryArea(order.delivery.address)]);
  if (order.prep_minutes !== null) facts.push(['Preparation', `${order.prep_minutes} min`]);
  if (order.rider) facts.push(['Rider', order.rider.name]);
  if (order.reason) facts.push(['Reason', order.reason]);
  return facts;
}

function OrderFacts({ order, withMerchant }: { order: Order; withMerchant: boolean }) {
  const theme = useOjaTheme();
  return (
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
      {factsOf(order, withMerchant).map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Every move of the order, oldest first: what happened, by whom, when, and the reason given. */
function TimelineSection({ timeline }: { timeline: readonly OrderTimelineEntry[] }) {
  const theme = useOjaTheme();
  return (
    <SheetSection id="order-timeline" title="Timeline">
      <ol css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}>
        {timeline.map((entry) => (
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
    </SheetSection>
  );
}
