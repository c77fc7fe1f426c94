// Food Order (`/dashboard/food-orders`, admins): every order across merchants, filtered by state, merchant and
// dates (kept in the address), live from the admin's stream; an order's details with its timeline
// (`/dashboard/food-orders/:orderId`), and cancelling it with a reason.
import { css } from '@emotion/react';
import { getErrorMessage } from '@oja/shared/api';
import type { Order } from '@oja/shared/contract';
import { formatKobo } from '@oja/shared/format';
import { ErrorState, LoadingState } from '@oja/shared/query';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { Button, Dialog, Select, TextArea, TextField } from '@oja/shared/ui';
import {
  FINAL_ORDER_STATUSES,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from '@oja/shared/validation';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { OrderDetailsFrame, OrderSheet, StatusBadge } from '../components/order-details';
import { ConnectionNotice, LiveMark } from '../components/order-toolbar';
import {
  type AdminOrderFilters,
  adminOrderKeys,
  useAdminOrder,
  useAdminOrders,
  useCancelOrder,
  useOrderMerchants,
} from '../data/admin-orders';
import { ADMIN_ORDER_EVENTS_PATH } from '../data/calls';
import { apiStreamAt } from '../data/order-stream';
import { useLiveOrders } from '../hooks/use-live-orders';
import { dayTimeOf, itemsSummary } from '../lib/order-text';

const adminStream = apiStreamAt(ADMIN_ORDER_EVENTS_PATH);

const STATUS_OPTIONS = [
  { value: '', label: 'All orders' },
  { value: 'active', label: 'Open orders' },
  { value: 'closed', label: 'Finished orders' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];

export default function FoodOrdersPage() {
  const theme = useOjaTheme();
  const live = useLiveOrders(adminStream, adminOrderKeys.all);
  return (
    <div
      css={css({
        display: 'grid',
        gap: theme.space[5],
        maxWidth: 1440,
        padding: `${theme.space[4]} ${theme.space[4]} ${theme.space[10]}`,
        [theme.media.md]: { padding: theme.space[6] },
        [theme.media.lg]: { padding: theme.space[8] },
      })}
    >
      <div css={css({ display: 'flex', alignItems: 'center', gap: theme.space[3], flexWrap: 'wrap' })}>
        <h1 css={css({ margin: 0, ...theme.text.h2, [theme.media.md]: theme.text.h1 })}>Food Order</h1>
        <LiveMark status={live.status} />
      </div>
      <ConnectionNotice status={live.status} liveSince={live.liveSince} />
      <Routes>
        <Route index element={<AllOrders />} />
        <Route path=":orderId" element={<AdminOrderDetails />} />
      </Routes>
    </div>
  );
}

function filtersOf(params: URLSearchParams): AdminOrderFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    status: params.get('status') ?? '',
    merchant_id: params.get('merchant') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function AllOrders() {
  const theme = useOjaTheme();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const orders = useAdminOrders(filters);
  const merchants = useOrderMerchants();
  const merchantOptions = useMemo(
    () => [
      { value: '', label: 'All merchants' },
      ...(merchants.data?.data ?? []).map((merchant) => ({
        value: String(merchant.id),
        label: merchant.business_name ?? `Merchant ${merchant.id}`,
      })),
    ],
    [merchants.data],
  );
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };
  const page = orders.data;

  return (
    <div css={css({ display: 'grid', gap: theme.space[4] })}>
      <div
        css={css({
          display: 'grid',
          gap: theme.space[3],
          [theme.media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [theme.media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        })}
      >
        <Select
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(event) => set('status', event.target.value)}
        />
        <Select
          label="Merchant"
          value={filters.merchant_id}
          options={merchantOptions}
          onChange={(event) => set('merchant', event.target.value)}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from}
          onChange={(event) => set('from', event.target.value)}
        />
        <TextField label="To" type="date" value={filters.to} onChange={(event) => set('to', event.target.value)} />
      </div>
      {orders.isError && <ErrorState message={getErrorMessage(orders.error)} onRetry={() => void orders.refetch()} />}
      {!page && !orders.isError && <LoadingState>Loading orders...</LoadingState>}
      {page && page.data.length === 0 && (
        <p css={css({ margin: 0, color: theme.colors.textMuted })}>No orders match these filters.</p>
      )}
      {page && page.data.length > 0 && (
        <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[2] })}>
          {page.data.map((order) => (
            <li key={order.id}>
              <OrderRow order={order} />
            </li>
          ))}
        </ul>
      )}
      {page && page.last_page > 1 && (
        <nav
          aria-label="Pages"
          css={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space[3] })}
        >
          <Button
            variant="secondary"
            disabled={page.current_page <= 1}
            onClick={() => set('page', String(page.current_page - 1))}
          >
            Previous
          </Button>
          <span>
            Page {page.current_page} of {page.last_page}
          </span>
          <Button
            variant="secondary"
            disabled={page.current_page >= page.last_page}
            onClick={() => set('page', String(page.current_page + 1))}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}

function OrderRow({ order }: { order: Order }) {
  const theme = useOjaTheme();
  const [params] = useSearchParams();
  return (
    <Link
      to={{ pathname: String(order.id) }}
      state={{ from: params.toString() }}
      css={css({
        display: 'grid',
        gap: theme.space[1],
        padding: theme.space[4],
        borderRadius: theme.radii.lg,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
        color: theme.colors.text,
        textDecoration: 'none',
        '&:hover': { background: theme.colors.surfaceHover },
        '&:focus-visible': focusRing(theme),
        [theme.media.md]: {
          gridTemplateColumns: '9rem minmax(0, 1fr) 9rem 7rem',
          alignItems: 'center',
          columnGap: theme.space[4],
        },
      })}
    >
      <strong>{order.number}</strong>
      <span css={css({ display: 'grid', minWidth: 0 })}>
        <span css={css({ fontWeight: theme.fontWeights.semibold })}>{order.merchant.business_name}</span>
        <span css={css({ ...theme.text.bodySm, color: theme.colors.textMuted })}>
          {dayTimeOf(order.placed_at ?? order.created_at)} · {itemsSummary(order)}
        </span>
      </span>
      <span>
        <StatusBadge status={order.status} />
      </span>
      <span
        css={css({
          fontWeight: theme.fontWeights.semibold,
          ...theme.text.numeric,
          [theme.media.md]: { textAlign: 'right' },
        })}
      >
        {formatKobo(order.total_kobo)}
      </span>
    </Link>
  );
}

function AdminOrderDetails() {
  const id = Number(useParams().orderId);
  const order = useAdminOrder(id);
  return (
    <OrderDetailsFrame query={order} backLabel="Back to all orders">
      {(data) => <OrderSheet order={data} withMerchant actions={<CancelAction order={data} />} />}
    </OrderDetailsFrame>
  );
}

const isFinal = (order: Order) => (FINAL_ORDER_STATUSES as readonly string[]).includes(order.status);

/** Support may cancel any order before it is delivered, with a reason the customer and merchant are told. */
function CancelAction({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (isFinal(order)) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') {
      setError(ORDER_MESSAGES.reasonRequired);
      return;
    }
    cancel.mutate(
      { id: order.id, reason: text },
      {
        onSuccess: () => setOpen(false),
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };

  return (
    <>
      <Button variant="danger" size="lg" onClick={() => setOpen(true)} aria-label={`Cancel order ${order.number}`}>
        Cancel order
      </Button>
      {open && (
        <Dialog
          open
          onClose={() => setOpen(false)}
          title={`Cancel ${order.number}`}
          description="The customer and the merchant are told your reason. A paid card order is refunded."
          onSubmit={submit}
          actions={
            <>
              <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                Keep the order
              </Button>
              <Button type="submit" variant="danger" busy={cancel.isPending} busyLabel="Cancelling...">
                Cancel order
              </Button>
            </>
          }
        >
          <TextArea
            label="Reason"
            required
            rows={3}
            value={reason}
            maxLength={ORDER_LIMITS.reasonLength}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            error={error ?? undefined}
          />
        </Dialog>
      )}
    </>
  );
}
