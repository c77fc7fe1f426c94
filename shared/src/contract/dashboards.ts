// The figures of the dashboards (docs/product/orders.md): the platform's and a merchant's orders, sales and reviews,
// and the review counts beside them. Money is always a whole number of kobo (1/100 naira), computed by the server.
import { VERIFICATION_STATUSES, WEEKDAYS } from '@oja/shared/validation';
import * as v from 'valibot';
import { count, id, kobo, nullableText, timestamp } from './scalars';

const percent = v.pipe(v.number(), v.description('Percent change against the same span of the week before'));

const weekFiguresModel = v.object({
  from: timestamp,
  to: timestamp,
  orders: count,
  delivered: count,
  cancelled: count,
  rejected: count,
  revenue_kobo: kobo,
});

/**
 * Order figures of a dashboard: all time, this week so far (Monday 00:00 Lagos time until now) and the same span
 * of the week before, and the change between the two in percent (null when the week before had none).
 */
export const orderFiguresModel = v.object({
  orders: count,
  delivered: count,
  cancelled: count,
  rejected: count,
  /** A merchant: what its delivered orders' lines brought in (after discounts, without delivery fees); the platform: the delivered orders' totals. */
  revenue_kobo: kobo,
  this_week: weekFiguresModel,
  previous_week: weekFiguresModel,
  change: v.object({
    orders: v.nullable(percent),
    delivered: v.nullable(percent),
    cancelled: v.nullable(percent),
    revenue: v.nullable(percent),
  }),
});
export type OrderFigures = v.InferOutput<typeof orderFiguresModel>;

export const merchantOrderFiguresModel = v.object({
  ...orderFiguresModel.entries,
  /** Monday to Sunday of this week (Lagos days): orders placed and the revenue of those delivered. */
  sales_per_day: v.array(
    v.object({ date: v.string(), weekday: v.picklist(WEEKDAYS), orders: count, revenue_kobo: kobo }),
  ),
  /** The items of its delivered orders, most ordered first (at most 5). */
  most_ordered: v.array(
    v.object({
      product_id: v.nullable(id),
      name: v.string(),
      image: v.pipe(nullableText, v.description('Public URL, or null')),
      /** Its menu price after discount today; null when it is no longer on the menu. */
      price_kobo: v.nullable(kobo),
      orders: count,
      quantity: count,
    }),
  ),
  reviews: v.object({
    average_rating: v.nullable(v.number()),
    count,
    /** The 5 newest. */
    latest: v.array(
      v.object({
        order_id: id,
        order_number: v.string(),
        customer_name: v.string(),
        rating: v.pipe(v.number(), v.integer()),
        comment: nullableText,
        created_at: timestamp,
      }),
    ),
  }),
});
export type MerchantOrderFigures = v.InferOutput<typeof merchantOrderFiguresModel>;

export const platformOrderFiguresModel = v.object({
  ...orderFiguresModel.entries,
  /** Riders who claimed an order in the last 7 days. */
  active_riders: count,
});
export type PlatformOrderFigures = v.InferOutput<typeof platformOrderFiguresModel>;

export const adminStatisticsModel = v.object({
  total_merchants: v.number(),
  approved_merchants: v.number(),
  pending_merchants: v.number(),
  rejected_merchants: v.number(),
  suspended_merchants: v.optional(v.number()),
});
export type AdminStatistics = v.InferOutput<typeof adminStatisticsModel>;

export const adminDashboardModel = v.object({
  statistics: adminStatisticsModel,
  /** The platform's orders, deliveries, revenue and active riders (always sent by this server). */
  orders: v.optional(platformOrderFiguresModel),
});

/** The signed-in merchant's own figures for its dashboard: where its application stands and what its menu holds. */
export const merchantDashboardModel = v.object({
  verification_status: v.picklist(VERIFICATION_STATUSES),
  reviewed_at: v.nullable(timestamp),
  categories: v.number(),
  products: v.number(),
  /** Products whose status is out_of_stock. */
  out_of_stock: v.number(),
  /** Its orders, sales, most ordered items and reviews (always sent by this server). */
  orders: v.optional(merchantOrderFiguresModel),
});
export type MerchantDashboard = v.InferOutput<typeof merchantDashboardModel>;
export type AdminDashboard = v.InferOutput<typeof adminDashboardModel>;
