// Orders, their lines, their timeline and their reviews. Every change of status is one conditional UPDATE (the
// order moves only from the statuses the rule allows, and only for the caller it belongs to) followed by its
// timeline row: run both through `repos.transaction`, so a move and its row are committed together or not at all.
// When two callers race (two riders claiming, a merchant accepting while the customer cancels), PostgreSQL lets
// the first UPDATE take the row; the second re-reads it after the first commits, no longer matches, and gets no row.
import type { OrderAction, OrderActorRole, OrderStatus } from '@oja/shared/validation';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  merchants,
  type OrderEventRow,
  type OrderItemRow,
  type OrderReviewRow,
  type OrderRow,
  orderEvents,
  orderItems,
  orderReviews,
  orders,
  users,
} from '../schema';

export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
/** The columns a move sets: values, or SQL computed from the row (cash is paid when it is delivered). */
export type OrderChanges = {
  [K in keyof Omit<OrderRow, 'id' | 'customerId' | 'merchantId' | 'createdAt'>]?: OrderRow[K] | SQL;
};

export interface TimelineInput {
  action: OrderAction;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  actorRole: OrderActorRole;
  actorId: number | null;
  reason?: string | null;
  createdAt: Date;
}

/** Whose order it must be for a call to see or move it. */
export interface OrderOwner {
  customerId?: number;
  merchantId?: number;
  riderId?: number;
}

export interface OrderMove {
  id: number;
  from: readonly OrderStatus[];
  to: OrderStatus;
  owner?: OrderOwner;
  set: OrderChanges;
  event: Omit<TimelineInput, 'fromStatus' | 'toStatus'>;
}

export interface Moved {
  order: OrderRow;
  event: OrderEventRow;
}

/** An order with what every view of it shows: its merchant, its people, its lines and its review. */
export interface OrderView {
  order: OrderRow;
  merchant: {
    id: number;
    businessName: string;
    businessEmail: string;
    businessPhone: string;
    countryCode: string;
    pickupAddress: string;
    latitude: number | null;
    longitude: number | null;
  };
  customerName: string;
  customerEmail: string;
  riderName: string | null;
  riderEmail: string | null;
  items: OrderItemRow[];
  review: OrderReviewRow | null;
}

export interface TimelineRow extends OrderEventRow {
  actorName: string | null;
}

/** The filters of the order lists; each list sets the ones that make it its own. */
export interface OrderFilter {
  owner?: OrderOwner;
  /** Orders a rider may claim: accepted or ready, nobody has claimed them, their merchant approved. */
  unclaimed?: boolean;
  /** Leave out card orders whose payment has not come (a merchant never sees them). */
  placedOnly?: boolean;
  statuses?: readonly OrderStatus[];
  from?: Date;
  to?: Date;
  id?: number;
  /** Nearest pick-up first (the rider's position); otherwise newest first, or oldest first for `unclaimed`. */
  near?: { latitude: number; longitude: number };
  page: number;
  perPage: number;
}

const riders = alias(users, 'riders');
const customers = alias(users, 'customers');

function ownerConditions(owner: OrderOwner | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (owner?.customerId !== undefined) conditions.push(eq(orders.customerId, owner.customerId));
  if (owner?.merchantId !== undefined) conditions.push(eq(orders.merchantId, owner.merchantId));
  if (owner?.riderId !== undefined) conditions.push(eq(orders.riderId, owner.riderId));
  return conditions;
}

const UNCLAIMED: SQL = sql`${orders.riderId} IS NULL AND ${orders.status} IN ('accepted', 'ready') AND ${merchants.verificationStatus} = 'approved'`;

function filterConditions(filter: Omit<OrderFilter, 'page' | 'perPage' | 'near'>): SQL | undefined {
  const conditions = ownerConditions(filter.owner);
  if (filter.unclaimed) conditions.push(UNCLAIMED);
  if (filter.placedOnly) conditions.push(ne(orders.status, 'awaiting_payment'));
  if (filter.statuses !== undefined) conditions.push(inArray(orders.status, [...filter.statuses]));
  if (filter.from !== undefined) conditions.push(gte(orders.createdAt, filter.from));
  if (filter.to !== undefined) conditions.push(lt(orders.createdAt, filter.to));
  if (filter.id !== undefined) conditions.push(eq(orders.id, filter.id));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function prepareByIdempotencyKey(db: Database) {
  return db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.customerId, sql.placeholder('customerId')), eq(orders.idempotencyKey, sql.placeholder('key'))))
    .limit(1)
    .prepare('orders_by_idempotency_key');
}

const viewColumns = {
  order: orders,
  merchant: {
    id: merchants.id,
    businessName: merchants.businessName,
    businessEmail: merchants.businessEmail,
    businessPhone: merchants.businessPhone,
    countryCode: merchants.countryCode,
    pickupAddress: merchants.pickupAddress,
    latitude: merchants.latitude,
    longitude: merchants.longitude,
  },
  customerName: customers.name,
  customerEmail: customers.email,
  riderName: riders.name,
  riderEmail: riders.email,
  review: orderReviews,
  // The rows the query finds before its limit: a list's total comes with its page, not from a second query.
  total: sql<number>`count(*) over ()`.mapWith(Number),
};
const viewQuery = (db: Database) =>
  db
    .select(viewColumns)
    .from(orders)
    .innerJoin(merchants, eq(merchants.id, orders.merchantId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(riders, eq(riders.id, orders.riderId))
    .leftJoin(orderReviews, eq(orderReviews.orderId, orders.id));

/** The views of the given rows (one query for all their lines), in the rows' order. */
async function withItems(
  db: Database,
  rows: Awaited<ReturnType<ReturnType<typeof viewQuery>['where']>>,
): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<number, OrderItemRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return rows.map(({ total: _total, ...row }) => ({ ...row, items: byOrder.get(row.order.id) ?? [] }));
}

async function insertEvent(db: Database, order: OrderRow, event: TimelineInput): Promise<OrderEventRow> {
  const [row] = await db
    .insert(orderEvents)
    .values({ ...event, orderId: order.id, merchantId: order.merchantId })
    .returning();
  if (row === undefined) throw new Error('insert into order_events returned no row');
  return row;
}

function orderPlacement(db: Database) {
  // Every placement asks it first: prepared once (no SQL rebuilt, PostgreSQL keeps the plan per connection).
  let byIdempotencyKey: ReturnType<typeof prepareByIdempotencyKey> | undefined;
  return {
    /** The order a customer's Idempotency-Key already made, with the hash of the request that made it. */
    async findByIdempotencyKey(customerId: number, key: string): Promise<{ id: number; requestHash: string } | null> {
      byIdempotencyKey ??= prepareByIdempotencyKey(db);
      const [row] = await byIdempotencyKey.execute({ customerId, key });
      return row ?? null;
    },

    /** The order, its lines and its first timeline row (run it in a transaction). */
    async create(
      input: NewOrder,
      lines: readonly NewOrderLine[],
      event: TimelineInput,
    ): Promise<Moved & { items: OrderItemRow[] }> {
      const [order] = await db.insert(orders).values(input).returning();
      if (order === undefined) throw new Error('insert into orders returned no row');
      const items = await db
        .insert(orderItems)
        .values(lines.map((line) => ({ ...line, orderId: order.id })))
        .returning();
      return { order, items, event: await insertEvent(db, order, event) };
    },
  };
}

function orderMoves(db: Database) {
  return {
    /**
     * One move of the life cycle: the conditional update and its timeline row. Null when the order is not in one
     * of the `from` statuses, or not the owner's (nothing changed).
     */
    async move(change: OrderMove): Promise<Moved | null> {
      let from = change.from;
      if (from.length > 1) {
        // Several statuses may move (an admin cancels at any stage): the row is locked first so that the status the
        // timeline records as "from" is the one the update moves it from.
        const [current] = await db
          .select({ status: orders.status })
          .from(orders)
          .where(and(eq(orders.id, change.id), ...ownerConditions(change.owner)))
          .for('update');
        if (current === undefined || !from.includes(current.status)) return null;
        from = [current.status];
      }
      const fromStatus = from[0] ?? null;
      const [order] = await db
        .update(orders)
        .set({ ...change.set, status: change.to, updatedAt: change.event.createdAt })
        .where(and(eq(orders.id, change.id), inArray(orders.status, [...from]), ...ownerConditions(change.owner)))
        .returning();
      if (order === undefined) return null;
      return { order, event: await insertEvent(db, order, { ...change.event, fromStatus, toStatus: change.to }) };
    },

    /**
     * A rider takes an unclaimed order (accepted or ready). The rider's own row is locked first, so its count of
     * orders on hand and the claim are one step: two claims by one rider at once cannot both pass `maxOnHand`.
     * Null when the order is not claimable (another rider won, or its status moved on); 'busy' when the rider
     * already carries `maxOnHand` orders.
     */
    async claim(id: number, riderId: number, at: Date, maxOnHand: number): Promise<Moved | 'busy' | null> {
      await db.execute(sql`SELECT id FROM ${users} WHERE id = ${riderId} FOR UPDATE`);
      const [onHand] = await db
        .select({ value: count() })
        .from(orders)
        .where(and(eq(orders.riderId, riderId), inArray(orders.status, ['accepted', 'ready', 'picked_up'])));
      if ((onHand?.value ?? 0) >= maxOnHand) return 'busy';
      const [order] = await db
        .update(orders)
        .set({ riderId, claimedAt: at, updatedAt: at })
        .where(and(eq(orders.id, id), isNull(orders.riderId), inArray(orders.status, ['accepted', 'ready'])))
        .returning();
      if (order === undefined) return null;
      const event = await insertEvent(db, order, {
        action: 'claimed',
        fromStatus: order.status,
        toStatus: order.status,
        actorRole: 'rider',
        actorId: riderId,
        createdAt: at,
      });
      return { order, event };
    },

    /** Records a refund of a card payment (the order's status does not change). */
    async markRefunded(id: number, at: Date): Promise<Moved | null> {
      const [order] = await db
        .update(orders)
        .set({ paymentStatus: 'refunded', updatedAt: at })
        .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'paid')))
        .returning();
      if (order === undefined) return null;
      const event = await insertEvent(db, order, {
        action: 'refunded',
        fromStatus: order.status,
        toStatus: order.status,
        actorRole: 'system',
        actorId: null,
        createdAt: at,
      });
      return { order, event };
    },
  };
}

function orderReads(db: Database) {
  return {
    async find(id: number): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row ?? null;
    },

    async findByPaymentReference(reference: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.paymentReference, reference)).limit(1);
      return row ?? null;
    },

    /** One order with everything its views show, when the filter lets the caller see it. */
    async view(id: number, filter: Omit<OrderFilter, 'page' | 'perPage' | 'id'> = {}): Promise<OrderView | null> {
      const rows = await viewQuery(db)
        .where(and(eq(orders.id, id), filterConditions(filter)))
        .limit(1);
      return (await withItems(db, rows))[0] ?? null;
    },

    async list(filter: OrderFilter): Promise<{ rows: OrderView[]; total: number }> {
      const where = filterConditions(filter);
      const near = filter.near;
      const order = near
        ? [
            // Equirectangular distance: exact enough to sort pick-ups a few kilometres apart.
            sql`power(${merchants.latitude} - ${near.latitude}::float8, 2) + power((${merchants.longitude} - ${near.longitude}::float8) * cos(radians(${near.latitude}::float8)), 2) NULLS LAST`,
            asc(orders.id),
          ]
        : filter.unclaimed
          ? [asc(orders.createdAt), asc(orders.id)]
          : [desc(orders.createdAt), desc(orders.id)];
      const rows = await viewQuery(db)
        .where(where)
        .orderBy(...order)
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && filter.page > 1) {
        // Past the last page: a count still says how many there are.
        const [counted] = await db
          .select({ value: count() })
          .from(orders)
          .innerJoin(merchants, eq(merchants.id, orders.merchantId))
          .where(where);
        total = counted?.value ?? 0;
      }
      return { rows: await withItems(db, rows), total };
    },

    /** The order's timeline, oldest first, with the actors' names. */
    async timeline(orderId: number): Promise<TimelineRow[]> {
      const rows = await db
        .select({ event: orderEvents, actorName: users.name })
        .from(orderEvents)
        .leftJoin(users, eq(users.id, orderEvents.actorId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id));
      return rows.map((row) => ({ ...row.event, actorName: row.actorName }));
    },

    /** Ids of orders in `status` since before `cutoff` (oldest first): what the sweeper ends. */
    async staleIds(status: OrderStatus, cutoff: Date, limit: number): Promise<number[]> {
      const column = status === 'awaiting_payment' ? orders.createdAt : orders.placedAt;
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, status), lt(column, cutoff)))
        .orderBy(asc(column))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

function orderReviewsAndEvents(db: Database) {
  return {
    /** The review, once: null when the order is not the customer's delivered order or already has one. */
    async addReview(input: {
      orderId: number;
      customerId: number;
      rating: number;
      comment: string | null;
      createdAt: Date;
    }): Promise<OrderReviewRow | null> {
      const rows = await db
        .insert(orderReviews)
        .select(
          db
            .select({
              orderId: orders.id,
              merchantId: orders.merchantId,
              customerId: orders.customerId,
              rating: sql<number>`${input.rating}::smallint`.as('rating'),
              comment: sql<string | null>`${input.comment}::varchar`.as('comment'),
              createdAt: sql<Date>`${input.createdAt.toISOString()}::timestamptz`.as('created_at'),
            })
            .from(orders)
            .where(
              and(
                eq(orders.id, input.orderId),
                eq(orders.customerId, input.customerId),
                eq(orders.status, 'delivered'),
              ),
            ),
        )
        .onConflictDoNothing({ target: orderReviews.orderId })
        .returning();
      return rows[0] ?? null;
    },

    /**
     * Timeline rows a stream missed: after `afterId`, and also any committed in the last moments before `since`
     * (a row given an id before another may commit after it); for one merchant, or all when `merchantId` is absent.
     * Card orders still awaiting their payment are a merchant's business only once paid.
     */
    async eventsAfter(input: {
      merchantId?: number;
      afterId: number;
      since: Date;
      limit: number;
    }): Promise<OrderEventRow[]> {
      const scope =
        input.merchantId === undefined
          ? []
          : [eq(orderEvents.merchantId, input.merchantId), ne(orderEvents.action, 'created')];
      return db
        .select()
        .from(orderEvents)
        .where(and(...scope, or(gt(orderEvents.id, input.afterId), gte(orderEvents.createdAt, input.since))))
        .orderBy(asc(orderEvents.id))
        .limit(input.limit);
    },
  };
}

export function ordersRepository(db: Database) {
  return {
    ...orderPlacement(db),
    ...orderMoves(db),
    ...orderReads(db),
    ...orderReviewsAndEvents(db),
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
