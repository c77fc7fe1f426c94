// The dashboards' figures, as queries over the orders: counts by outcome and revenue (all time or over a span),
// sales per day, the most ordered items, reviews, active riders, and each merchant's record for the admin's list.
// An order counts from the moment it was placed (a card order whose payment never came never counts).
import { and, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { orderItems, orderReviews, orders, users } from '../schema';

export interface OutcomeCounts {
  orders: number;
  delivered: number;
  cancelled: number;
  rejected: number;
  revenueKobo: number;
}

/** What "revenue" sums: a merchant's lines after discount, or the platform's order totals. */
export type RevenueOf = 'merchant' | 'platform';

export interface ReviewSummary {
  averageRating: number | null;
  count: number;
  latest: {
    orderId: number;
    customerName: string;
    rating: number;
    comment: string | null;
    createdAt: Date;
  }[];
}

export interface MerchantRecord {
  orders: number;
  rating: number | null;
  reviews: number;
  onTimeShare: number | null;
}

const num = (value: unknown): number => Number(value ?? 0);

function revenue(of: RevenueOf): SQL<string> {
  const amount = of === 'merchant' ? sql`${orders.subtotalKobo} - ${orders.discountKobo}` : sql`${orders.totalKobo}`;
  return sql<string>`coalesce(sum(${amount}) filter (where ${orders.status} = 'delivered'), 0)`;
}

function salesFigures(db: Database) {
  return {
    /** Orders placed (for one merchant, or everyone's) in [from, to), by outcome, with the revenue of those delivered. */
    async outcomes(scope: { merchantId?: number; from?: Date; to?: Date }, of: RevenueOf): Promise<OutcomeCounts> {
      const conditions: SQL[] = [isNotNull(orders.placedAt)];
      if (scope.merchantId !== undefined) conditions.push(eq(orders.merchantId, scope.merchantId));
      if (scope.from !== undefined) conditions.push(gte(orders.placedAt, scope.from));
      if (scope.to !== undefined) conditions.push(lt(orders.placedAt, scope.to));
      const [row] = await db
        .select({
          orders: count(),
          delivered: sql<string>`count(*) filter (where ${orders.status} = 'delivered')`,
          cancelled: sql<string>`count(*) filter (where ${orders.status} = 'cancelled')`,
          rejected: sql<string>`count(*) filter (where ${orders.status} = 'rejected')`,
          revenue: revenue(of),
        })
        .from(orders)
        .where(and(...conditions));
      return {
        orders: num(row?.orders),
        delivered: num(row?.delivered),
        cancelled: num(row?.cancelled),
        rejected: num(row?.rejected),
        revenueKobo: num(row?.revenue),
      };
    },

    /**
     * The merchant's orders per day of [from, from + 7 days), days starting at `from` plus whole days (the caller
     * passes Lagos midnight): orders placed, and the revenue of those delivered.
     */
    async perDay(merchantId: number, from: Date): Promise<{ day: number; orders: number; revenueKobo: number }[]> {
      const to = new Date(from.getTime() + 7 * 86_400_000);
      const day = sql<number>`floor(extract(epoch from (${orders.placedAt} - ${from.toISOString()}::timestamptz)) / 86400)::int`;
      const rows = await db
        .select({ day, orders: count(), revenue: revenue('merchant') })
        .from(orders)
        .where(and(eq(orders.merchantId, merchantId), gte(orders.placedAt, from), lt(orders.placedAt, to)))
        // By position: the day's expression carries a parameter, written twice it would be two different ones.
        .groupBy(sql`1`);
      return rows.map((row) => ({ day: num(row.day), orders: num(row.orders), revenueKobo: num(row.revenue) }));
    },

    /** The items of the merchant's delivered orders, most ordered first (by quantity). */
    async mostOrdered(merchantId: number, limit: number) {
      const quantity = sql<string>`sum(${orderItems.quantity})`;
      const rows = await db
        .select({
          productId: orderItems.productId,
          name: sql<string>`max(${orderItems.name})`,
          orders: sql<string>`count(distinct ${orderItems.orderId})`,
          quantity,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.merchantId, merchantId), eq(orders.status, 'delivered')))
        .groupBy(orderItems.productId, sql`case when ${orderItems.productId} is null then ${orderItems.name} end`)
        .orderBy(desc(quantity), desc(sql`count(distinct ${orderItems.orderId})`))
        .limit(limit);
      return rows.map((row) => ({
        productId: row.productId,
        name: row.name,
        orders: num(row.orders),
        quantity: num(row.quantity),
      }));
    },
  };
}

function peopleFigures(db: Database) {
  return {
    async reviews(merchantId: number, latest: number): Promise<ReviewSummary> {
      const [summary] = await db
        .select({ average: sql<string | null>`round(avg(${orderReviews.rating}), 1)`, count: count() })
        .from(orderReviews)
        .where(eq(orderReviews.merchantId, merchantId));
      const rows = await db
        .select({
          orderId: orderReviews.orderId,
          customerName: users.name,
          rating: orderReviews.rating,
          comment: orderReviews.comment,
          createdAt: orderReviews.createdAt,
        })
        .from(orderReviews)
        .innerJoin(users, eq(users.id, orderReviews.customerId))
        .where(eq(orderReviews.merchantId, merchantId))
        .orderBy(desc(orderReviews.createdAt), desc(orderReviews.orderId))
        .limit(latest);
      return {
        averageRating: summary?.average === null || summary?.average === undefined ? null : Number(summary.average),
        count: num(summary?.count),
        latest: rows,
      };
    },

    /** Riders who claimed an order since `since`. */
    async activeRiders(since: Date): Promise<number> {
      const [row] = await db
        .select({ value: sql<string>`count(distinct ${orders.riderId})` })
        .from(orders)
        .where(and(isNotNull(orders.riderId), gte(orders.claimedAt, since)));
      return num(row?.value);
    },

    /**
     * Each merchant's record: orders placed, its rating, and the share of its orders that were ready by the time it
     * promised when accepting them.
     */
    async merchantRecords(merchantIds: readonly number[]): Promise<Map<number, MerchantRecord>> {
      const result = new Map<number, MerchantRecord>();
      if (merchantIds.length === 0) return result;
      const ids = [...merchantIds];
      const [counted, rated] = await Promise.all([
        db
          .select({
            merchantId: orders.merchantId,
            orders: count(),
            ready: sql<string>`count(*) filter (where ${orders.readyAt} is not null)`,
            onTime: sql<string>`count(*) filter (where ${orders.readyAt} <= ${orders.acceptedAt} + make_interval(mins => ${orders.prepMinutes}))`,
          })
          .from(orders)
          .where(and(inArray(orders.merchantId, ids), isNotNull(orders.placedAt)))
          .groupBy(orders.merchantId),
        db
          .select({
            merchantId: orderReviews.merchantId,
            rating: sql<string>`round(avg(${orderReviews.rating}), 1)`,
            reviews: count(),
          })
          .from(orderReviews)
          .where(inArray(orderReviews.merchantId, ids))
          .groupBy(orderReviews.merchantId),
      ]);
      for (const id of ids) result.set(id, { orders: 0, rating: null, reviews: 0, onTimeShare: null });
      for (const row of counted) {
        const ready = num(row.ready);
        const record = result.get(row.merchantId);
        if (record === undefined) continue;
        record.orders = num(row.orders);
        record.onTimeShare = ready === 0 ? null : Math.round((num(row.onTime) / ready) * 100) / 100;
      }
      for (const row of rated) {
        const record = result.get(row.merchantId);
        if (record === undefined) continue;
        record.rating = Number(row.rating);
        record.reviews = num(row.reviews);
      }
      return result;
    },
  };
}

export function orderFiguresRepository(db: Database) {
  return {
    ...salesFigures(db),
    ...peopleFigures(db),
  };
}

export type OrderFiguresRepository = ReturnType<typeof orderFiguresRepository>;
