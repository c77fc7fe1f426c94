// The main view's card: the toolbar (an admin's), the failure state above the static sample rows (a failed list, or a
// merchant's view), the empty list's sentence, the table or cards, and the pages.
import { css } from '@emotion/react';
import { ErrorState } from '@oja/shared/query';
import { useOjaTheme } from '@oja/shared/theme';
import { Card } from '@oja/shared/ui';
import type { useMerchants, useMerchantsExport } from '../../data/merchants';
import type { OverviewFilters } from '../../hooks/use-overview-filters';
import { emptyText } from '../../lib/merchant-list-filters';
import { EmptyList, FadedWhileLoading, ListPages } from '../list-parts';
import { type MerchantRowView, MerchantsTable } from './merchants-table';
import { OverviewToolbar } from './overview-toolbar';

export const MERCHANTS_FAILURE = 'Failed to fetch merchants. Showing static data.';

export interface MerchantsListProps {
  isAdmin: boolean;
  filters: OverviewFilters;
  list: ReturnType<typeof useMerchants>;
  exporting: ReturnType<typeof useMerchantsExport>;
  /** No list to show (a merchant's view, or a failed list): the failure state with the sample rows. */
  failed: boolean;
  rows: readonly MerchantRowView[];
  asTable: boolean;
  onPage: (page: number) => void;
}

export function MerchantsList({
  isAdmin,
  filters,
  list,
  exporting,
  failed,
  rows,
  asTable,
  onPage,
}: MerchantsListProps) {
  const { space } = useOjaTheme();
  const loading = isAdmin && list.isFetching;
  const firstLoad = !failed && list.data === undefined;
  return (
    <Card padding={asTable ? 'none' : 'sm'} aria-busy={loading}>
      {isAdmin && <OverviewToolbar filters={filters} asTable={asTable} exporting={exporting} />}
      {failed && (
        <div css={css({ padding: asTable ? `${space[4]} ${space[4]} ${space[2]}` : `0 0 ${space[3]}` })}>
          <ErrorState
            message={MERCHANTS_FAILURE}
            retryLabel="Retry"
            onRetry={isAdmin ? () => list.refetch() : undefined}
          />
        </div>
      )}
      {!failed && !firstLoad && rows.length === 0 ? (
        <EmptyList>{emptyText(filters.status, filters.search)}</EmptyList>
      ) : (
        <FadedWhileLoading loading={loading && !firstLoad}>
          <MerchantsTable
            rows={rows}
            layout={asTable ? 'table' : 'cards'}
            loadingRows={firstLoad ? 4 : 0}
            withStanding={!failed}
          />
        </FadedWhileLoading>
      )}
      <ListPages
        data={failed ? undefined : list.data}
        page={filters.page}
        wide={asTable}
        noun="merchants"
        onPage={onPage}
      />
    </Card>
  );
}
