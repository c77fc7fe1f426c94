// Food Order (`/dashboard/food-orders`, admins): every order across merchants, filtered by state, merchant and
// dates (kept in the address), live from the admin's stream; an order's details with its timeline
// (`/dashboard/food-orders/:orderId`), and cancelling it with a reason.
import { css } from '@emotion/react';
import { getErrorMessage } from '@oja/shared/api';
import type { Order } from '@oja/shared/contract';
import { useOjaTheme } from '@oja/shared/theme';
import { Button, Select } from '@oja/shared/ui';
import { FINAL_ORDER_STATUSES, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@oja/shared/validation';
import { useMemo, useState } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { OrderDetailsFrame } from '../components/order-details';
import { ReasonDialog, type ReasonWords } from '../components/order-dialogs';
import {
  FilterGrid,
  OrderList,
  OrderRowLink,
  OrdersFrame,
  StatusAndDays,
  useAddressFilters,
} from '../components/order-list';
import { OrderSheet } from '../components/order-sheet';
import { ConnectionNotice } from '../components/order-toolbar';
import { StatusBadge } from '../components/status-badge';
import { adminOrderKeys, useAdminOrder, useAdminOrders, useCancelOrder, useOrderMerchants } from '../data/admin-orders';
import { ADMIN_ORDER_EVENTS_PATH } from '../data/calls';
import { useLiveOrders } from '../data/use-live-orders';
import { apiStreamAt } from '../lib/order-stream';
import { dayTimeOf, itemsSummary } from '../lib/order-text';

const adminStream = apiStreamAt(ADMIN_ORDER_EVENTS_PATH);

const STATUS_OPTIONS = [
  { value: '', label: 'All orders' },
  { value: 'active', label: 'Open orders' },
  { value: 'closed', label: 'Finished orders' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];

export default function FoodOrdersPage() {
  const live = useLiveOrders(adminStream, adminOrderKeys.all);
  return (
    <OrdersFrame title="Food Order" status={live.status}>
      <ConnectionNotice status={live.status} liveSince={live.liveSince} />
      <Routes>
        <Route index element={<AllOrders />} />
        <Route path=":orderId" element={<AdminOrderDetails />} />
      </Routes>
    </OrdersFrame>
  );
}

function AllOrders() {
  const theme = useOjaTheme();
  const { filters, set } = useAddressFilters({ status: 'status', merchant_id: 'merchant', from: 'from', to: 'to' });
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

  return (
    <div css={css({ display: 'grid', gap: theme.space[4] })}>
      <FilterGrid columns={4}>
        <StatusAndDays options={STATUS_OPTIONS} values={filters} set={set} />
        <Select
          label="Merchant"
          value={filters.merchant_id}
          options={merchantOptions}
          onChange={(event) => set({ merchant: event.target.value })}
        />
      </FilterGrid>
      <OrderList
        query={orders}
        onPage={(next) => set({ page: String(next) })}
        row={(order) => (
          <OrderRowLink order={order} to={String(order.id)} columns="9rem minmax(0, 1fr) 9rem 7rem">
            <span css={css({ display: 'grid', minWidth: 0 })}>
              <span css={css({ fontWeight: theme.fontWeights.semibold })}>{order.merchant.business_name}</span>
              <span css={css({ ...theme.text.bodySm, color: theme.colors.textMuted })}>
                {dayTimeOf(order.placed_at ?? order.created_at)} · {itemsSummary(order)}
              </span>
            </span>
            <span>
              <StatusBadge status={order.status} />
            </span>
          </OrderRowLink>
        )}
      />
    </div>
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

const CANCEL_WORDS: ReasonWords = {
  verb: 'Cancel',
  description: 'The customer and the merchant are told your reason. A paid card order is refunded.',
  cancelLabel: 'Keep the order',
  submitLabel: 'Cancel order',
  busyLabel: 'Cancelling...',
};

/** Support may cancel any order before it is delivered, with a reason the customer and merchant are told. */
function CancelAction({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  if (isFinal(order)) return null;
  const refusal = cancel.error ? getErrorMessage(cancel.error) : null;
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="danger" size="lg" onClick={() => setOpen(true)} aria-label={`Cancel order ${order.number}`}>
        Cancel order
      </Button>
      {open && <ReasonDialog order={order} words={CANCEL_WORDS} move={cancel} refusal={refusal} onClose={close} />}
    </>
  );
}
