// The History tab: the orders that are over (delivered, rejected, cancelled), or any one status, between two days,
// or one order by its number. The filters live in the address, so a view can be shared, reloaded and gone back to.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Button, TextField } from '@oja/shared/ui';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@oja/shared/validation';
import { type FormEvent, useState } from 'react';
import { useHistory } from '../data/orders';
import { dayTimeOf, firstName, itemsSummary } from '../lib/order-text';
import { FilterGrid, OrderList, OrderRowLink, StatusAndDays, useAddressFilters } from './order-list';
import { StatusBadge } from './status-badge';

const STATUS_OPTIONS = [
  { value: '', label: 'All finished orders' },
  { value: 'active', label: 'All open orders' },
  ...ORDER_STATUSES.filter((status) => status !== 'awaiting_payment').map((status) => ({
    value: status,
    label: ORDER_STATUS_LABELS[status],
  })),
];

export function OrderHistory() {
  const theme = useOjaTheme();
  const { filters, set } = useAddressFilters({ status: 'status', from: 'from', to: 'to', search: 'search' });
  const history = useHistory(filters);
  const [search, setSearch] = useState(filters.search);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    set({ search: search.trim() });
  };

  return (
    <div css={css({ display: 'grid', gap: theme.space[4] })}>
      <FilterGrid columns={3}>
        <StatusAndDays options={STATUS_OPTIONS} values={filters} set={set} />
        <form
          aria-label="Find an order"
          onSubmit={submitSearch}
          css={css({ display: 'flex', gap: theme.space[2], alignItems: 'end' })}
        >
          <TextField
            label="Order number"
            placeholder="OJA-000123"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            css={css({ flex: 1 })}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </FilterGrid>
      <OrderList
        query={history}
        onPage={(next) => set({ page: String(next) })}
        row={(order) => (
          <OrderRowLink order={order} to={`../${order.id}`} columns="9rem 8rem minmax(0, 1fr) 7rem">
            <span>
              <StatusBadge status={order.status} />
            </span>
            <span css={css({ ...theme.text.bodySm, color: theme.colors.textMuted })}>
              {dayTimeOf(order.placed_at ?? order.created_at)} · {firstName(order.customer.name)} ·{' '}
              {itemsSummary(order)}
            </span>
          </OrderRowLink>
        )}
      />
    </div>
  );
}
