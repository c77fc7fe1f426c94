// Merchant Dashboard (docs/product/screens.md, Dashboard): four stat cards, Sales Analytics, Order Summary, Most
// Ordered Menu and the Reviews strip. All static (docs/product/screens.md, "Who Oja is for"): the page says so, so
// nobody takes a sample for their sales.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { MERCHANT_STATS, MOST_ORDERED_MENU, ORDER_SUMMARY, REVIEWS, WEEKLY_SALES } from '../data/merchant-figures';
import { atWide } from './layout';
import { MostOrderedMenu } from './most-ordered-menu';
import { OrderSummaryCard } from './order-summary-card';
import { PageHeader } from './page-header';
import { ReviewsStrip } from './reviews-strip';
import { SalesAnalyticsCard } from './sales-analytics-card';
import { StatGrid } from './stat-grid';

export function MerchantDashboard({ businessName }: { businessName?: string | null }) {
  const theme = useOjaTheme();
  return (
    <>
      <PageHeader title="Merchant Dashboard">
        {businessName ? `${businessName} at a glance. ` : ''}Sample figures until orders start flowing through Oja.
      </PageHeader>
      <StatGrid figures={MERCHANT_STATS} label="Orders and revenue" />
      <div
        css={css({
          display: 'grid',
          gap: theme.space[4],
          [atWide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: theme.space[5] },
        })}
      >
        <SalesAnalyticsCard points={WEEKLY_SALES} />
        <OrderSummaryCard shares={ORDER_SUMMARY} />
      </div>
      <MostOrderedMenu items={MOST_ORDERED_MENU} />
      <ReviewsStrip reviews={REVIEWS} />
    </>
  );
}
