// One order's page (`/dashboard/orders/:orderId`): back to the list, then the order in full (order-sheet.tsx) with
// what the merchant can do next.
import { css } from '@emotion/react';
import type { Order } from '@oja/shared/contract';
import { ErrorState, LoadingState } from '@oja/shared/query';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { ArrowLeftIcon } from '@oja/shared/ui';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useOrder } from '../data/orders';
import { OrderActions } from './order-actions';
import { OrderSheet } from './order-sheet';

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
  const shown =
    order.isError && !order.data ? (
      <ErrorState message="This order could not be loaded." onRetry={() => void order.refetch()} />
    ) : order.data ? (
      children(order.data)
    ) : (
      <LoadingState>Loading the order...</LoadingState>
    );
  return (
    <div css={css({ display: 'grid', gap: theme.space[4] })}>
      {back}
      {shown}
    </div>
  );
}
