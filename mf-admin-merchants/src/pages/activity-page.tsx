// The admin's Activity page, mounted by the shell at its declared path (src/remote.ts): every activity-log row,
// newest first, filtered by merchant and by action. The filters and the page live in the URL, so back, forward and
// reload keep them.
import { css } from '@emotion/react';
import type { ActivityAction } from '@oja/shared/api';
import { ACTIVITY_ACTIONS } from '@oja/shared/contract';
import { ErrorState } from '@oja/shared/query';
import { useOjaTheme } from '@oja/shared/theme';
import { Button, Card, Select } from '@oja/shared/ui';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ActivityList } from '../components/activity/activity-list';
import { MerchantFilter } from '../components/activity/merchant-filter';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { useActivity, useActivityExport } from '../data/merchants';
import { useElementWidth } from '../hooks/use-element-width';
import { useIsAdmin } from '../hooks/use-is-admin';
import { actionLabel } from '../lib/activity';
import { ACTIVITY_PER_PAGE } from '../lib/page-sizes';

/** Content width (px) from which the rows are a table rather than cards. */
const TABLE_FROM = 720;

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...ACTIVITY_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) })),
];

/** The filters in the URL; a value that means nothing there (a typo, an old link) reads as no filter. */
function filtersFrom(params: URLSearchParams) {
  const id = params.get('merchant_id') ?? '';
  const action = params.get('action') ?? '';
  const page = Number(params.get('page'));
  return {
    merchantId: /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null,
    action: (ACTIVITY_ACTIONS as readonly string[]).includes(action) ? (action as ActivityAction) : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export default function ActivityPage() {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const isAdmin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const { merchantId, action, page } = filtersFrom(params);
  const root = useRef<HTMLDivElement>(null);
  const wide = useElementWidth(root) >= TABLE_FROM;
  const log = useActivity(
    {
      page,
      per_page: ACTIVITY_PER_PAGE,
      ...(merchantId === null ? {} : { merchant_id: merchantId }),
      ...(action === null ? {} : { action }),
    },
    { enabled: isAdmin },
  );

  const exporting = useActivityExport({
    ...(merchantId === null ? {} : { merchant_id: merchantId }),
    ...(action === null ? {} : { action }),
  });

  const show = (next: { merchantId?: number | null; action?: ActivityAction | null; page?: number }) => {
    const nextMerchant = next.merchantId === undefined ? merchantId : next.merchantId;
    const nextAction = next.action === undefined ? action : next.action;
    const nextPage = next.page ?? 1;
    setParams({
      ...(nextMerchant === null ? {} : { merchant_id: String(nextMerchant) }),
      ...(nextAction === null ? {} : { action: nextAction }),
      ...(nextPage === 1 ? {} : { page: String(nextPage) }),
    });
  };
  const filtered = merchantId !== null || action !== null;
  const entries = log.data?.data ?? [];
  const firstLoad = isAdmin && log.data === undefined && !log.isError;

  return (
    <div ref={root} css={css({ padding: space[4], [theme.media.md]: { padding: space[6] }, minWidth: 0 })}>
      <PageHeader title="Activity">Who did what to which merchant, and when (Lagos time).</PageHeader>
      <Card padding={wide ? 'none' : 'sm'} aria-busy={isAdmin && log.isFetching}>
        <search
          aria-label="Filter the activity"
          css={css({
            padding: wide ? `${space[4]} ${space[4]} ${space[3]}` : `0 0 ${space[3]}`,
            display: 'grid',
            gap: space[3],
            gridTemplateColumns: wide ? 'minmax(0, 1fr) 220px auto auto' : 'minmax(0, 1fr)',
            alignItems: 'start',
          })}
        >
          <MerchantFilter merchantId={merchantId} onChange={(id) => show({ merchantId: id })} />
          <Select
            label="Action"
            name="action"
            value={action ?? ''}
            options={ACTION_OPTIONS}
            reserveErrorSpace={false}
            onChange={(event) => {
              const value = event.target.value;
              show({
                action: (ACTIVITY_ACTIONS as readonly string[]).includes(value) ? (value as ActivityAction) : null,
              });
            }}
          />
          {filtered && (
            <Button
              variant="ghost"
              onClick={() => setParams({})}
              css={css({ alignSelf: wide ? 'end' : 'start', marginBottom: wide ? 2 : 0 })}
            >
              Clear filters
            </Button>
          )}
          {isAdmin && (
            <Button
              variant="secondary"
              busy={exporting.isPending}
              busyLabel="Exporting..."
              onClick={() => exporting.mutate()}
              css={css({ alignSelf: wide ? 'end' : 'start', marginBottom: wide ? 2 : 0 })}
            >
              Export CSV
            </Button>
          )}
        </search>
        {!isAdmin || log.isError ? (
          <div css={css({ padding: wide ? `0 ${space[4]} ${space[4]}` : 0 })}>
            <ErrorState
              message="Failed to fetch activity."
              retryLabel="Retry"
              onRetry={isAdmin ? () => log.refetch() : undefined}
            />
          </div>
        ) : !firstLoad && entries.length === 0 ? (
          <p css={css({ margin: 0, padding: space[8], textAlign: 'center', color: colors.textMuted })}>
            {filtered ? 'No activity matches these filters.' : 'No activity yet.'}
          </p>
        ) : (
          <div css={css({ opacity: log.isFetching && !firstLoad ? 0.6 : 1, transition: 'opacity 150ms' })}>
            <ActivityList entries={entries} layout={wide ? 'table' : 'cards'} loading={firstLoad} />
          </div>
        )}
        {log.data && (log.data.last_page > 1 || page > 1) && (
          <div css={css({ padding: wide ? `0 ${space[4]} ${space[4]}` : 0 })}>
            <Pagination
              page={log.data.current_page}
              lastPage={log.data.last_page}
              total={log.data.total}
              perPage={log.data.per_page}
              onPage={(next) => {
                show({ page: next });
                root.current?.scrollIntoView({ block: 'start' });
              }}
              noun="entries"
            />
          </div>
        )}
      </Card>
    </div>
  );
}
