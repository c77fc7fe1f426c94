// Merchant Dashboard (docs/product/screens.md, Dashboard): the merchant's real figures first (its application, its
// menu's counts), then the product's placeholders, each card and chart marked "Sample": four stat cards, Sales
// Analytics, Order Summary, Most Ordered Menu and the Reviews strip. They are every merchant's dashboard, as the
// product has it; a merchant whose menu has no item yet also gets a first-run checklist, above them.
import { css } from '@emotion/react';
import type { MerchantOrderFigures } from '@oja/shared/contract';
import { useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';
import { useMerchantFigures } from '../data/live-figures';
import { atWide } from '../lib/layout';
import { hasOrders, latestReviews, mostOrdered, orderShares, orderStats, weekSales } from '../lib/order-figures';
import { MERCHANT_STATS, MOST_ORDERED_MENU, ORDER_SUMMARY, REVIEWS, WEEKLY_SALES } from '../samples/merchant-figures';
import { BusinessFigures } from './business-figures';
import { FirstRunChecklist, isFirstRun } from './first-run-checklist';
import { MostOrderedMenu } from './most-ordered-menu';
import { OrderSummaryCard } from './order-summary-card';
import { PageHeader } from './page-header';
import { ReviewsStrip } from './reviews-strip';
import { SalesAnalyticsCard } from './sales-analytics-card';
import { StatGrid } from './stat-grid';

/** Sales Analytics beside Order Summary on a wide screen, one above the other on a narrow one. */
function ChartsRow({ children }: { children: ReactNode }) {
  const theme = useOjaTheme();
  return (
    <div
      css={css({
        display: 'grid',
        gap: theme.space[4],
        [atWide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: theme.space[5] },
      })}
    >
      {children}
    </div>
  );
}

function SampleFigures() {
  return (
    <>
      <StatGrid id="orders-revenue-title" title="Orders and revenue" figures={MERCHANT_STATS} sample />
      <ChartsRow>
        <SalesAnalyticsCard points={WEEKLY_SALES} />
        <OrderSummaryCard shares={ORDER_SUMMARY} />
      </ChartsRow>
      <MostOrderedMenu items={MOST_ORDERED_MENU} />
      <ReviewsStrip reviews={REVIEWS} />
    </>
  );
}

/** The merchant's own orders, sales, most ordered items and reviews, in the same layout, unmarked. */
function OrderFigures({ figures }: { figures: MerchantOrderFigures }) {
  const items = mostOrdered(figures);
  const reviews = latestReviews(figures);
  return (
    <>
      <StatGrid id="orders-revenue-title" title="Orders and revenue" figures={orderStats(figures)} />
      <ChartsRow>
        <SalesAnalyticsCard points={weekSales(figures)} sample={false} />
        <OrderSummaryCard shares={orderShares(figures)} sample={false} />
      </ChartsRow>
      {items.length > 0 && <MostOrderedMenu items={items} sample={false} />}
      {reviews.length > 0 && <ReviewsStrip reviews={reviews} sample={false} />}
    </>
  );
}

export function MerchantDashboard({ businessName }: { businessName?: string | null }) {
  const figures = useMerchantFigures();
  const { data } = figures;
  const orders = hasOrders(data?.orders) ? data?.orders : undefined;
  return (
    <>
      <PageHeader title="Merchant Dashboard">
        {businessName ? `${businessName} at a glance.` : 'Your business at a glance.'}
        {orders
          ? ' Orders, sales and reviews are your own: this week against the same days of last week.'
          : ' Orders, sales and reviews are samples, marked as such, until orders start flowing through Oja.'}
      </PageHeader>
      <BusinessFigures query={figures} />
      {/* Until the figures say whether the menu is empty, nothing below them: a checklist arriving later would push
          the samples down. */}
      {data && isFirstRun(data) ? <FirstRunChecklist figures={data} /> : null}
      {orders ? <OrderFigures figures={orders} /> : data || figures.isError ? <SampleFigures /> : null}
    </>
  );
}
