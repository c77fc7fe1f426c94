// What the customer, the merchant and the admin are answered: their lists, one order, and the order after each of
// their moves (the rider's part is the rider module's). A merchant never sees another's orders, nor a card order
// before it is paid; admins see every order.
import type { Order, OrderReview } from '@oja/shared/contract';
import type { AdminOrderQuery, MerchantOrderQuery, OwnOrderQuery, PlaceOrderPayload } from '@oja/shared/validation';
import type { UserRow } from '../../db/schema';
import { conflict } from '../../errors';
import { toOrder } from '../../present';
import type { OrderDeps } from './deps';
import type { Cancellations, MerchantMoves, OrderActor } from './moves';
import type { OrderPlacement } from './placement';
import { listFilter, type OrderReads } from './reads';

export const REVIEW_REFUSALS = {
  notDelivered: 'You can review an order once it is delivered.',
  twice: 'You have already reviewed this order.',
} as const;

/** The customer's: placing an order, its orders, cancelling one, a review. */
export function forCustomers({ ctx, now }: OrderDeps, reads: OrderReads, moves: OrderPlacement & Cancellations) {
  const { repos } = ctx;
  const own = (customer: UserRow) => ({ owner: { customerId: customer.id } });
  return {
    async place(
      customer: UserRow,
      input: PlaceOrderPayload,
      key: string,
    ): Promise<{ order: Order; replayed: boolean }> {
      const placed = await moves.place(customer, input, key);
      const view = placed.view ?? (await reads.view(placed.orderId, own(customer)));
      const order = placed.timeline === undefined ? await reads.withTimeline(view) : toOrder(view, placed.timeline);
      return { order, replayed: placed.replayed };
    },

    customerOrders: (customer: UserRow, query: OwnOrderQuery) =>
      reads.list({ ...own(customer), page: query.page, perPage: query.per_page }, query),

    customerOrder: async (customer: UserRow, id: number) => reads.withTimeline(await reads.view(id, own(customer))),

    cancelByCustomer: async (customer: UserRow, id: number, reason: string | undefined) =>
      reads.answer(await moves.cancelByCustomer(customer, id, reason)),

    /** Once the order is delivered, once. */
    async review(customer: UserRow, id: number, input: { rating: number; comment?: string | undefined }) {
      const row = await repos.orders.addReview({
        orderId: id,
        customerId: customer.id,
        rating: input.rating,
        comment: input.comment ?? null,
        createdAt: now(),
      });
      if (row !== null) {
        const review: OrderReview = {
          rating: row.rating,
          comment: row.comment,
          created_at: row.createdAt.toISOString(),
        };
        return review;
      }
      const view = await reads.view(id, own(customer));
      throw conflict(view.order.status === 'delivered' ? REVIEW_REFUSALS.twice : REVIEW_REFUSALS.notDelivered);
    },
  };
}

/** The merchant's: its orders (a card order only once it is paid), one of them, and its moves. */
export function forMerchants(reads: OrderReads, moves: MerchantMoves) {
  return {
    merchantOrders: (merchantId: number, query: MerchantOrderQuery) =>
      reads.list({ owner: { merchantId }, placedOnly: true, ...listFilter(query) }, query),

    merchantOrder: async (merchantId: number, id: number) =>
      reads.withTimeline(await reads.view(id, { owner: { merchantId }, placedOnly: true })),

    accept: async (actor: OrderActor, merchantId: number, id: number, prepMinutes: number) =>
      reads.answer(await moves.accept(actor, merchantId, id, prepMinutes)),

    reject: async (actor: OrderActor, merchantId: number, id: number, reason: string) =>
      reads.answer(await moves.reject(actor, merchantId, id, reason)),

    markReady: async (actor: OrderActor, merchantId: number, id: number) =>
      reads.answer(await moves.markReady(actor, merchantId, id)),
  };
}

/** The admin's: every order, one of them, and a cancellation. */
export function forAdmins(reads: OrderReads, moves: Cancellations) {
  return {
    adminOrders: (query: AdminOrderQuery) =>
      reads.list(
        {
          ...(query.merchant_id === undefined ? {} : { owner: { merchantId: query.merchant_id } }),
          ...listFilter(query),
        },
        query,
      ),

    adminOrder: async (id: number) => reads.withTimeline(await reads.view(id)),

    cancelByAdmin: async (admin: UserRow, id: number, reason: string) =>
      reads.answer(await moves.cancelByAdmin(admin, id, reason)),
  };
}
