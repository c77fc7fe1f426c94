// The merchant's own order figures (`GET /merchant/dashboard` `orders`, docs/product/orders.md "Figures") in the
// shapes the dashboard's cards and charts draw. A merchant with at least one order sees these; one with none sees the
// product's sample dashboard, marked "Sample" (samples/merchant-figures.ts).
import type { MerchantOrderFigures, PlatformOrderFigures } from '@oja/shared/contract';
import { formatKobo } from '@oja/shared/format';
import type { DishArt, GridFigure, MenuItemFigure, OrderShare, ReviewFigure, SalesPoint } from './figures';

const DAY_NAMES = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const;

/** Whether the merchant has any order of its own (else the dashboard shows the product's samples). */
export const hasOrders = (figures: MerchantOrderFigures | undefined): figures is MerchantOrderFigures =>
  figures !== undefined && figures.orders > 0;

/** A change against the same span of last week; none when last week had nothing to compare with. */
function changeOf(percent: number | null, goodWhenUp: boolean): Pick<GridFigure, 'change' | 'trend' | 'good'> {
  if (percent === null) return {};
  const trend = percent < 0 ? 'down' : 'up';
  return { change: Math.abs(Math.round(percent)), trend, good: (trend === 'up') === goodWhenUp };
}

/** The four stat cards, all time, each with this week's change against last week's same span. */
export function orderStats(figures: MerchantOrderFigures): GridFigure[] {
  return [
    { label: 'Total Orders', value: String(figures.orders), icon: 'orders', ...changeOf(figures.change.orders, true) },
    {
      label: 'Orders Delivered',
      value: String(figures.delivered),
      icon: 'delivered',
      ...changeOf(figures.change.delivered, true),
    },
    {
      label: 'Orders Cancelled',
      value: String(figures.cancelled + figures.rejected),
      icon: 'cancelled',
      ...changeOf(figures.change.cancelled, false),
    },
    {
      label: 'Total Revenue',
      value: formatKobo(figures.revenue_kobo),
      icon: 'revenue',
      ...changeOf(figures.change.revenue, true),
    },
  ];
}

/** Sales Analytics: this week's days, Monday to Sunday, in naira (the revenue of the orders delivered). */
export const weekSales = (figures: MerchantOrderFigures): SalesPoint[] =>
  figures.sales_per_day.map((day) => ({
    day: DAY_NAMES[day.weekday].slice(0, 3),
    dayName: DAY_NAMES[day.weekday],
    amount: day.revenue_kobo / 100,
  }));

/**
 * Order Summary: the shares of the finished orders that were delivered, and that were cancelled or rejected (the
 * customer got nothing either way), whole percents adding up to 100.
 */
export function orderShares(figures: MerchantOrderFigures): OrderShare[] {
  const cancelled = figures.cancelled + figures.rejected;
  const finished = figures.delivered + cancelled;
  const delivered = finished === 0 ? 0 : Math.round((figures.delivered / finished) * 100);
  return [
    { name: 'Delivered', percent: delivered },
    { name: 'Cancelled', percent: finished === 0 ? 0 : 100 - delivered },
  ];
}

const ARTS: readonly DishArt[] = ['jollof', 'egusi', 'suya', 'ofada'];

/** Most Ordered Menu: its five most ordered items; the first is its favourite. Pictures are the dashboard's art. */
export const mostOrdered = (figures: MerchantOrderFigures): MenuItemFigure[] =>
  figures.most_ordered.map((item, index) => ({
    id: String(item.product_id ?? `gone-${index}`),
    name: item.name,
    price: item.price_kobo === null ? '' : String(item.price_kobo / 100),
    orders: item.orders,
    rating: Math.round(figures.reviews.average_rating ?? 0),
    favourite: index === 0,
    art: ARTS[index % ARTS.length] ?? 'jollof',
  }));

/** Reviews: the five newest, each under the customer's first name and its order number. */
export const latestReviews = (figures: MerchantOrderFigures): ReviewFigure[] =>
  figures.reviews.latest.map((review) => ({
    id: `${review.order_id}`,
    customer: review.customer_name.trim().split(/\s+/)[0] ?? review.customer_name,
    area: review.order_number,
    rating: review.rating,
    dish: '',
    text: review.comment ?? 'No comment, just stars.',
    date: review.created_at.slice(0, 10),
  }));

/** The admin's Platform activity cards, once the platform has orders: orders, deliveries, active riders, revenue. */
export function platformStats(figures: PlatformOrderFigures): GridFigure[] {
  return [
    { label: 'Total Orders', value: String(figures.orders), icon: 'orders', ...changeOf(figures.change.orders, true) },
    {
      label: 'Packages Delivered',
      value: String(figures.delivered),
      icon: 'packages',
      ...changeOf(figures.change.delivered, true),
    },
    { label: 'Active Riders', value: String(figures.active_riders), icon: 'riders' },
    {
      label: 'Total Revenue',
      value: formatKobo(figures.revenue_kobo),
      icon: 'revenue',
      ...changeOf(figures.change.revenue, true),
    },
  ];
}
