// The main view's side (docs/product/screens.md, "Merchants Mgt"): Total and Active Merchants from
// /admin/dashboard, the static Top Performing Merchants list, and the first pending requests with View All.
import { css } from '@emotion/react';
import type { Merchant } from '@oja/shared/api';
import { formatDate } from '@oja/shared/format';
import { statusOf } from '@oja/shared/query';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { Card, SampleBadge, Skeleton, StatCard } from '@oja/shared/ui';
import { Link } from 'react-router-dom';
import { useMerchantStats, useMerchants } from '../../data/merchants';
import { businessNameOf, logoOf } from '../../lib/merchant-fields';
import { REQUESTS_PREVIEW_SIZE } from '../../lib/paging';
import { TOP_PERFORMERS } from '../../samples/merchants';
import { MerchantLogo } from '../merchant-logo';
import { ResubmittedBadge } from '../resubmitted-badge';

const PREVIEW_SKELETONS = Array.from({ length: REQUESTS_PREVIEW_SIZE }, (_, index) => `preview-${index}`);

export function TopPerformers() {
  const theme = useOjaTheme();
  return (
    <Card title="Top Performing Merchants" titleAs="h2" actions={<SampleBadge />}>
      <ol css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}>
        {TOP_PERFORMERS.map((merchant) => (
          <li key={merchant.name} css={css({ display: 'flex', alignItems: 'center', gap: theme.space[3] })}>
            <MerchantLogo name={merchant.name} src={null} colour={merchant.colour} size={32} />
            <span css={css({ flex: 1, minWidth: 0 })}>
              <span css={css({ display: 'block', fontWeight: theme.fontWeights.medium })}>{merchant.name}</span>
              <span
                css={css({
                  display: 'block',
                  ...theme.text.caption,
                  ...theme.text.numeric,
                  color: theme.colors.textMuted,
                })}
              >
                {merchant.orders.toLocaleString('en-US')} orders
              </span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export interface RequestsPreviewProps {
  state: 'loading' | 'error' | 'ready';
  requests: readonly Merchant[];
  total: number;
}

export function RequestsPreview({ state, requests, total }: RequestsPreviewProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <Card
      title="Merchant Requests"
      titleAs="h2"
      actions={
        <>
          {/* The count stands beside the product's link text, "View All", in its own element. */}
          {state === 'ready' && total > 0 && (
            <span css={css({ ...theme.text.caption, ...theme.text.numeric, color: colors.textMuted })}>
              {total} pending
            </span>
          )}
          <Link
            to="requests"
            css={css({
              ...theme.text.bodySm,
              fontWeight: theme.fontWeights.semibold,
              color: colors.primaryText,
              borderRadius: theme.radii.sm,
              padding: `${space[1]} ${space[1.5]}`,
              '&:focus-visible': focusRing(theme),
            })}
          >
            View All
          </Link>
        </>
      }
    >
      {state === 'loading' && (
        <div css={css({ display: 'grid', gap: space[3] })} aria-hidden="true">
          {PREVIEW_SKELETONS.map((key) => (
            <Skeleton key={key} width="100%" height="40px" />
          ))}
        </div>
      )}
      {state === 'error' && (
        <p css={css({ ...theme.text.bodySm, color: colors.textMuted, margin: 0 })}>Requests could not be loaded.</p>
      )}
      {state === 'ready' && requests.length === 0 && (
        <p css={css({ ...theme.text.bodySm, color: colors.textMuted, margin: 0 })}>No pending merchant requests.</p>
      )}
      {state === 'ready' && requests.length > 0 && (
        <ul css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[1] })}>
          {requests.map((merchant) => (
            <li key={merchant.id}>
              <Link
                to={`requests/${merchant.id}`}
                css={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: space[3],
                  padding: space[2],
                  margin: `0 -${space[2]}`,
                  borderRadius: theme.radii.md,
                  color: colors.text,
                  textDecoration: 'none',
                  minHeight: theme.controlHeights.touch,
                  '&:hover': { background: colors.surfaceHover },
                  '&:focus-visible': focusRing(theme),
                })}
              >
                <MerchantLogo name={businessNameOf(merchant)} src={logoOf(merchant)} size={36} />
                <span css={css({ flex: 1, minWidth: 0 })}>
                  <span css={css({ display: 'block', fontWeight: theme.fontWeights.medium, overflowWrap: 'anywhere' })}>
                    {businessNameOf(merchant)}
                    <ResubmittedBadge merchant={merchant} />
                  </span>
                  <span css={css({ display: 'block', ...theme.text.caption, color: colors.textMuted })}>
                    Applied {formatDate(merchant.created_at)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The first pending requests: the admin's main job on this page. */
export function PendingRequests({ isAdmin }: { isAdmin: boolean }) {
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
export function SidePanel({ isAdmin, withRequests }: { isAdmin: boolean; withRequests: boolean }) {
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
