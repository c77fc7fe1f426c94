// Order Mgt (`/dashboard/orders`, approved merchants): the live queue by state, an order's details
// (`/dashboard/orders/:orderId`), the History tab (`/dashboard/orders/history`) and the Hours tab, the store's opening
// hours (`/dashboard/orders/hours`). The stream and the new-order alert live here, above the routes, so they keep
// running while the merchant reads an order, the history or the hours.
import { css } from '@emotion/react';
import { getErrorMessage } from '@oja/shared/api';
import { joinPath, useMountPath } from '@oja/shared/platform';
import { ErrorState, LoadingState } from '@oja/shared/query';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { useMemo } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { CountPill } from '../components/count-pill';
import { OrderDetails } from '../components/order-details';
import { OrderHistory } from '../components/order-history';
import { OrdersFrame } from '../components/order-list';
import { ConnectionNotice, PauseSwitch, SoundSwitch } from '../components/order-toolbar';
import { QueueBoard } from '../components/queue-board';
import { StoreHours } from '../components/store-hours';
import { useQueue } from '../data/orders';
import { useLiveOrders } from '../data/use-live-orders';
import { useNewOrderAlert, useSoundSwitch } from '../hooks/use-new-order-alert';

export default function OrdersPage() {
  const theme = useOjaTheme();
  const live = useLiveOrders();
  const queue = useQueue({ live: live.status === 'live' });
  const { soundOn, toggle } = useSoundSwitch();
  const waiting = useMemo(() => queue.data?.filter((order) => order.status === 'placed'), [queue.data]);
  useNewOrderAlert(waiting, soundOn);

  return (
    <OrdersFrame
      title="Order Mgt"
      status={live.status}
      aside={
        <div
          css={css({
            display: 'grid',
            gap: theme.space[2],
            alignItems: 'start',
            [theme.media.sm]: { gridTemplateColumns: '1fr 1fr' },
          })}
        >
          <PauseSwitch />
          <SoundSwitch soundOn={soundOn} onToggle={toggle} />
        </div>
      }
    >
      <ConnectionNotice status={live.status} liveSince={live.liveSince} />
      <Tabs waiting={waiting?.length ?? 0} />
      <Routes>
        <Route
          index
          element={
            queue.data ? (
              <QueueBoard orders={queue.data} />
            ) : queue.isError ? (
              <ErrorState message={getErrorMessage(queue.error)} onRetry={() => void queue.refetch()} />
            ) : (
              <LoadingState>Loading orders...</LoadingState>
            )
          }
        />
        <Route path="history" element={<OrderHistory />} />
        <Route path="hours" element={<StoreHours />} />
        <Route path=":orderId" element={<OrderDetails />} />
      </Routes>
    </OrdersFrame>
  );
}

function Tabs({ waiting }: { waiting: number }) {
  const theme = useOjaTheme();
  // The platform's router gives Link, not NavLink (its shared copy keeps what the apps use): the current tab is
  // said here. An order's details belong to the queue's tab. The links start from the page's mount path: a relative
  // one would start from the whole address under this splat route (`/dashboard/orders/104/history`).
  const base = useMountPath();
  const current = /\/(history|hours)\/?$/.exec(useLocation().pathname)?.[1] ?? 'queue';
  const tab = css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[2],
    minHeight: 48,
    padding: `0 ${theme.space[4]}`,
    color: theme.colors.textMuted,
    fontWeight: theme.fontWeights.semibold,
    textDecoration: 'none',
    borderBottom: '3px solid transparent',
    '&[aria-current="page"]': { color: theme.colors.primaryText, borderBottomColor: theme.colors.primary },
    '&:focus-visible': focusRing(theme),
  });
  return (
    <nav aria-label="Order Mgt" css={css({ borderBottom: `1px solid ${theme.colors.border}`, display: 'flex' })}>
      <Link to={base} css={tab} aria-current={current === 'queue' ? 'page' : undefined}>
        Queue
        {waiting > 0 && (
          <CountPill count={waiting} alert>
            <span css={css({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' })}>
              {' '}
              new
            </span>
          </CountPill>
        )}
      </Link>
      <Link to={joinPath(base, 'history')} css={tab} aria-current={current === 'history' ? 'page' : undefined}>
        History
      </Link>
      <Link to={joinPath(base, 'hours')} css={tab} aria-current={current === 'hours' ? 'page' : undefined}>
        Hours
      </Link>
    </nav>
  );
}
