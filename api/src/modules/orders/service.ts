// Orders (docs/product/orders.md): placing one (priced here from the menu, safe to retry with its Idempotency-Key),
// its life (each move one conditional update and one timeline row in one transaction, then its mail and its live
// event), the lists and views of each kind of caller, the sweep that ends what nobody answered, and the payment
// provider's confirmation. The customer, merchant, rider and admin routes, the seeded history and the demo
// simulator all go through this one service.
import { createHash, randomUUID } from 'node:crypto';
import type { Order, OrderReview, Page, Product } from '@oja/shared/contract';
import {
  type AdminOrderQuery,
  type AvailableOrderQuery,
  type MerchantOrderQuery,
  ORDER_STATUS_GROUPS,
  type OrderActorRole,
  type OrderStatus,
  type OwnOrderQuery,
  type PlaceOrderPayload,
} from '@oja/shared/validation';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { Repositories } from '../../db/repositories/index';
import type {
  Moved,
  OrderChanges,
  OrderFilter,
  OrderOwner,
  OrderView,
  TimelineRow,
} from '../../db/repositories/orders';
import type { MerchantRow, OrderItemRow, UserRow } from '../../db/schema';
import { AppError, conflict, invalid, notFound } from '../../errors';
import { page } from '../../http/envelope';
import type { ReplaySource } from '../../live/streams';
import type { MailOrder } from '../../mail/templates/orders';
import { newOrderMail, orderCancelledMail, orderPlacedMail, orderRejectedMail } from '../../mail/templates/orders';
import { toOrder } from '../../present';
import { ProviderError } from '../../providers/http';
import type { ChargeStart, PaymentNotice } from '../../providers/payments/types';
import { merchantMenu } from '../products/service';
import { describeOpening, isWithinHours, lagosDayStart, nextOpening } from '../store/hours';
import { CLAIM_REFUSALS, liveEvent, MOVES, type Move, type MoveName, refusalOf, SYSTEM_REASONS } from './lifecycle';
import {
  DELIVERY_RULES,
  deliveryFeeKobo,
  distanceMeters,
  isDeliverable,
  orderNumber,
  type PricedLine,
  priceLine,
  toKobo,
  totalsOf,
} from './pricing';

export const ORDER_NOT_FOUND = 'Order not found';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different order. Send a new key for a new order.';
export const REVIEW_REFUSALS = {
  notDelivered: 'You can review an order once it is delivered.',
  twice: 'You have already reviewed this order.',
} as const;
export const PLACEMENT_REFUSALS = {
  notOnOja: 'This merchant is not taking orders on Oja.',
  noLocation: (name: string) => `${name} does not deliver yet.`,
  paused: (name: string) => `${name} is not taking orders right now.`,
  closed: (name: string, opens: string | null) =>
    opens === null ? `${name} is closed.` : `${name} is closed now. It opens ${opens}.`,
  notOnMenu: (name: string) => `This item is not on ${name}'s menu.`,
  outOfStock: (item: string) => `${item} is out of stock.`,
  notYet: (item: string) => `${item} is not available yet.`,
  tooFar: (name: string, km: string) =>
    `${name} delivers within ${DELIVERY_RULES.maxMeters / 1000} km; this address is ${km} km away.`,
} as const;

/** Events committed this long before a reconnection are sent again with it (an id is taken before its commit). */
export const REPLAY_OVERLAP_MS = 10_000;
/** Orders the sweeper ends per kind and per run (the next run takes the rest). */
const SWEEP_BATCH = 200;

/** A committed change, and the order's view when announcing it had to read it. */
interface Done {
  moved: Moved;
  view: OrderView | null;
}

/** Who makes a call: the signed-in user, with its merchant for a merchant. */
export interface OrderActor {
  user: UserRow;
  merchant?: MerchantRow | null;
}

export interface OrdersServiceOptions {
  /** The clock (the seeded history runs the service eight weeks back). */
  now?: () => Date;
  /** Mail and live events after each change; off for the seeded history, which nobody is waiting for. */
  notify?: boolean;
  /** Count new orders against the customer's allowance; off for the seeded history (weeks in one go). */
  rateLimited?: boolean;
}

/** The statuses a list filter names: one status, or a group of them. */
function statusesOf(filter: string | undefined): readonly OrderStatus[] | undefined {
  if (filter === undefined) return undefined;
  if (filter in ORDER_STATUS_GROUPS) return ORDER_STATUS_GROUPS[filter as keyof typeof ORDER_STATUS_GROUPS];
  return [filter as OrderStatus];
}

/** A range of Lagos days as instants: from the first day's midnight to the midnight after the last. */
function daysOf(query: { from?: string | undefined; to?: string | undefined }): { from?: Date; to?: Date } {
  return {
    ...(query.from === undefined ? {} : { from: lagosDayStart(query.from) }),
    ...(query.to === undefined ? {} : { to: new Date(lagosDayStart(query.to).getTime() + 86_400_000) }),
  };
}

function requestHashOf(input: PlaceOrderPayload): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

function mailOrderOf(view: OrderView): MailOrder {
  const { order } = view;
  return {
    number: orderNumber(order.id),
    businessName: view.merchant.businessName,
    lines: view.items.map((line) => ({ name: line.name, quantity: line.quantity, lineTotalKobo: line.lineTotalKobo })),
    subtotalKobo: order.subtotalKobo,
    discountKobo: order.discountKobo,
    deliveryFeeKobo: order.deliveryFeeKobo,
    totalKobo: order.totalKobo,
    paymentMethod: order.paymentMethod,
    deliveryAddress: order.deliveryAddress,
  };
}

/** The timeline rows a stream missed, for src/live/streams.ts. */
export function orderEventReplay(repos: Repositories): ReplaySource {
  return async (scope, afterId, limit) => {
    const rows = await repos.orders.eventsAfter({
      ...(scope.merchantId === null ? {} : { merchantId: scope.merchantId }),
      afterId,
      since: new Date(Date.now() - REPLAY_OVERLAP_MS),
      limit: limit + 1,
    });
    if (rows.length > limit) return null;
    return rows.map((row) => liveEvent(row, row.toStatus, orderNumber(row.orderId)));
  };
}

export function ordersService(ctx: AppContext, options: OrdersServiceOptions = {}) {
  const { repos } = ctx;
  const settings = ctx.settings.orders;
  const now = options.now ?? (() => new Date());
  const notify = options.notify ?? true;
  const rateLimited = options.rateLimited ?? true;

  async function viewOf(id: number, filter: Omit<OrderFilter, 'page' | 'perPage' | 'id'> = {}): Promise<OrderView> {
    const view = await repos.orders.view(id, filter);
    if (view === null) throw notFound(ORDER_NOT_FOUND);
    return view;
  }

  async function withTimeline(view: OrderView): Promise<Order> {
    return toOrder(view, await repos.orders.timeline(view.order.id));
  }

  async function listOf(filter: OrderFilter, query: { page: number; per_page: number }): Promise<Page<Order>> {
    const { rows, total } = await repos.orders.list(filter);
    return page(
      rows.map((view) => toOrder(view)),
      query,
      total,
    );
  }

  function send(name: string, to: string, mail: { subject: string; text: string; html: string }): void {
    ctx.tasks.run(name, () => ctx.mailer.send({ to, ...mail }));
  }

  /** The mails of a change: the customer's, and for a cancellation the merchant's and the rider's. */
  function mailAbout(moved: Moved, view: OrderView): void {
    const { order } = moved;
    const mailOrder = mailOrderOf(view);
    const paidByCard = order.paymentMethod === 'card' && order.paymentStatus !== 'pending';
    switch (moved.event.action) {
      case 'placed':
        send(
          'order placed mail',
          view.customerEmail,
          orderPlacedMail({ customerName: view.customerName, order: mailOrder }),
        );
        // Until its Order Mgt page is open, the mail is how a merchant hears of an order it must answer in time.
        send(
          'new order mail',
          view.merchant.businessEmail,
          newOrderMail({
            businessName: view.merchant.businessName,
            customerName: view.customerName,
            order: mailOrder,
            note: order.note,
            answerWithinMinutes: settings.unansweredMinutes,
            ordersUrl: `${ctx.settings.appUrl}/dashboard`,
          }),
        );
        return;
      case 'rejected':
        send(
          'order rejected mail',
          view.customerEmail,
          orderRejectedMail({
            customerName: view.customerName,
            order: mailOrder,
            reason: order.reason ?? '',
            refunded: paidByCard,
          }),
        );
        return;
      case 'cancelled': {
        const about = { order: mailOrder, cancelledBy: order.cancelledBy ?? 'system', reason: order.reason ?? '' };
        send(
          'order cancelled mail',
          view.customerEmail,
          orderCancelledMail({ ...about, name: view.customerName, reader: 'customer', refunded: paidByCard }),
        );
        // The merchant hears of it once it could see the order; the rider once it had claimed it.
        if (order.placedAt !== null) {
          send(
            'order cancelled mail',
            view.merchant.businessEmail,
            orderCancelledMail({ ...about, name: view.merchant.businessName, reader: 'merchant', refunded: false }),
          );
        }
        if (view.riderEmail !== null) {
          send(
            'order cancelled mail',
            view.riderEmail,
            orderCancelledMail({ ...about, name: view.riderName ?? '', reader: 'rider', refunded: false }),
          );
        }
        return;
      }
      default:
        return;
    }
  }

  /** A paid card order that will not be delivered gets its money back, and its timeline says so. */
  async function refund(moved: Moved): Promise<void> {
    const { order } = moved;
    if (order.paymentMethod !== 'card' || order.paymentStatus !== 'paid' || order.paymentReference === null) return;
    await ctx.providers.payments.refund(order.paymentReference, order.totalKobo);
    const refunded = await repos.transaction((tx) => tx.orders.markRefunded(order.id, now()));
    if (refunded !== null && notify) await publish(refunded);
  }

  function publish(moved: Moved): Promise<void> {
    return ctx.live.bus.publish(liveEvent(moved.event, moved.order.status, orderNumber(moved.order.id)));
  }

  /**
   * What follows a committed change: its live event at once, its mails after the answer, a refund if one is due.
   * Answers the order's view when it read it (for the mails), so that the caller need not read it again.
   */
  async function announce(moved: Moved, known?: OrderView): Promise<OrderView | null> {
    const ended = moved.order.status === 'rejected' || moved.order.status === 'cancelled';
    if (!notify) {
      if (ended) await refund(moved);
      return null;
    }
    ctx.tasks.run('order event', () => publish(moved));
    const view = known ?? (await viewOf(moved.order.id));
    mailAbout(moved, view);
    if (ended) ctx.tasks.run('order refund', () => refund(moved));
    return view;
  }

  /** The answer of a change: the order as it is now, with its timeline. */
  async function answer(done: Done): Promise<Order> {
    return withTimeline(done.view ?? (await viewOf(done.moved.order.id)));
  }

  /**
   * One move of the life cycle, as `role` (the user `actorId`), on an order that must belong to `owner`. Its
   * refusal: 404 when the caller may not see the order (`visible`), else 409 saying where the order stands.
   */
  async function apply(
    name: MoveName,
    id: number,
    actor: { role: OrderActorRole; id: number | null },
    scope: { owner?: OrderOwner; visible: Omit<OrderFilter, 'page' | 'perPage' | 'id'> },
    set: (at: Date) => OrderChanges,
    reason: string | null = null,
  ): Promise<Done> {
    const move: Move = MOVES[name];
    const at = now();
    const moved = await repos.transaction((tx) =>
      tx.orders.move({
        id,
        from: move.from,
        to: move.to,
        ...(scope.owner ? { owner: scope.owner } : {}),
        set: set(at),
        event: { action: move.action, actorRole: actor.role, actorId: actor.id, reason, createdAt: at },
      }),
    );
    if (moved === null) {
      const current = await repos.orders.view(id, scope.visible);
      if (current === null) throw notFound(ORDER_NOT_FOUND);
      throw conflict(refusalOf(move, current.order.status));
    }
    return { moved, view: await announce(moved) };
  }

  const ended = (by: OrderActorRole, reason: string) => (at: Date) => ({
    cancelledAt: at,
    cancelledBy: by,
    reason,
  });

  /** The merchant's menu item each line names, priced; every refusal on the field of its line. */
  async function priceLines(merchant: MerchantRow, input: PlaceOrderPayload): Promise<PricedLine[]> {
    const menu = new Map<number, Product>((await merchantMenu(ctx, merchant.id)).map((item) => [item.id, item]));
    const errors: Record<string, string[]> = {};
    const lines: PricedLine[] = [];
    input.items.forEach((line, index) => {
      const item = menu.get(line.product_id);
      const field = `items.${index}.product_id`;
      if (item === undefined) errors[field] = [PLACEMENT_REFUSALS.notOnMenu(merchant.businessName)];
      else if (item.status === 'out_of_stock') errors[field] = [PLACEMENT_REFUSALS.outOfStock(item.name)];
      else if (item.status === 'coming_soon') errors[field] = [PLACEMENT_REFUSALS.notYet(item.name)];
      else {
        lines.push(
          priceLine(
            { id: item.id, name: item.name, priceKobo: toKobo(item.price), discountPercent: item.discount },
            line.quantity,
            line.note ?? null,
          ),
        );
      }
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return lines;
  }

  /** The merchant, if it takes this order now: approved, located, not paused, inside its hours. */
  async function takingMerchant(
    merchantId: number,
    at: Date,
  ): Promise<MerchantRow & { latitude: number; longitude: number }> {
    const found = await repos.store.takingOrders(merchantId);
    const refuse = (message: string) => invalid({ merchant_id: [message] });
    if (found === null || found.merchant.verificationStatus !== 'approved') throw refuse(PLACEMENT_REFUSALS.notOnOja);
    const { merchant, acceptingOrders, hours } = found;
    const { latitude, longitude } = merchant;
    if (latitude === null || longitude === null) throw refuse(PLACEMENT_REFUSALS.noLocation(merchant.businessName));
    if (!acceptingOrders) throw refuse(PLACEMENT_REFUSALS.paused(merchant.businessName));
    if (!isWithinHours(hours, at)) {
      const opens = nextOpening(hours, at);
      throw refuse(
        PLACEMENT_REFUSALS.closed(merchant.businessName, opens === null ? null : describeOpening(opens, at)),
      );
    }
    return { ...merchant, latitude, longitude };
  }

  /** The same key again: the order it made, unless the request differs (a key is for one order). */
  function replay(existing: { id: number; requestHash: string }, requestHash: string) {
    if (existing.requestHash !== requestHash) {
      throw new AppError('invalid', IDEMPOTENCY_KEY_REUSED, {
        errors: { 'Idempotency-Key': [IDEMPOTENCY_KEY_REUSED] },
      });
    }
    return { orderId: existing.id, replayed: true, view: null };
  }

  async function startCharge(customer: UserRow, reference: string, amountKobo: number): Promise<ChargeStart> {
    try {
      return await ctx.providers.payments.startCharge({ reference, amountKobo, email: customer.email });
    } catch (error) {
      if (error instanceof ProviderError) {
        throw new AppError(
          'provider-failed',
          'The card payment could not be started. Please try again, or pay in cash.',
        );
      }
      throw error;
    }
  }

  /** Ends one stale order (the sweep): only if it is still where it was found (another instance may be faster). */
  async function expire(name: 'expireUnanswered' | 'expireUnpaid', id: number, reason: string): Promise<boolean> {
    try {
      await apply(name, id, { role: 'system', id: null }, { visible: {} }, ended('system', reason), reason);
      return true;
    } catch (error) {
      if (error instanceof AppError && (error.kind === 'conflict' || error.kind === 'not-found')) return false;
      throw error;
    }
  }

  /** The filters an order list shares: a status or a group, Lagos days, an order number, the page. */
  function listed(query: MerchantOrderQuery): Omit<OrderFilter, 'owner'> {
    return {
      ...daysOf(query),
      ...(query.status === undefined ? {} : { statuses: statusesOf(query.status) }),
      ...(query.search === undefined ? {} : { id: query.search }),
      page: query.page,
      perPage: query.per_page,
    };
  }

  const owned = (owner: OrderOwner, merchantView = false) => ({
    owner,
    visible: merchantView ? { owner, placedOnly: true } : { owner },
  });

  /** Not its own: an order still waiting for a rider says to claim it first; any other is not found. */
  async function riderMove(name: 'pickUp' | 'deliver', rider: UserRow, id: number, set: (at: Date) => OrderChanges) {
    try {
      return await apply(name, id, { role: 'rider', id: rider.id }, owned({ riderId: rider.id }), set);
    } catch (error) {
      if (error instanceof AppError && error.kind === 'not-found') {
        if ((await repos.orders.view(id, { unclaimed: true })) !== null) {
          throw conflict('Claim this order before picking it up or delivering it.');
        }
      }
      throw error;
    }
  }

  /**
   * The rules themselves: each call applies one change and answers it (with the order's view only when announcing
   * it read one). The routes answer through the methods below; the seeded history calls these directly, since
   * nobody reads its answers.
   */
  const moves = {
    /**
     * Places an order, or finds the one this customer's `key` already placed (a retry: `replayed`). The lines, the
     * delivery fee and the total come from the menu and the distance, in kobo; the client's figures are never read.
     * Two requests with one key at once make one order: the second insert meets the unique key and answers the
     * first's order.
     */
    async place(
      customer: UserRow,
      input: PlaceOrderPayload,
      key: string,
    ): Promise<{ orderId: number; replayed: boolean; view: OrderView | null; timeline?: TimelineRow[] }> {
      const requestHash = requestHashOf(input);
      const existing = await repos.orders.findByIdempotencyKey(customer.id, key);
      if (existing !== null) return replay(existing, requestHash);
      if (rateLimited) {
        await ctx.limiter.consume(
          `order-placements:user:${customer.id}`,
          ctx.settings.rateLimits.orderPlacements.perAccount,
          'requests',
        );
      }
      const at = now();
      const merchant = await takingMerchant(input.merchant_id, at);
      const lines = await priceLines(merchant, input);
      const distanceM = distanceMeters(merchant, input.delivery);
      if (!isDeliverable(distanceM)) {
        throw invalid({
          'delivery.address': [PLACEMENT_REFUSALS.tooFar(merchant.businessName, (distanceM / 1000).toFixed(1))],
        });
      }
      const totals = totalsOf(lines, deliveryFeeKobo(distanceM));
      const reference = input.payment_method === 'card' ? `oja-${randomUUID()}` : null;
      const charge = reference === null ? null : await startCharge(customer, reference, totals.totalKobo);
      const status: OrderStatus = charge?.status === 'pending' ? 'awaiting_payment' : 'placed';
      let moved: Moved & { items: OrderItemRow[] };
      try {
        moved = await repos.transaction((tx) =>
          tx.orders.create(
            {
              customerId: customer.id,
              merchantId: merchant.id,
              status,
              paymentMethod: input.payment_method,
              paymentStatus: charge?.status === 'paid' ? 'paid' : 'pending',
              paymentReference: reference,
              paymentUrl: charge?.status === 'pending' ? charge.authorizationUrl : null,
              ...totals,
              distanceM,
              deliveryAddress: input.delivery.address,
              deliveryLatitude: input.delivery.latitude,
              deliveryLongitude: input.delivery.longitude,
              note: input.note ?? null,
              idempotencyKey: key,
              requestHash,
              createdAt: at,
              placedAt: status === 'placed' ? at : null,
              updatedAt: at,
            },
            lines,
            {
              action: status === 'placed' ? 'placed' : 'created',
              fromStatus: null,
              toStatus: status,
              actorRole: 'customer',
              actorId: customer.id,
              createdAt: at,
            },
          ),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const winner = await repos.orders.findByIdempotencyKey(customer.id, key);
        if (winner === null) throw error;
        return replay(winner, requestHash);
      }
      // Everything an answer shows is at hand: the order is answered without reading it back.
      const view: OrderView = {
        order: moved.order,
        merchant,
        customerName: customer.name,
        customerEmail: customer.email,
        riderName: null,
        riderEmail: null,
        items: moved.items,
        review: null,
      };
      return {
        orderId: moved.order.id,
        replayed: false,
        view: await announce(moved, view),
        timeline: [{ ...moved.event, actorName: customer.name }],
      };
    },

    /** Before the merchant accepts it (or while a card payment is awaited); a paid card is refunded. */
    cancelByCustomer: (customer: UserRow, id: number, reason: string | undefined) =>
      apply(
        'customerCancel',
        id,
        { role: 'customer', id: customer.id },
        owned({ customerId: customer.id }),
        ended('customer', reason ?? SYSTEM_REASONS.customer),
        reason ?? null,
      ),

    accept: (actor: OrderActor, merchantId: number, id: number, prepMinutes: number) =>
      apply('accept', id, { role: 'merchant', id: actor.user.id }, owned({ merchantId }, true), (at) => ({
        acceptedAt: at,
        prepMinutes,
      })),

    reject: (actor: OrderActor, merchantId: number, id: number, reason: string) =>
      apply(
        'reject',
        id,
        { role: 'merchant', id: actor.user.id },
        owned({ merchantId }, true),
        ended('merchant', reason),
        reason,
      ),

    markReady: (actor: OrderActor, merchantId: number, id: number) =>
      apply('ready', id, { role: 'merchant', id: actor.user.id }, owned({ merchantId }, true), (at) => ({
        readyAt: at,
      })),

    /**
     * Takes an order waiting for a rider. Of two riders at once exactly one wins; the other is told it is taken.
     * A rider carries at most `maxOnHand` orders.
     */
    async claim(rider: UserRow, id: number): Promise<Done> {
      const result = await repos.transaction((tx) => tx.orders.claim(id, rider.id, now(), settings.maxOnHand));
      if (result === 'busy') throw conflict(CLAIM_REFUSALS.busy(settings.maxOnHand));
      if (result === null) {
        const order = await repos.orders.find(id);
        // Only an order that was once waiting for riders says why; any other is not a rider's to know about.
        if (order === null || order.acceptedAt === null) throw notFound(ORDER_NOT_FOUND);
        if (order.riderId === rider.id) throw conflict('You have already claimed this order.');
        if (order.riderId !== null) throw conflict(CLAIM_REFUSALS.taken);
        throw conflict(CLAIM_REFUSALS.notWaiting);
      }
      return { moved: result, view: await announce(result) };
    },

    pickUp: (rider: UserRow, id: number) => riderMove('pickUp', rider, id, (at) => ({ pickedUpAt: at })),

    /** Delivered: the end of the order; a cash order is paid at the door. */
    deliver: (rider: UserRow, id: number) =>
      riderMove('deliver', rider, id, (at) => ({
        deliveredAt: at,
        paymentStatus: sql`case when ${sql.identifier('payment_method')} = 'cash' then 'paid' else ${sql.identifier('payment_status')} end`,
      })),

    /** At any stage before delivery, with a reason; a paid card is refunded. */
    cancelByAdmin: (admin: UserRow, id: number, reason: string) =>
      apply('adminCancel', id, { role: 'admin', id: admin.id }, { visible: {} }, ended('admin', reason), reason),
  };

  return {
    moves,

    async place(
      customer: UserRow,
      input: PlaceOrderPayload,
      key: string,
    ): Promise<{ order: Order; replayed: boolean }> {
      const placed = await moves.place(customer, input, key);
      const view = placed.view ?? (await viewOf(placed.orderId, { owner: { customerId: customer.id } }));
      const order = placed.timeline === undefined ? await withTimeline(view) : toOrder(view, placed.timeline);
      return { order, replayed: placed.replayed };
    },

    // The customer's own orders.
    customerOrders: (customer: UserRow, query: OwnOrderQuery) =>
      listOf({ owner: { customerId: customer.id }, page: query.page, perPage: query.per_page }, query),

    customerOrder: async (customer: UserRow, id: number) =>
      withTimeline(await viewOf(id, { owner: { customerId: customer.id } })),

    cancelByCustomer: async (customer: UserRow, id: number, reason: string | undefined) =>
      answer(await moves.cancelByCustomer(customer, id, reason)),

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
      const view = await viewOf(id, { owner: { customerId: customer.id } });
      throw conflict(view.order.status === 'delivered' ? REVIEW_REFUSALS.twice : REVIEW_REFUSALS.notDelivered);
    },

    // The merchant's orders: never another's, and a card order only once it is paid.
    merchantOrders: (merchantId: number, query: MerchantOrderQuery) =>
      listOf({ owner: { merchantId }, placedOnly: true, ...listed(query) }, query),

    merchantOrder: async (merchantId: number, id: number) =>
      withTimeline(await viewOf(id, { owner: { merchantId }, placedOnly: true })),

    accept: async (actor: OrderActor, merchantId: number, id: number, prepMinutes: number) =>
      answer(await moves.accept(actor, merchantId, id, prepMinutes)),

    reject: async (actor: OrderActor, merchantId: number, id: number, reason: string) =>
      answer(await moves.reject(actor, merchantId, id, reason)),

    markReady: async (actor: OrderActor, merchantId: number, id: number) =>
      answer(await moves.markReady(actor, merchantId, id)),

    // A rider sees the orders waiting for one, and its own (without the timeline: that is the merchant's story).
    available: (query: AvailableOrderQuery) =>
      listOf(
        {
          unclaimed: true,
          ...(query.latitude !== undefined && query.longitude !== undefined
            ? { near: { latitude: query.latitude, longitude: query.longitude } }
            : {}),
          page: query.page,
          perPage: query.per_page,
        },
        query,
      ),

    riderOrders: (rider: UserRow, query: OwnOrderQuery) =>
      listOf({ owner: { riderId: rider.id }, page: query.page, perPage: query.per_page }, query),

    async riderOrder(rider: UserRow, id: number): Promise<Order> {
      const view =
        (await repos.orders.view(id, { owner: { riderId: rider.id } })) ??
        (await repos.orders.view(id, { unclaimed: true }));
      if (view === null) throw notFound(ORDER_NOT_FOUND);
      return toOrder(view);
    },

    claim: async (rider: UserRow, id: number) => riderAnswer(await moves.claim(rider, id)),
    pickUp: async (rider: UserRow, id: number) => riderAnswer(await moves.pickUp(rider, id)),
    deliver: async (rider: UserRow, id: number) => riderAnswer(await moves.deliver(rider, id)),

    // Admins see every order.
    adminOrders: (query: AdminOrderQuery) =>
      listOf(
        { ...(query.merchant_id === undefined ? {} : { owner: { merchantId: query.merchant_id } }), ...listed(query) },
        query,
      ),

    adminOrder: async (id: number) => withTimeline(await viewOf(id)),

    cancelByAdmin: async (admin: UserRow, id: number, reason: string) =>
      answer(await moves.cancelByAdmin(admin, id, reason)),

    /**
     * The payment provider's signed word that a card order is paid: the order is placed (the merchant sees it
     * from now on). A notice for an order that has ended meanwhile is refunded; anything else is ignored.
     */
    async confirmPayment(notice: PaymentNotice): Promise<'placed' | 'refunded' | 'ignored'> {
      const order = await repos.orders.findByPaymentReference(notice.reference);
      if (order === null || notice.amountKobo !== order.totalKobo) return 'ignored';
      const move = MOVES.confirmPayment;
      const at = now();
      const moved = await repos.transaction((tx) =>
        tx.orders.move({
          id: order.id,
          from: move.from,
          to: move.to,
          set: { placedAt: at, paymentStatus: 'paid' },
          event: { action: move.action, actorRole: 'system', actorId: null, createdAt: at },
        }),
      );
      if (moved !== null) {
        await announce(moved);
        return 'placed';
      }
      const current = await repos.orders.find(order.id);
      if (current?.status === 'cancelled' && current.paymentStatus === 'pending') {
        await ctx.providers.payments.refund(notice.reference, notice.amountKobo);
        return 'refunded';
      }
      return 'ignored';
    },

    /** Ends the orders nobody answered: placed and unanswered, or awaiting a payment that never came. */
    async sweep(): Promise<number> {
      const at = now().getTime();
      let count = 0;
      const kinds = [
        {
          name: 'expireUnanswered' as const,
          status: 'placed' as const,
          minutes: settings.unansweredMinutes,
          reason: SYSTEM_REASONS.unanswered(settings.unansweredMinutes),
        },
        {
          name: 'expireUnpaid' as const,
          status: 'awaiting_payment' as const,
          minutes: settings.unpaidMinutes,
          reason: SYSTEM_REASONS.unpaid(settings.unpaidMinutes),
        },
      ];
      for (const kind of kinds) {
        const ids = await repos.orders.staleIds(kind.status, new Date(at - kind.minutes * 60_000), SWEEP_BATCH);
        for (const id of ids) if (await expire(kind.name, id, kind.reason)) count += 1;
      }
      return count;
    },
  };

  /** A rider's answer: the order without its timeline. */
  async function riderAnswer(done: Done): Promise<Order> {
    return toOrder(done.view ?? (await viewOf(done.moved.order.id)));
  }
}

export type OrdersService = ReturnType<typeof ordersService>;

/** Every instance looks for stale orders now and then; the conditional update lets exactly one end each. */
export function startOrderSweeper(ctx: AppContext): () => void {
  const every = ctx.settings.orders.sweepEveryMs;
  if (every <= 0) return () => {};
  const orders = ordersService(ctx);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    orders
      .sweep()
      .then((count) => {
        if (count > 0) ctx.log.info({ count }, 'orders: ended orders nobody answered in time');
      })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'orders: the sweep failed; the next run tries again'))
      .finally(() => {
        running = false;
      });
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
