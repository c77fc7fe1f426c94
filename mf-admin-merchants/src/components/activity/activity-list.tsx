// The Activity page's rows: when (Lagos time), who, what, which merchant (a link to its details), and the reason or
// what changed. A table where the column has room, a card per row where it has not (as the merchants list does).
import { css } from '@emotion/react';
import type { ActivityLogEntry } from '@oja/shared/api';
import { formatDateTime } from '@oja/shared/format';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { Badge, Skeleton } from '@oja/shared/ui';
import { Link } from 'react-router-dom';
import { actionLabel, actorName } from '../../lib/activity';
import { merchantPath } from '../../lib/paths';
import { ActivityNotes } from '../activity-notes';
import { CardList, cardStyles } from '../card-list';
import { wrappingRow } from '../row-styles';
import { tableCell, tableHeaderRow } from '../table-styles';

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

function What({ entry }: { entry: ActivityLogEntry }) {
  return <Badge tone="neutral">{actionLabel(entry.action)}</Badge>;
}

function MerchantLink({ entry }: { entry: ActivityLogEntry }) {
  const theme = useOjaTheme();
  if (!entry.merchant) return <span css={css({ color: theme.colors.textMuted })}>–</span>;
  return (
    <Link
      to={merchantPath(entry.merchant.id)}
      css={css({ color: theme.colors.primaryText, overflowWrap: 'anywhere', '&:focus-visible': focusRing(theme) })}
    >
      {entry.merchant.business_name || `Merchant #${entry.merchant.id}`}
    </Link>
  );
}

export function ActivityList({
  entries,
  layout,
  loading,
}: {
  entries: readonly ActivityLogEntry[];
  layout: 'table' | 'cards';
  /** The first page is loading: placeholders as tall as rows. */
  loading: boolean;
}) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const skeletons = loading ? ['a', 'b', 'c', 'd'] : [];
  if (layout === 'cards') {
    return (
      <CardList label="Activity" skeletons={skeletons} skeletonHeight="96px">
        {entries.map((entry) => (
          <li key={entry.id} css={[...cardStyles(theme, space[2]), css({ minWidth: 0 })]}>
            <div css={wrappingRow(space[2])}>
              <What entry={entry} />
              <MerchantLink entry={entry} />
            </div>
            <span css={css({ ...theme.text.caption, color: colors.textMuted })}>
              <When at={entry.created_at} /> · by {actorName(entry)}
            </span>
            <ActivityNotes details={entry.details} />
          </li>
        ))}
      </CardList>
    );
  }
  const cell = [tableCell(theme), css({ verticalAlign: 'top' })];
  return (
    <table css={css({ width: '100%', borderCollapse: 'collapse' })}>
      <thead>
        <tr css={tableHeaderRow(theme)}>
          <th scope="col" css={[...cell, css({ width: 170 })]}>
            When
          </th>
          <th scope="col" css={[...cell, css({ width: 140 })]}>
            Who
          </th>
          <th scope="col" css={[...cell, css({ width: 150 })]}>
            What
          </th>
          <th scope="col" css={[...cell, css({ width: 180 })]}>
            Merchant
          </th>
          <th scope="col" css={cell}>
            Details
          </th>
        </tr>
      </thead>
      <tbody>
        {skeletons.map((key) => (
          <tr key={key}>
            <td css={cell} colSpan={5} aria-hidden="true">
              <Skeleton width="100%" height="24px" />
            </td>
          </tr>
        ))}
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td css={[...cell, css({ whiteSpace: 'nowrap' })]}>
              <When at={entry.created_at} />
            </td>
            <td css={[...cell, css({ overflowWrap: 'anywhere' })]}>{actorName(entry)}</td>
            <td css={cell}>
              <What entry={entry} />
            </td>
            <td css={cell}>
              <MerchantLink entry={entry} />
            </td>
            <td css={cell}>
              <ActivityNotes details={entry.details} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
