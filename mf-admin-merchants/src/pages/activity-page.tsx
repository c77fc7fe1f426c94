// The admin's Activity page, mounted by the shell at its declared path (src/remote.ts): every activity-log row,
// newest first, filtered by merchant and by action. The filters and the page live in the URL, so back, forward and
// reload keep them.
import { css } from '@emotion/react';
import { ErrorState } from '@oja/shared/query';
import { useOjaTheme } from '@oja/shared/theme';
import { Card } from '@oja/shared/ui';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ActivityList } from '../components/activity/activity-list';
import { ActivityToolbar } from '../components/activity/activity-toolbar';
import { EmptyList, FadedWhileLoading, ListPages } from '../components/list-parts';
import { PageFrame } from '../components/page-frame';
import { PageHeader } from '../components/page-header';
import { useActivity, useActivityExport } from '../data/merchants';
import { useElementWidth } from '../hooks/use-element-width';
import { useIsAdmin } from '../hooks/use-is-admin';
import { type ActivityFilters, activityFilterOf, activityFiltersFrom, activityParamsOf } from '../lib/activity-filters';
import { ACTIVITY_PER_PAGE } from '../lib/paging';

/** Content width (px) from which the rows are a table rather than cards. */
const TABLE_FROM = 720;

export default function ActivityPage() {
  const { space } = useOjaTheme();
  const isAdmin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const filters = activityFiltersFrom(params);
  const root = useRef<HTMLDivElement>(null);
  const wide = useElementWidth(root) >= TABLE_FROM;
  const log = useActivity(
    { page: filters.page, per_page: ACTIVITY_PER_PAGE, ...activityFilterOf(filters) },
    { enabled: isAdmin },
  );
  const exporting = useActivityExport(activityFilterOf(filters));

  /** Another filter or page; a change of filter goes back to the first page. */
  const show = (next: Partial<ActivityFilters>) => setParams(activityParamsOf({ ...filters, page: 1, ...next }));
  const filtered = filters.merchantId !== null || filters.action !== null;
  const entries = log.data?.data ?? [];
  const firstLoad = isAdmin && log.data === undefined && !log.isError;

  return (
    <PageFrame ref={root}>
      <PageHeader title="Activity">Who did what to which merchant, and when (Lagos time).</PageHeader>
      <Card padding={wide ? 'none' : 'sm'} aria-busy={isAdmin && log.isFetching}>
        <ActivityToolbar filters={filters} wide={wide} exporting={exporting} onShow={show} />
        {!isAdmin || log.isError ? (
          <div css={css({ padding: wide ? `0 ${space[4]} ${space[4]}` : 0 })}>
            <ErrorState
              message="Failed to fetch activity."
              retryLabel="Retry"
              onRetry={isAdmin ? () => log.refetch() : undefined}
            />
          </div>
        ) : !firstLoad && entries.length === 0 ? (
          <EmptyList>{filtered ? 'No activity matches these filters.' : 'No activity yet.'}</EmptyList>
        ) : (
          <FadedWhileLoading loading={log.isFetching && !firstLoad}>
            <ActivityList entries={entries} layout={wide ? 'table' : 'cards'} loading={firstLoad} />
          </FadedWhileLoading>
        )}
        <ListPages
          data={log.data}
          page={filters.page}
          wide={wide}
          noun="entries"
          onPage={(next) => {
            show({ page: next });
            root.current?.scrollIntoView({ block: 'start' });
          }}
        />
      </Card>
    </PageFrame>
  );
}
