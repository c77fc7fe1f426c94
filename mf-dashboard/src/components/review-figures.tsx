// The admin's real review figures (GET /admin/merchants/stats/review): merchants by status, the week's decisions
// and how long the oldest request has waited.
import { css } from '@emotion/react';
import type { ReviewStats } from '@oja/shared/api';
import { ErrorState } from '@oja/shared/query';
import { useOjaTheme } from '@oja/shared/theme';
import { useReviewFigures } from '../data/live-figures';
import type { GridFigure } from '../lib/figures';
import { waitingTime } from '../lib/waiting-time';
import { SectionTitle } from './section-title';
import { StatGrid } from './stat-grid';

const TITLE_ID = 'review-figures-title';
const TITLE = 'Merchant reviews';

export function reviewFigures(stats: ReviewStats | undefined): GridFigure[] {
  const value = (pick: (data: ReviewStats) => number) => (stats ? pick(stats) : ('loading' as const));
  return [
    { label: 'Awaiting review', value: value((data) => data.pending), icon: 'clock' },
    { label: 'Approved merchants', value: value((data) => data.approved), icon: 'merchants' },
    { label: 'Rejected', value: value((data) => data.rejected), icon: 'cancelled' },
    {
      label: 'Decisions, last 7 days',
      value: value((data) => data.approved_last_7_days + data.rejected_last_7_days),
      icon: 'status',
    },
  ];
}

/**
 * "The oldest request has waited 3 days." or "No request is waiting.", the week's decisions, and the suspended
 * merchants when there are any (they are in none of the cards).
 */
export function oldestLine(stats: ReviewStats): string {
  const waited = waitingTime(stats.oldest_pending_at);
  const decisions = `In the last 7 days: ${stats.approved_last_7_days} approved, ${stats.rejected_last_7_days} rejected.`;
  const suspended =
    stats.suspended === 0
      ? ''
      : ` ${stats.suspended === 1 ? '1 merchant is' : `${stats.suspended} merchants are`} suspended.`;
  return `${waited ? `The oldest request has waited ${waited}.` : 'No request is waiting.'} ${decisions}${suspended}`;
}

export function ReviewFigures() {
  const theme = useOjaTheme();
  const query = useReviewFigures();
  const { data } = query;
  if (query.isError && !data)
    return (
      <section aria-labelledby={TITLE_ID} css={css({ display: 'grid', gap: theme.space[4] })}>
        <SectionTitle id={TITLE_ID}>{TITLE}</SectionTitle>
        <ErrorState message="Failed to load the review figures" onRetry={() => query.refetch()} />
      </section>
    );
  return (
    <StatGrid id={TITLE_ID} title={TITLE} figures={reviewFigures(data)}>
      <p css={css({ margin: 0, minHeight: '1.5em', ...theme.text.bodySm, color: theme.colors.textMuted })}>
        {data ? oldestLine(data) : ''}
      </p>
    </StatGrid>
  );
}
