// The live queue by state: New, Preparing, Ready, Out for delivery. On a phone the states stack, newest work first,
// with a row of counts at the top that jumps to each; from 1024 px they stand side by side as a board.
import { css } from '@emotion/react';
import type { Order } from '@oja/shared/contract';
import { useInterval } from '@oja/shared/hooks';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { useState } from 'react';
import { QUEUE_STATES } from '../data/orders';
import { CountPill } from './count-pill';
import { OrderCard } from './order-card';

const EMPTY_TEXT: Record<(typeof QUEUE_STATES)[number]['status'], string> = {
  placed: 'No new orders. New orders appear here with a sound.',
  accepted: 'Nothing is being prepared.',
  ready: 'No order is waiting for a rider.',
  picked_up: 'No order is on its way.',
};

/** A list without markers laid out as a grid of the given columns. */
const plainGrid = (columns: string, gap: string) =>
  css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: columns, gap });

type QueueColumnFigures = (typeof QUEUE_STATES)[number] & { orders: Order[] };

export function QueueBoard({ orders }: { orders: readonly Order[] }) {
  const theme = useOjaTheme();
  // The "4 min ago" texts move on by themselves.
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 30_000);
  const columns = QUEUE_STATES.map((state) => ({
    ...state,
    orders: orders.filter((order) => order.status === state.status),
  }));

  return (
    <div css={css({ display: 'grid', gap: theme.space[4] })}>
      <QueueJumps columns={columns} />
      <div
        css={css({
          display: 'grid',
          gap: theme.space[6],
          [theme.media.lg]: {
            gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
            gap: theme.space[4],
            alignItems: 'start',
          },
        })}
      >
        {columns.map((column) => (
          <QueueColumn key={column.status} column={column} now={now} />
        ))}
      </div>
    </div>
  );
}

/** On a phone, where the states stack: a row of their counts, each jumping to its state. */
function QueueJumps({ columns }: { columns: readonly QueueColumnFigures[] }) {
  const theme = useOjaTheme();
  return (
    <nav aria-label="Queue states" css={css({ [theme.media.lg]: { display: 'none' } })}>
      <ul css={plainGrid('repeat(4, 1fr)', theme.space[2])}>
        {columns.map((column) => (
          <li key={column.status}>
            <a
              href={`#queue-${column.status}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(`queue-${column.status}`)?.scrollIntoView({ block: 'start' });
              }}
              css={css({
                display: 'grid',
                justifyItems: 'center',
                alignContent: 'start',
                // As tall as the row: a state whose name wraps makes its tile taller, and the others follow it.
                height: '100%',
                minHeight: 56,
                padding: theme.space[2],
                borderRadius: theme.radii.md,
                background:
                  column.status === 'placed' && column.orders.length > 0 ? theme.colors.accent : theme.colors.surface,
                border: `1px solid ${theme.colors.border}`,
                color: theme.colors.text,
                textDecoration: 'none',
                '&:focus-visible': focusRing(theme),
              })}
            >
              <span css={css({ ...theme.text.h3, ...theme.text.numeric })}>{column.orders.length}</span>
              <span css={css({ ...theme.text.caption, textAlign: 'center' })}>{column.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One state of the queue: its name and count, then its orders (or what it means that there are none). */
function QueueColumn({ column, now }: { column: QueueColumnFigures; now: number }) {
  const theme = useOjaTheme();
  return (
    <section
      id={`queue-${column.status}`}
      aria-labelledby={`queue-${column.status}-title`}
      css={css({
        display: 'grid',
        // A card takes its column's width, never its own content's: on the board the columns are a quarter each.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: theme.space[3],
        scrollMarginTop: 'calc(var(--oja-chrome-top, 0px) + 8px)',
      })}
    >
      <h2
        id={`queue-${column.status}-title`}
        css={css({
          margin: 0,
          display: 'flex',
          alignItems: 'center',
          gap: theme.space[2],
          ...theme.text.h3,
          fontSize: theme.fontSizes.lg,
        })}
      >
        {column.label}
        <CountPill count={column.orders.length} />
      </h2>
      {column.orders.length === 0 ? (
        <p
          css={css({
            margin: 0,
            padding: theme.space[4],
            borderRadius: theme.radii.lg,
            border: `1px dashed ${theme.colors.border}`,
            color: theme.colors.textMuted,
            ...theme.text.bodySm,
          })}
        >
          {EMPTY_TEXT[column.status]}
        </p>
      ) : (
        <ul css={plainGrid('minmax(0, 1fr)', theme.space[3])}>
          {column.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
