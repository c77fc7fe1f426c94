// The History tab: the orders that are over (delivered, rejected, cancelled), or any one status, between two days,
// or one order by its number. The filters live in the address, so a view can be shared, reloaded and gone back to.
import { css } from '@emotion/react';
import { getErrorMessage } from '@oja/shared/api';
import { formatKobo } from '@oja/shared/format';
import { ErrorState, LoadingState } from '@oja/shared/query';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { Button, Select, TextField } from '@oja/shared/ui';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@oja/shared/validation';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type HistoryFilters, useHistory } from '../data/orders';
import { dayTimeOf, firstName, itemsSummary } from '../lib/order-text';
import { StatusBadge } from './order-details';

const STATUS_OPTIONS = [
  { value: '', label: 'All finished orders' },
  { value: 'active', label: 'All open orders' },
  ...ORDER_STATUSES.filter((status) => status !== 'awaiting_payment').map((status) => ({
    value: status,
    label: ORDER_STATUS_LABELS[status],
  })),
];

function filtersOf(params: URLSearchParams): HistoryFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    status: params.get('status') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function OrderHistory() {
  const theme = useOjaTheme();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const history = useHistory(filters);
  const [search, setSearch] = useState(filters.search);

  const set = (changes: Partial<Record<keyof HistoryFilters, string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    set({ search: search.trim() });
  };
  const page = history.data;

  return (
    <div css={css({ display: 'grid', gap: theme.space[4] })}>
      <div
        css={css({
          display: 'grid',
          gap: theme.space[3],
          [theme.media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
          [theme.media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', alignItems: 'end' },
        })}
      >
        <Select
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(event) => set({ status: event.target.value })}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from}
          onChange={(event) => set({ from: event.target.value })}
        />
        <TextField label="To" type="date" value={filters.to} onChange={(event) => set({ to: event.target.value })} />
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
      </div>
      {history.isError && !page ? (
        <ErrorState message={getErrorMessage(history.error)} onRetry={() => void history.refetch()} />
      ) : history.isError ? (
        <p role="alert" css={css({ margin: 0, color: theme.colors.error.fg })}>
          {getErrorMessage(history.error)}
        </p>
      ) : null}
      {!page && !history.isError && <LoadingState>Loading orders...</LoadingState>}
      {page && page.data.length === 0 && (
        <p css={css({ margin: 0, color: theme.colors.textMuted })}>No orders match these filters.</p>
      )}
      {page && page.data.length > 0 && (
        <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[2] })}>
          {page.data.map((order) => (
            <li key={order.id}>
              <Link
                to={`../${order.id}`}
                relative="path"
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
                  [theme.media.md]: { gridTemplateColumns: '9rem 8rem minmax(0, 1fr) 7rem', alignItems: 'center' },
                })}
              >
                <strong>{order.number}</strong>
                <span>
                  <StatusBadge status={order.status} />
                </span>
                <span css={css({ ...theme.text.bodySm, color: theme.colors.textMuted })}>
                  {dayTimeOf(order.placed_at ?? order.created_at)} · {firstName(order.customer.name)} ·{' '}
                  {itemsSummary(order)}
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
            onClick={() => set({ page: String(page.current_page - 1) })}
          >
            Previous
          </Button>
          <span>
            Page {page.current_page} of {page.last_page}
          </span>
          <Button
            variant="secondary"
            disabled={page.current_page >= page.last_page}
            onClick={() => set({ page: String(page.current_page + 1) })}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
