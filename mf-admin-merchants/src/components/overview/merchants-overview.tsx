// The main view of Merchants Mgt (docs/product/screens.md, "Merchants Mgt"): every merchant in a table with
// server-side pages, filtered by status and searched by business name or email (both in the URL), each real row
// opening the merchant's details, approved and suspended rows with Suspend or Reinstate; and the side panel. Loading, empty and failure states; a merchant (who may open the screen:
// docs/product/server-rules.md, "Merchants Mgt for a merchant") gets the failure state with the static sample rows
// and never a real merchant's data.
import { css } from '@emotion/react';
import type { Merchant } from '@oja/shared/api';
import { formatDate } from '@oja/shared/format';
import { useDebouncedValue, useMediaQuery } from '@oja/shared/hooks';
import { ErrorState, statusOf } from '@oja/shared/query';
import { mediaQueries, useOjaTheme } from '@oja/shared/theme';
import { Button, Card, Select, StatCard, TextField } from '@oja/shared/ui';
import { MAX_SEARCH_LENGTH, type MerchantSort } from '@oja/shared/validation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useMerchantStats, useMerchants, useMerchantsExport } from '../../data/merchants';
import { useElementWidth } from '../../hooks/use-element-width';
import { useIsAdmin } from '../../hooks/use-is-admin';
import { SEARCH_DELAY_MS } from '../../hooks/use-request-queue';
import { useStanding } from '../../hooks/use-standing';
import { businessNameOf, logoOf } from '../../lib/merchant-fields';
import { MERCHANTS_PER_PAGE, REQUESTS_PREVIEW_SIZE } from '../../lib/page-sizes';
import { merchantPath } from '../../lib/paths';
import { SAMPLE_MERCHANTS } from '../../samples/merchants';
import { StandingDialogs } from '../decision-dialogs';
import { STATUS_BADGES } from '../details/merchant-details';
import { SearchIcon } from '../icons';
import { PageHeader } from '../page-header';
import { Pagination } from '../pagination';
import { type MerchantRowView, MerchantsTable } from './merchants-table';
import { RequestsPreview, TopPerformers } from './side-panel';

export const MERCHANTS_FAILURE = 'Failed to fetch merchants. Showing static data.';

/** Content widths (px) at which the side panel moves beside the table, and the table replaces the cards. */
const SIDE_BY_SIDE_FROM = 900;
const TABLE_FROM = 600;
/**
 * An admin's real list has two more columns (Status, Joined): the table needs more room before it replaces the cards,
 * and the side panel moves beside it only on a wide screen.
 */
const ADMIN_SIDE_BY_SIDE_FROM = 1240;
const ADMIN_TABLE_FROM = 860;
const SIDE_WIDTH = 300;

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The Status filter: every merchant, or those of one status (`?status=rejected`). */
const STATUS_FILTERS = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'suspended', label: 'Suspended' },
] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

/** The orders (`?sort=`); newest first, the server's own, is the default and stays out of the URL. */
const SORTS = [
  { value: '-joined', label: 'Newest first' },
  { value: 'joined', label: 'Oldest first' },
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
  { value: 'status', label: 'Status' },
] as const satisfies ReadonlyArray<{ value: MerchantSort; label: string }>;
const DEFAULT_SORT: MerchantSort = '-joined';

function sortFrom(params: URLSearchParams): MerchantSort {
  const wanted = params.get('sort');
  return SORTS.find((sort) => sort.value === wanted)?.value ?? DEFAULT_SORT;
}

function statusFrom(params: URLSearchParams): StatusFilter {
  const wanted = params.get('status');
  return STATUS_FILTERS.find((filter) => filter.value === wanted)?.value ?? 'all';
}

/** What the empty list says, for the filter and search shown. */
function emptyText(status: StatusFilter, search: string): string {
  if (search) return `No merchant matches "${search}".`;
  if (status === 'all') return 'No merchants found.';
  const label = STATUS_FILTERS.find((filter) => filter.value === status)?.label.toLowerCase() ?? status;
  return `No ${label} merchants.`;
}

const SAMPLE_ROWS: MerchantRowView[] = SAMPLE_MERCHANTS.map((sample) => ({
  key: sample.id,
  name: sample.business_name,
  address: sample.pickup_address,
  logo: null,
  colour: sample.colour,
}));

/** A real merchant's row; its name opens its details, which lead back to `from` (this list as it is now). */
const rowOf = (merchant: Merchant, action: ReactNode, from: string): MerchantRowView => ({
  key: String(merchant.id),
  name: businessNameOf(merchant),
  link: { to: merchantPath(merchant.id), state: { from } },
  address: merchant.pickup_address,
  logo: logoOf(merchant),
  standing: { ...STATUS_BADGES[merchant.verification_status], action },
  joined: formatDate(merchant.created_at),
  figures: performanceOf(merchant),
});

/** A merchant's own Performance (the share of its orders ready on time), Rating and Orders, once it has orders. */
function performanceOf(merchant: Merchant): MerchantRowView['figures'] {
  const performance = merchant.performance;
  if (!performance || performance.orders === 0) return undefined;
  return {
    performance: Math.round((performance.on_time_share ?? 0) * 100),
    rating: performance.rating ?? 0,
    orders: performance.orders,
  };
}

/** The first pending requests: the admin's main job on this page. */
function PendingRequests({ isAdmin }: { isAdmin: boolean }) {
  const pending = useMerchants({ status: 'pending', per_page: REQUESTS_PREVIEW_SIZE }, { enabled: isAdmin });
  return (
    <RequestsPreview
      state={isAdmin ? statusOf(pending) : 'error'}
      requests={pending.data?.data ?? []}
      total={pending.data?.total ?? 0}
    />
  );
}

/**
 * The live counts, the static top performers and (unless the page shows them first) the first pending requests.
 */
function SidePanel({ isAdmin, withRequests }: { isAdmin: boolean; withRequests: boolean }) {
  const theme = useOjaTheme();
  const stats = useMerchantStats({ enabled: isAdmin });
  const count = (value: number | undefined) => (isAdmin && stats.isPending ? ('loading' as const) : (value ?? null));
  return (
    <aside aria-label="Merchant figures and requests" css={css({ display: 'grid', gap: theme.space[4], minWidth: 0 })}>
      <div css={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: theme.space[3] })}>
        <StatCard label="Total Merchants" value={count(stats.data?.total_merchants)} />
        <StatCard label="Active Merchants" value={count(stats.data?.approved_merchants)} />
      </div>
      <TopPerformers />
      {withRequests && <PendingRequests isAdmin={isAdmin} />}
    </aside>
  );
}

export function MerchantsOverview() {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const isAdmin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const status = statusFrom(params);
  const sort = sortFrom(params);
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  // What is typed shows at once; the list (and the URL) follow after a pause in typing.
  const [typed, setTyped] = useState(search);
  const searched = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const location = useLocation();
  const standing = useStanding();
  const root = useRef<HTMLDivElement>(null);
  const width = useElementWidth(root);
  const sideBySide = width >= (isAdmin ? ADMIN_SIDE_BY_SIDE_FROM : SIDE_BY_SIDE_FROM);
  const tableWidth = sideBySide ? width - SIDE_WIDTH - 24 : width;
  // On a phone the requests waiting for review, the admin's main job here, come first, above the merchants' list
  // (docs/product/admin-review.md); from 768 px the product's layout keeps them in the side column.
  const requestsFirst = !useMediaQuery(mediaQueries.md);

  // The table lists the merchants that trade on Oja (approved), or those suspended; applications wait in the
  // requests panel.
  const list = useMerchants(
    {
      page,
      per_page: MERCHANTS_PER_PAGE,
      ...(status === 'all' ? {} : { status }),
      ...(search ? { search } : {}),
      ...(sort === DEFAULT_SORT ? {} : { sort }),
    },
    { enabled: isAdmin },
  );
  const exporting = useMerchantsExport({
    ...(status === 'all' ? {} : { status }),
    ...(search ? { search } : {}),
    ...(sort === DEFAULT_SORT ? {} : { sort }),
  });
  // A merchant's request is never sent: the screen shows the failure state with the static rows at once.
  const failed = !isAdmin || list.isError;
  const asTable = tableWidth >= (failed ? TABLE_FROM : ADMIN_TABLE_FROM);
  const loading = isAdmin && list.isFetching;
  const actionOf = (merchant: Merchant) => {
    // A request is reviewed and a rejection waits for the merchant: from its details (the name's link).
    if (merchant.verification_status !== 'approved' && merchant.verification_status !== 'suspended') return null;
    const kind = merchant.verification_status === 'suspended' ? 'reinstate' : 'suspend';
    const name = businessNameOf(merchant);
    return (
      <Button
        size="sm"
        variant={kind === 'suspend' ? 'secondary' : 'primary'}
        aria-label={`${kind === 'suspend' ? 'Suspend' : 'Reinstate'} ${name}`}
        onClick={() => standing.open({ kind, merchant })}
      >
        {kind === 'suspend' ? 'Suspend' : 'Reinstate'}
      </Button>
    );
  };
  const from = `${location.pathname}${location.search}`;
  const rows = failed
    ? SAMPLE_ROWS
    : (list.data?.data ?? []).map((merchant) => rowOf(merchant, actionOf(merchant), from));
  const firstLoad = !failed && list.data === undefined;

  const show = (next: { page?: number; status?: StatusFilter; search?: string; sort?: MerchantSort }) => {
    const nextStatus = next.status ?? status;
    const nextPage = next.page ?? 1;
    const nextSearch = next.search ?? search;
    const nextSort = next.sort ?? sort;
    setParams({
      ...(nextStatus === 'all' ? {} : { status: nextStatus }),
      ...(nextSearch ? { search: nextSearch } : {}),
      ...(nextSort === DEFAULT_SORT ? {} : { sort: nextSort }),
      ...(nextPage === 1 ? {} : { page: String(nextPage) }),
    });
  };
  // A search typed here goes to the URL (page 1) once typing pauses; one arriving from the URL (back, forward, a
  // link) fills the box.
  const lastSearched = useRef(searched);
  useEffect(() => {
    if (searched === lastSearched.current) return;
    lastSearched.current = searched;
    if (searched !== search) show({ search: searched });
  });
  useEffect(() => {
    setTyped((current) => (current.trim() === search ? current : search));
  }, [search]);
  const goToPage = (next: number) => {
    show({ page: next });
    root.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div ref={root} css={css({ padding: space[4], [theme.media.md]: { padding: space[6] }, minWidth: 0 })}>
      <PageHeader title="Merchants Mgt">Every merchant on Oja, and the applications waiting for review.</PageHeader>
      <div
        css={css({
          display: 'grid',
          gap: space[6],
          gridTemplateColumns: sideBySide ? `minmax(0, 1fr) ${SIDE_WIDTH}px` : 'minmax(0, 1fr)',
          alignItems: 'start',
        })}
      >
        {requestsFirst && <PendingRequests isAdmin={isAdmin} />}
        <Card padding={asTable ? 'none' : 'sm'} aria-busy={loading}>
          {isAdmin && (
            <div
              css={css({
                padding: asTable ? `${space[4]} ${space[4]} ${space[3]}` : `0 0 ${space[3]}`,
                display: 'grid',
                gap: space[3],
                gridTemplateColumns: asTable ? 'minmax(0, 1fr) 180px 170px auto' : 'minmax(0, 1fr) minmax(0, 1fr)',
                alignItems: 'end',
              })}
            >
              <TextField
                label="Search merchants"
                type="search"
                placeholder="Business name or email"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                leadingAddon={<SearchIcon />}
                reserveErrorSpace={false}
                maxLength={MAX_SEARCH_LENGTH}
                css={css({ gridColumn: asTable ? undefined : '1 / -1' })}
              />
              <Select
                label="Status"
                name="status"
                value={status}
                options={STATUS_FILTERS}
                reserveErrorSpace={false}
                onChange={(event) =>
                  show({
                    status: STATUS_FILTERS.find((filter) => filter.value === event.target.value)?.value ?? 'all',
                  })
                }
              />
              <Select
                label="Order"
                name="sort"
                value={sort}
                options={SORTS}
                reserveErrorSpace={false}
                onChange={(event) =>
                  show({ sort: SORTS.find((option) => option.value === event.target.value)?.value ?? DEFAULT_SORT })
                }
              />
              <Button
                variant="secondary"
                busy={exporting.isPending}
                busyLabel="Exporting..."
                onClick={() => exporting.mutate()}
                css={css({ gridColumn: asTable ? undefined : '1 / -1' })}
              >
                Export CSV
              </Button>
            </div>
          )}
          {failed && (
            <div
              css={css({
                padding: asTable ? `${space[4]} ${space[4]} ${space[2]}` : `0 0 ${space[3]}`,
              })}
            >
              <ErrorState
                message={MERCHANTS_FAILURE}
                retryLabel="Retry"
                onRetry={isAdmin ? () => list.refetch() : undefined}
              />
            </div>
          )}
          {!failed && !firstLoad && rows.length === 0 ? (
            <p css={css({ margin: 0, padding: space[8], textAlign: 'center', color: colors.textMuted })}>
              {emptyText(status, search)}
            </p>
          ) : (
            <div css={css({ opacity: loading && !firstLoad ? 0.6 : 1, transition: 'opacity 150ms' })}>
              <MerchantsTable
                rows={rows}
                layout={asTable ? 'table' : 'cards'}
                loadingRows={firstLoad ? 4 : 0}
                withStanding={!failed}
              />
            </div>
          )}
          {!failed && list.data && (list.data.last_page > 1 || page > 1) && (
            <div css={css({ padding: asTable ? `0 ${space[4]} ${space[4]}` : 0 })}>
              <Pagination
                page={list.data.current_page}
                lastPage={list.data.last_page}
                total={list.data.total}
                perPage={list.data.per_page}
                onPage={goToPage}
                noun="merchants"
              />
            </div>
          )}
        </Card>
        <SidePanel isAdmin={isAdmin} withRequests={!requestsFirst} />
      </div>
      <StandingDialogs standing={standing} />
    </div>
  );
}
