// The main view's toolbar, an admin's only: the search (business name or email), the Status filter, the order and
// Export CSV (the whole list as filtered, every page).
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Button, Select } from '@oja/shared/ui';
import type { OverviewFilters } from '../../hooks/use-overview-filters';
import { SORTS, STATUS_FILTERS, sortOf, statusFilterOf } from '../../lib/merchant-list-filters';
import { listToolbarStyles } from '../list-parts';
import { SearchField } from '../search-field';

export function OverviewToolbar({
  filters,
  asTable,
  exporting,
}: {
  filters: OverviewFilters;
  asTable: boolean;
  exporting: { isPending: boolean; mutate: () => void };
}) {
  const theme = useOjaTheme();
  const { typed, setTyped, status, sort, show } = filters;
  // On a card list the search and the export take the whole width, the two selects share a row.
  const wholeRow = css({ gridColumn: asTable ? undefined : '1 / -1' });
  return (
    <div
      css={listToolbarStyles(theme, {
        wide: asTable,
        columns: asTable ? 'minmax(0, 1fr) 180px 170px auto' : 'minmax(0, 1fr) minmax(0, 1fr)',
        align: 'end',
      })}
    >
      <SearchField
        label="Search merchants"
        placeholder="Business name or email"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        css={wholeRow}
      />
      <Select
        label="Status"
        name="status"
        value={status}
        options={STATUS_FILTERS}
        reserveErrorSpace={false}
        onChange={(event) => show({ status: statusFilterOf(event.target.value) })}
      />
      <Select
        label="Order"
        name="sort"
        value={sort}
        options={SORTS}
        reserveErrorSpace={false}
        onChange={(event) => show({ sort: sortOf(event.target.value) })}
      />
      <Button
        variant="secondary"
        busy={exporting.isPending}
        busyLabel="Exporting..."
        onClick={() => exporting.mutate()}
        css={wholeRow}
      >
        Export CSV
      </Button>
    </div>
  );
}
