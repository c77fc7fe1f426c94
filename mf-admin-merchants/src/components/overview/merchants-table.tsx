// The main view's table (docs/product/screens.md, "Merchants Mgt"): Names (logo, business name, pickup address),
// Performance, Rating, Orders; for an admin's real rows the name opens the merchant's details, and two columns are
// added beside it: Status (with the action that fits it: Suspend, Reinstate) and Joined (the day it registered). Where the column is narrow (phones, the 768 px tablet beside the sidebar) each row becomes a card.
import { css } from '@emotion/react';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { Badge, type BadgeTone, SampleBadge, Skeleton, StarRating } from '@oja/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PLACEHOLDER_ORDERS, PLACEHOLDER_PERFORMANCE, PLACEHOLDER_RATING } from '../../samples/merchants';
import { CardList, cardStyles } from '../card-list';
import { MerchantLogo } from '../merchant-logo';
import { wrappingRow } from '../row-styles';
import { tableCell, tableHeaderRow } from '../table-styles';
import { OrdersCount, PerformanceBar } from './placeholder-figures';

export interface MerchantRowView {
  key: string;
  name: string;
  address: string;
  logo: string | null;
  colour?: string;
  /** A real merchant's details, opened from its name (the sample rows lead nowhere). */
  link?: { to: string; state?: unknown };
  /** A real merchant's status and the action that fits it (the sample rows have neither). */
  standing?: { label: string; tone: BadgeTone; action: ReactNode };
  /** The day a real merchant registered ("Nov 21, 2026"). */
  joined?: string;
  /**
   * The merchant's own Performance (on-time share, percent), Rating and Orders, when it has orders; without them the
   * row shows the spec's sample figures, marked "Sample".
   */
  figures?: { performance: number; rating: number; orders: number };
}

/** The figures a row shows, and whether they are the spec's samples. */
function rowFigures(row: MerchantRowView) {
  return row.figures
    ? { ...row.figures, sample: false }
    : { performance: PLACEHOLDER_PERFORMANCE, rating: PLACEHOLDER_RATING, orders: PLACEHOLDER_ORDERS, sample: true };
}

export interface MerchantsTableProps {
  rows: readonly MerchantRowView[];
  layout: 'table' | 'cards';
  /** Placeholder rows while the first page loads, as tall as real ones. */
  loadingRows?: number;
  /** Each merchant's status, action and joined day under its name (an admin's real list). */
  withStanding?: boolean;
}

/**
 * The status, its action and the day it joined, under the name: the table's columns are the product's four (Names,
 * Performance, Rating, Orders), so what an admin adds to them goes in the Names cell, on a card and in the table alike.
 */
function Standing({ row }: { row: MerchantRowView }) {
  const theme = useOjaTheme();
  const { space } = theme;
  if (!row.standing) return null;
  return (
    <div css={[wrappingRow(space[3]), css({ marginTop: space[2] })]}>
      <Badge tone={row.standing.tone}>{row.standing.label}</Badge>
      {row.standing.action}
      {row.joined && (
        <span css={css({ ...theme.text.caption, color: theme.colors.textMuted })}>Joined {row.joined}</span>
      )}
    </div>
  );
}

function NameCell({ row, withStanding }: { row: MerchantRowView; withStanding: boolean }) {
  const theme = useOjaTheme();
  return (
    <div css={css({ display: 'flex', alignItems: 'center', gap: theme.space[3], minWidth: 0 })}>
      <MerchantLogo name={row.name} src={row.logo} colour={row.colour} />
      <div css={css({ minWidth: 0 })}>
        <div css={css({ fontWeight: theme.fontWeights.semibold, color: theme.colors.text, overflowWrap: 'anywhere' })}>
          {row.link ? (
            <Link
              to={row.link.to}
              state={row.link.state}
              css={css({
                color: 'inherit',
                textDecorationColor: theme.colors.border,
                textUnderlineOffset: 3,
                '&:hover': { color: theme.colors.primaryText },
                '&:focus-visible': focusRing(theme),
              })}
            >
              {row.name}
            </Link>
          ) : (
            row.name
          )}
        </div>
        <div css={css({ ...theme.text.bodySm, color: theme.colors.textMuted, overflowWrap: 'anywhere' })}>
          {row.address}
        </div>
        {withStanding && <Standing row={row} />}
      </div>
    </div>
  );
}

export function MerchantsTable({ rows, layout, loadingRows = 0, withStanding = false }: MerchantsTableProps) {
  const skeletons = Array.from({ length: loadingRows }, (_, index) => index);
  return layout === 'cards' ? (
    <MerchantCards rows={rows} skeletons={skeletons} withStanding={withStanding} />
  ) : (
    <MerchantRowsTable rows={rows} skeletons={skeletons} withStanding={withStanding} />
  );
}

interface LayoutProps {
  rows: readonly MerchantRowView[];
  /** Placeholders while the first page loads. */
  skeletons: readonly number[];
  withStanding: boolean;
}

/** A narrow column: a card per merchant, the placeholder figures under its name. */
function MerchantCards({ rows, skeletons, withStanding }: LayoutProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <CardList label="Merchants" skeletons={skeletons} skeletonHeight="118px">
      {rows.map((row) => (
        <li key={row.key} css={cardStyles(theme, space[3])}>
          <NameCell row={row} withStanding={withStanding} />
          {rowFigures(row).sample && <SampleBadge css={css({ justifySelf: 'start' })} />}
          <dl
            css={css({
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1.4fr) auto auto',
              gap: space[3],
              margin: 0,
              alignItems: 'end',
              '& dt': { ...theme.text.caption, color: colors.textMuted, marginBottom: space[1] },
              '& dd': { margin: 0 },
            })}
          >
            <div>
              <dt>Performance</dt>
              <dd>
                <PerformanceBar value={rowFigures(row).performance} />
              </dd>
            </div>
            <div>
              <dt>Rating</dt>
              <dd>
                <StarRating rating={rowFigures(row).rating} />
              </dd>
            </div>
            <div css={css({ textAlign: 'right' })}>
              <dt>Orders</dt>
              <dd>
                <OrdersCount value={rowFigures(row).orders} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </CardList>
  );
}

/** A wide column: the spec's table, Names, Performance, Rating, Orders. */
function MerchantRowsTable({ rows, skeletons, withStanding }: LayoutProps) {
  const theme = useOjaTheme();
  const { colors } = theme;
  const cell = tableCell(theme);
  return (
    <table css={css({ width: '100%', borderCollapse: 'collapse', tableLayout: 'auto' })}>
      {/* The placeholder columns are marked here, not in their headers: the product names them exactly. */}
      <caption
        css={css({
          captionSide: 'bottom',
          textAlign: 'left',
          padding: `${theme.space[3]} ${theme.space[4]}`,
          ...theme.text.caption,
          color: colors.textMuted,
        })}
      >
        <SampleBadge css={css({ marginRight: theme.space[2] })} />
        {rows.every((row) => !row.figures)
          ? 'Performance, Rating and Orders are sample figures, the same for every merchant, until orders flow through Oja.'
          : 'Rows marked Sample show sample figures: those merchants have no orders yet.'}
      </caption>
      <thead>
        <tr css={tableHeaderRow(theme)}>
          <th scope="col" css={[cell, css({ minWidth: 220 })]}>
            Names
          </th>
          <th scope="col" css={[cell, css({ width: 150 })]}>
            Performance
          </th>
          <th scope="col" css={[cell, css({ width: 112 })]}>
            Rating
          </th>
          <th scope="col" css={[cell, css({ width: 80, textAlign: 'right' })]}>
            Orders
          </th>
        </tr>
      </thead>
      <tbody>
        {skeletons.map((index) => (
          <tr key={`skeleton-${index}`}>
            <td css={cell} colSpan={4}>
              <Skeleton width="100%" height="40px" />
            </td>
          </tr>
        ))}
        {rows.map((row) => (
          <tr key={row.key} css={css({ '&:hover': { background: colors.surfaceHover } })}>
            <td css={cell}>
              <NameCell row={row} withStanding={withStanding} />
            </td>
            <td css={cell}>
              <PerformanceBar value={rowFigures(row).performance} />
            </td>
            <td css={cell}>
              <StarRating rating={rowFigures(row).rating} />
            </td>
            <td css={[cell, css({ textAlign: 'right' })]}>
              {row.figures === undefined && rows.some((other) => other.figures) && (
                <SampleBadge css={css({ marginRight: theme.space[2] })} />
              )}
              <OrdersCount value={rowFigures(row).orders} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
