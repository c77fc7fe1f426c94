// What History and Food Order share: filters kept in the address, a page of orders with its loading, failure and
// empty states and its pager, a row that opens an order, and the page's frame (padding, title, live mark).
import { css } from '@emotion/react';
import { getErrorMessage } from '@oja/shared/api';
import type { Order } from '@oja/shared/contract';
import { formatKobo } from '@oja/shared/format';
import { ErrorState, LoadingState } from '@oja/shared/query';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { Button, Select, type SelectOption, TextField } from '@oja/shared/ui';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { StreamStatus } from '../lib/order-stream';
import { LiveMark } from './order-toolbar';

/**
 * The filters kept in the address: each of `parameters` (a filter's name and the address parameter it is kept in)
 * with its value ('' when absent), the page, and a setter; a new filter goes back to the first page.
 */
export function useAddressFilters<Name extends string>(parameters: Record<Name, string>) {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const values = Object.fromEntries(
    Object.entries<string>(parameters).map(([name, parameter]) => [name, params.get(parameter) ?? '']),
  ) as Record<Name, string>;
  const page = Number(params.get('page') ?? '1');
  return { filters: { ...values, page: Number.isInteger(page) && page > 0 ? page : 1 }, set };
}

interface OrderPageQuery {
  data: { data: Order[]; current_page: number; last_page: number } | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The filters above a list: a grid of fields, one column on a phone. */
export function FilterGrid({ columns, children }: { columns: 3 | 4; children: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <div
      css={css({
        display: 'grid',
        gap: theme.space[3],
        alignItems: 'end',
        [theme.media.md]: { gridTemplateColumns: `repeat(${columns === 4 ? 2 : 3}, minmax(0, 1fr))` },
        [theme.media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      })}
    >
      {children}
    </div>
  );
}

/** A status select and a range of days (Lagos days, as the API reads them), written to the address. */
export function StatusAndDays({
  options,
  values,
  set,
}: {
  options: readonly SelectOption[];
  values: { status: string; from: string; to: string };
  set: (changes: Record<string, string>) => void;
}) {
  return (
    <>
      <Select
        label="Status"
        value={values.status}
        options={options}
        onChange={(event) => set({ status: event.target.value })}
      />
      <TextField label="From" type="date" value={values.from} onChange={(event) => set({ from: event.target.value })} />
      <TextField label="To" type="date" value={values.to} onChange={(event) => set({ to: event.target.value })} />
    </>
  );
}

/** A page of orders: each as `row` draws it, then Previous and Next. */
export function OrderList({
  query,
  row,
  onPage,
}: {
  query: OrderPageQuery;
  row: (order: Order) => ReactNode;
  onPage: (page: number) => void;
}) {
  const theme = useOjaTheme();
  const page = query.data;
  return (
    <>
      {query.isError && !page && (
        <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />
      )}
      {query.isError && page && (
        <p role="alert" css={css({ margin: 0, color: theme.colors.error.fg })}>
          {getErrorMessage(query.error)}
        </p>
      )}
      {!page && !query.isError && <LoadingState>Loading orders...</LoadingState>}
      {page && page.data.length === 0 && (
        <p css={css({ margin: 0, color: theme.colors.textMuted })}>No orders match these filters.</p>
      )}
      {page && page.data.length > 0 && (
        <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[2] })}>
          {page.data.map((order) => (
            <li key={order.id}>{row(order)}</li>
          ))}
        </ul>
      )}
      {page && page.last_page > 1 && (
        <nav
          aria-label="Pages"
          css={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space[3] })}
        >
          <Button variant="secondary" disabled={page.current_page <= 1} onClick={() => onPage(page.current_page - 1)}>
            Previous
          </Button>
          <span>
            Page {page.current_page} of {page.last_page}
          </span>
          <Button
            variant="secondary"
            disabled={page.current_page >= page.last_page}
            onClick={() => onPage(page.current_page + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </>
  );
}

/** A row that opens the order: its number, `children` (the columns between), and its total last. */
export function OrderRowLink({
  order,
  to,
  columns,
  children,
}: {
  order: Order;
  to: string;
  /** The grid's columns from the tablet up. */
  columns: string;
  children: ReactNode;
}) {
  const theme = useOjaTheme();
  return (
    <Link
      to={to}
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
        [theme.media.md]: { gridTemplateColumns: columns, alignItems: 'center', columnGap: theme.space[4] },
      })}
    >
      <strong>{order.number}</strong>
      {children}
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

/** The page: padded as the other dashboard pages, its title (the one h1) with the live mark, `aside` beside them. */
export function OrdersFrame({
  title,
  status,
  aside,
  children,
}: {
  title: string;
  status: StreamStatus;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const theme = useOjaTheme();
  return (
    <div
      css={css({
        display: 'grid',
        gap: theme.space[5],
        maxWidth: 1440,
        // A phone gets room under the last card for the thumb; wider screens the dashboard's margins.
        paddingInline: theme.space[4],
        paddingBlock: `${theme.space[4]} ${theme.space[10]}`,
        [theme.media.md]: { paddingInline: theme.space[6], paddingBlock: theme.space[6] },
        [theme.media.lg]: { paddingInline: theme.space[8], paddingBlock: theme.space[8] },
      })}
    >
      <header
        css={css({
          display: 'grid',
          gap: theme.space[3],
          [theme.media.lg]: { gridTemplateColumns: '1fr auto', alignItems: 'center' },
        })}
      >
        <div css={css({ display: 'flex', alignItems: 'center', gap: theme.space[3], flexWrap: 'wrap' })}>
          <h1 css={css({ margin: 0, ...theme.text.h2, [theme.media.md]: theme.text.h1 })}>{title}</h1>
          <LiveMark status={status} />
        </div>
        {aside}
      </header>
      {children}
    </div>
  );
}
