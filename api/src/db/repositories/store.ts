// A merchant's store front: its switch for taking orders, its opening hours, and the approved merchants the customer
// app browses (nearest first), with their ratings.
import { and, asc, eq, exists, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DayHours, WeekHours } from '../../modules/store/hours';
import type { Database } from '../client';
import { type MerchantRow, merchants, openingHours, orderReviews, products, storeSettings } from '../schema';

export interface StoreFrontRow {
  merchant: MerchantRow;
  acceptingOrders: boolean;
  rating: number | null;
  reviews: number;
  /** Metres from the point asked about (the nearby list only). */
  distanceM?: number;
}

const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle metres between the merchant and a point, in SQL (the same formula as modules/orders/pricing.ts). */
function distanceFrom(point: { latitude: number; longitude: number }): SQL<number> {
  const latitude = sql`${point.latitude}::float8`;
  const longitude = sql`${point.longitude}::float8`;
  return sql<number>`(2 * ${sql.raw(String(EARTH_RADIUS_M))} * asin(least(1, sqrt(
    power(sin(radians(${merchants.latitude} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${merchants.latitude}))
      * power(sin(radians(${merchants.longitude} - ${longitude}) / 2), 2)))))`;
}

const ratings = (db: Database) =>
  db
    .select({
      merchantId: orderReviews.merchantId,
      rating: sql<string>`round(avg(${orderReviews.rating}), 1)`.as('rating'),
      reviews: sql<number>`count(*)::int`.as('reviews'),
    })
    .from(orderReviews)
    .groupBy(orderReviews.merchantId)
    .as('ratings');

function prepareTakingOrders(db: Database) {
  return db
    .select({ merchant: merchants, acceptingOrders: sql<boolean>`coalesce(${storeSettings.acceptingOrders}, true)` })
    .from(merchants)
    .leftJoin(storeSettings, eq(storeSettings.merchantId, merchants.id))
    .where(eq(merchants.id, sql.placeholder('merchantId')))
    .limit(1)
    .prepare('store_taking_orders');
}

function prepareHours(db: Database) {
  return db
    .select()
    .from(openingHours)
    .where(eq(openingHours.merchantId, sql.placeholder('merchantId')))
    .orderBy(asc(openingHours.weekday))
    .prepare('store_opening_hours');
}

const withStoreColumns = (rated: ReturnType<typeof ratings>) => ({
  merchant: merchants,
  acceptingOrders: sql<boolean>`coalesce(${storeSettings.acceptingOrders}, true)`,
  rating: rated.rating,
  reviews: sql<number>`coalesce(${rated.reviews}, 0)`,
});

/** Approved, with a place on the map and something in stock: a merchant the customer app can show. */
const shown = (db: Database): SQL[] => [
  eq(merchants.verificationStatus, 'approved'),
  isNotNull(merchants.latitude),
  isNotNull(merchants.longitude),
  exists(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(and(eq(products.merchantId, merchants.id), eq(products.status, 'in_stock'))),
  ),
];

const toRow = (row: {
  merchant: MerchantRow;
  acceptingOrders: boolean;
  rating: string | null;
  reviews: number;
}): StoreFrontRow => ({
  merchant: row.merchant,
  acceptingOrders: row.acceptingOrders,
  rating: row.rating === null ? null : Number(row.rating),
  reviews: Number(row.reviews),
});

function storeSwitchAndHours(db: Database) {
  // What every placement reads about its merchant: prepared once.
  let takingOrdersQuery: ReturnType<typeof prepareTakingOrders> | undefined;
  let hoursQuery: ReturnType<typeof prepareHours> | undefined;
  return {
    async acceptingOrders(merchantId: number): Promise<boolean> {
      const [row] = await db
        .select({ accepting: storeSettings.acceptingOrders })
        .from(storeSettings)
        .where(eq(storeSettings.merchantId, merchantId))
        .limit(1);
      return row?.accepting ?? true;
    },

    async setAcceptingOrders(merchantId: number, accepting: boolean, at: Date): Promise<void> {
      await db
        .insert(storeSettings)
        .values({ merchantId, acceptingOrders: accepting, updatedAt: at })
        .onConflictDoUpdate({ target: storeSettings.merchantId, set: { acceptingOrders: accepting, updatedAt: at } });
    },

    /** The merchant's week, Monday first; null when it has never set its hours. */
    async hours(merchantId: number): Promise<WeekHours> {
      hoursQuery ??= prepareHours(db);
      const rows = await hoursQuery.execute({ merchantId });
      if (rows.length === 0) return null;
      const week: DayHours[] = [];
      for (const row of rows) week[row.weekday] = { closed: row.closed, opensAt: row.opensAt, closesAt: row.closesAt };
      return week;
    },

    /** What an order asks of its merchant: the merchant, its switch and its hours (null when there is no merchant). */
    async takingOrders(
      merchantId: number,
    ): Promise<{ merchant: MerchantRow; acceptingOrders: boolean; hours: WeekHours } | null> {
      takingOrdersQuery ??= prepareTakingOrders(db);
      const [[row], hours] = await Promise.all([takingOrdersQuery.execute({ merchantId }), this.hours(merchantId)]);
      return row === undefined ? null : { ...row, hours };
    },

    async hoursOf(merchantIds: readonly number[]): Promise<Map<number, WeekHours>> {
      const result = new Map<number, WeekHours>();
      if (merchantIds.length === 0) return result;
      const rows = await db
        .select()
        .from(openingHours)
        .where(inArray(openingHours.merchantId, [...merchantIds]))
        .orderBy(asc(openingHours.merchantId), asc(openingHours.weekday));
      const weeks = new Map<number, DayHours[]>();
      for (const row of rows) {
        const week = weeks.get(row.merchantId) ?? [];
        week[row.weekday] = { closed: row.closed, opensAt: row.opensAt, closesAt: row.closesAt };
        weeks.set(row.merchantId, week);
      }
      for (const [id, week] of weeks) result.set(id, week);
      return result;
    },

    /** The whole week at once (run it in a transaction): what was there before is replaced. */
    async replaceHours(merchantId: number, week: readonly DayHours[]): Promise<void> {
      await db.delete(openingHours).where(eq(openingHours.merchantId, merchantId));
      await db.insert(openingHours).values(week.map((day, weekday) => ({ merchantId, weekday, ...day })));
    },
  };
}

function storeFronts(db: Database) {
  return {
    /** One merchant as the customer app shows it, or null when it is not shown there. */
    async storeFront(merchantId: number): Promise<StoreFrontRow | null> {
      const rated = ratings(db);
      const [row] = await db
        .select(withStoreColumns(rated))
        .from(merchants)
        .leftJoin(storeSettings, eq(storeSettings.merchantId, merchants.id))
        .leftJoin(rated, eq(rated.merchantId, merchants.id))
        .where(and(eq(merchants.id, merchantId), ...shown(db)))
        .limit(1);
      return row === undefined ? null : toRow(row);
    },

    /** The merchants within `maxMeters` of the point, nearest first. */
    async nearby(
      point: { latitude: number; longitude: number },
      maxMeters: number,
      page: { page: number; perPage: number },
    ): Promise<{ rows: StoreFrontRow[]; total: number }> {
      const distance = distanceFrom(point);
      // A box around the point first (an index-friendly bound), then the exact distance.
      const degrees = maxMeters / 111_000;
      const lngDegrees = degrees / Math.max(0.01, Math.cos((point.latitude * Math.PI) / 180));
      const where = and(
        ...shown(db),
        sql`${merchants.latitude} BETWEEN ${point.latitude - degrees} AND ${point.latitude + degrees}`,
        sql`${merchants.longitude} BETWEEN ${point.longitude - lngDegrees} AND ${point.longitude + lngDegrees}`,
        sql`${distance} <= ${maxMeters}::float8`,
      );
      const rated = ratings(db);
      const rows = await db
        .select({ ...withStoreColumns(rated), distance })
        .from(merchants)
        .leftJoin(storeSettings, eq(storeSettings.merchantId, merchants.id))
        .leftJoin(rated, eq(rated.merchantId, merchants.id))
        .where(where)
        .orderBy(distance, asc(merchants.id))
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage);
      const [counted] = await db.select({ value: sql<number>`count(*)::int` }).from(merchants).where(where);
      return {
        rows: rows.map((row) => ({ ...toRow(row), distanceM: Math.round(Number(row.distance)) })),
        total: Number(counted?.value ?? 0),
      };
    },
  };
}

export function storeRepository(db: Database) {
  return {
    ...storeSwitchAndHours(db),
    ...storeFronts(db),
  };
}

export type StoreRepository = ReturnType<typeof storeRepository>;
