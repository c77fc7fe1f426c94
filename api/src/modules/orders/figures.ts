// The dashboards' order figures (docs/product/orders.md, "Figures"), as queries over the orders: all time, this
// week so far (Monday 00:00 Lagos time until now) against the same span of last week, the week's sales per day,
// the most ordered items, the reviews; the platform's riders; each merchant's record for the admin's list.
import type {
  MerchantOrderFigures,
  MerchantPerformance,
  OrderFigures,
  PlatformOrderFigures,
  Product,
} from '@oja/shared/contract';
import { WEEKDAYS } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { OutcomeCounts, RevenueOf, ReviewSummary } from '../../db/repositories/order-figures';
import { DAY_MS, WEEK_MS } from '../../durations';
import { merchantMenu } from '../products/service';
import { lagosMoment, lagosWeekStart } from '../store/hours';
import { discountKobo, orderNumber, toKobo } from './pricing';

type MostOrdered = Awaited<ReturnType<AppContext['repos']['orderFigures']['mostOrdered']>>;

/** Percent change from `before` to `now`, one decimal; null when there was nothing before to compare with. */
export function changePercent(before: number, now: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** A span of time's outcome counts, as the contract names them. */
function spanOf(from: Date, to: Date, counts: OutcomeCounts) {
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    orders: counts.orders,
    delivered: counts.delivered,
    cancelled: counts.cancelled,
    rejected: counts.rejected,
    revenue_kobo: counts.revenueKobo,
  };
}

/** This week's sales day by day, Monday first (a day without orders too). */
function salesPerDay(perDay: { day: number; orders: number; revenueKobo: number }[], weekStart: Date) {
  const days = new Map(perDay.map((day) => [day.day, day]));
  return WEEKDAYS.map((weekday, index) => ({
    date: lagosMoment(new Date(weekStart.getTime() + index * DAY_MS)).date,
    weekday,
    orders: days.get(index)?.orders ?? 0,
    revenue_kobo: days.get(index)?.revenueKobo ?? 0,
  }));
}

/** The most ordered items, as the menu shows them now (name, image, price after discount) while they are on it. */
function mostOrderedItems(mostOrdered: MostOrdered, menu: readonly Product[]) {
  const products = new Map(menu.map((product) => [product.id, product]));
  return mostOrdered.map((item) => {
    const product = item.productId === null ? undefined : products.get(item.productId);
    const price = product === undefined ? null : toKobo(product.price);
    return {
      product_id: item.productId,
      name: product?.name ?? item.name,
      image: product?.image ?? null,
      price_kobo: price === null || product === undefined ? null : price - discountKobo(price, product.discount),
      orders: item.orders,
      quantity: item.quantity,
    };
  });
}

function reviewsOf(reviews: ReviewSummary) {
  return {
    average_rating: reviews.averageRating,
    count: reviews.count,
    latest: reviews.latest.map((review) => ({
      order_id: review.orderId,
      order_number: orderNumber(review.orderId),
      customer_name: review.customerName,
      rating: review.rating,
      comment: review.comment,
      created_at: review.createdAt.toISOString(),
    })),
  };
}

export function orderFigures(ctx: AppContext, now: () => Date = () => new Date()) {
  const figures = ctx.repos.orderFigures;

  async function summary(scope: { merchantId?: number }, of: RevenueOf, at: Date): Promise<OrderFigures> {
    const weekStart = lagosWeekStart(at);
    const elapsed = at.getTime() - weekStart.getTime();
    const previousStart = new Date(weekStart.getTime() - WEEK_MS);
    const previousEnd = new Date(previousStart.getTime() + elapsed);
    const [all, week, previous] = await Promise.all([
      figures.outcomes(scope, of),
      figures.outcomes({ ...scope, from: weekStart, to: at }, of),
      figures.outcomes({ ...scope, from: previousStart, to: previousEnd }, of),
    ]);
    return {
      orders: all.orders,
      delivered: all.delivered,
      cancelled: all.cancelled,
      rejected: all.rejected,
      revenue_kobo: all.revenueKobo,
      this_week: spanOf(weekStart, at, week),
      previous_week: spanOf(previousStart, previousEnd, previous),
      change: {
        orders: changePercent(previous.orders, week.orders),
        delivered: changePercent(previous.delivered, week.delivered),
        cancelled: changePercent(previous.cancelled, week.cancelled),
        revenue: changePercent(previous.revenueKobo, week.revenueKobo),
      },
    };
  }

  return {
    async merchant(merchantId: number): Promise<MerchantOrderFigures> {
      const at = now();
      const weekStart = lagosWeekStart(at);
      const [totals, perDay, mostOrdered, reviews, menu] = await Promise.all([
        summary({ merchantId }, 'merchant', at),
        figures.perDay(merchantId, weekStart),
        figures.mostOrdered(merchantId, 5),
        figures.reviews(merchantId, 5),
        merchantMenu(ctx, merchantId),
      ]);
      return {
        ...totals,
        sales_per_day: salesPerDay(perDay, weekStart),
        most_ordered: mostOrderedItems(mostOrdered, menu),
        reviews: reviewsOf(reviews),
      };
    },

    async platform(): Promise<PlatformOrderFigures> {
      const at = now();
      const [totals, activeRiders] = await Promise.all([
        summary({}, 'platform', at),
        figures.activeRiders(new Date(at.getTime() - WEEK_MS)),
      ]);
      return { ...totals, active_riders: activeRiders };
    },

    async merchantRecords(merchantIds: readonly number[]): Promise<Map<number, MerchantPerformance>> {
      const records = await figures.merchantRecords(merchantIds);
      return new Map(
        [...records].map(([id, record]) => [
          id,
          { orders: record.orders, rating: record.rating, reviews: record.reviews, on_time_share: record.onTimeShare },
        ]),
      );
    },
  };
}
