// The merchant's real figures: where its application stands and what its menu holds (GET /merchant/dashboard).
import { css } from '@emotion/react';
import type { MerchantDashboard } from '@oja/shared/api';
import { formatDate } from '@oja/shared/format';
import { ErrorState } from '@oja/shared/query';
import { useOjaTheme } from '@oja/shared/theme';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { GridFigure } from '../lib/figures';
import { atRoomy } from '../lib/layout';
import { SectionTitle } from './section-title';
import { StatGrid } from './stat-grid';

const STATUS_LABELS: Record<MerchantDashboard['verification_status'], string> = {
  approved: 'Approved',
  pending: 'Under review',
  rejected: 'Not approved',
  suspended: 'Suspended',
};

function StatusWords({ children }: { children: string }) {
  const theme = useOjaTheme();
  // Two cards a row on a phone leave a word about 85 px beside the icon.
  return (
    <span
      css={css({
        fontSize: theme.fontSizes.md,
        lineHeight: theme.lineHeights.snug,
        [atRoomy]: { fontSize: theme.fontSizes.xl },
      })}
    >
      {children}
    </span>
  );
}

export function businessFigures(figures: MerchantDashboard | undefined): GridFigure[] {
  const value = <T,>(pick: (data: MerchantDashboard) => T) => (figures ? pick(figures) : ('loading' as const));
  return [
    {
      label: 'Application',
      // Words, not a number: a size that fits the card beside its icon.
      value: value((data) => <StatusWords>{STATUS_LABELS[data.verification_status]}</StatusWords>),
      icon: 'status',
    },
    { label: 'Categories', value: value((data) => data.categories), icon: 'categories' },
    { label: 'Products', value: value((data) => data.products), icon: 'packages' },
    { label: 'Out of stock', value: value((data) => data.out_of_stock), icon: 'stock' },
  ];
}

export function BusinessFigures({ query }: { query: UseQueryResult<MerchantDashboard> }) {
  const theme = useOjaTheme();
  const { data } = query;
  if (query.isError && !data)
    return (
      <section aria-labelledby="business-figures-title" css={css({ display: 'grid', gap: theme.space[4] })}>
        <SectionTitle id="business-figures-title">Your business</SectionTitle>
        <ErrorState message="Failed to load your figures" onRetry={() => query.refetch()} />
      </section>
    );
  return (
    <StatGrid id="business-figures-title" title="Your business" figures={businessFigures(data)}>
      <p css={css({ margin: 0, ...theme.text.bodySm, color: theme.colors.textMuted })}>
        {data?.verification_status === 'approved' && data.reviewed_at
          ? `Approved on ${formatDate(data.reviewed_at)}. `
          : ''}
        Manage your menu in{' '}
        <Link to="/dashboard/menu" css={css({ color: theme.colors.primaryText, fontWeight: 600 })}>
          Product Mgt
        </Link>
        .
      </p>
    </StatGrid>
  );
}
