// Placing an order (docs/product/orders.md, "Placing an order"): priced here from the merchant's menu and the
// distance, never from the client's figures; safe to retry with its Idempotency-Key; a card charged through the
// payment provider.
import { createHash, randomUUID } from 'node:crypto';
import type { Product } from '@oja/shared/contract';
import type { OrderStatus, PlaceOrderPayload } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { Moved, NewOrder, OrderView, TimelineRow } from '../../db/repositories/orders';
import type { MerchantRow, OrderItemRow, UserRow } from '../../db/schema';
import { AppError, invalid } from '../../errors';
import { ProviderError } from '../../providers/http';
import type { ChargeStart } from '../../providers/payments/types';
import { merchantMenu } from '../products/service';
import { describeOpening, isWithinHours, nextOpening } from '../store/hours';
import type { OrderDeps } from './deps';
import type { OrderNotices } from './notices';
import {
  DELIVERY_RULES,
  deliveryFeeKobo,
  distanceMeters,
  isDeliverable,
  type OrderTotals,
  type PricedLine,
  priceLine,
  toKobo,
  totalsOf,
} from './pricing';

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different order. Send a new key for a new order.';
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

/** A placement's outcome: the order, and its view and timeline when the placement made it (not a retry). */
export interface Placed {
  orderId: number;
  replayed: boolean;
  view: OrderView | null;
  timeline?: TimelineRow[];
}

function requestHashOf(input: PlaceOrderPayload): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

/** The same key again: the order it made, unless the request differs (a key is for one order). */
function replay(existing: { id: number; requestHash: string }, requestHash: string): Placed {
  if (existing.requestHash !== requestHash) {
    throw new AppError('invalid', IDEMPOTENCY_KEY_REUSED, {
      errors: { 'Idempotency-Key': [IDEMPOTENCY_KEY_REUSED] },
    });
  }
  return { orderId: existing.id, replayed: true, view: null };
}

/** The merchant, if it takes this order now: approved, located, not paused, inside its hours. */
async function takingMerchant(
  ctx: AppContext,
  merchantId: number,
  at: Date,
): Promise<MerchantRow & { latitude: number; longitude: number }> {
  const found = await ctx.repos.store.takingOrders(merchantId);
  const refuse = (message: string) => invalid({ merchant_id: [message] });
  if (found === null || found.merchant.verificationStatus !== 'approved') throw refuse(PLACEMENT_REFUSALS.notOnOja);
  const { merchant, acceptingOrders, hours } = found;
  const { latitude, longitude } = merchant;
  if (latitude === null || longitude === null) throw refuse(PLACEMENT_REFUSALS.noLocation(merchant.businessName));
  if (!acceptingOrders) throw refuse(PLACEMENT_REFUSALS.paused(merchant.businessName));
  if (!isWithinHours(hours, at)) {
    const opens = nextOpening(hours, at);
    throw refuse(PLACEMENT_REFUSALS.closed(merchant.businessName, opens === null ? null : describeOpening(opens, at)));
  }
  return { ...merchant, latitude, longitude };
}

/** The merchant's menu item each line names, priced; every refusal on the field of its line. */
async function priceLines(ctx: AppContext, merchant: MerchantRow, input: PlaceOrderPayload): Promise<PricedLine[]> {
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

async function startCharge(
  ctx: AppContext,
  customer: UserRow,
  reference: string,
  amountKobo: number,
): Promise<ChargeStart> {
  try {
    return await ctx.providers.payments.startCharge({ reference, amountKobo, email: customer.email });
  } catch (error) {
    if (error instanceof ProviderError) {
      throw new AppError('provider-failed', 'The card payment could not be started. Please try again, or pay in cash.');
    }
    throw error;
  }
}

/** The order as it is written: its figures, its payment, where it goes, and the key it was placed with. */
function newOrder(order: {
  customer: UserRow;
  merchant: MerchantRow;
  input: PlaceOrderPayload;
  key: string;
  requestHash: string;
  at: Date;
  distanceM: number;
  totals: OrderTotals;
  reference: string | null;
  charge: ChargeStart | null;
}): NewOrder {
  const { input, charge, at } = order;
  const status: OrderStatus = charge?.status === 'pending' ? 'awaiting_payment' : 'placed';
  return {
    customerId: order.customer.id,
    merchantId: order.merchant.id,
    status,
    paymentMethod: input.payment_method,
    paymentStatus: charge?.status === 'paid' ? 'paid' : 'pending',
    paymentReference: order.reference,
    paymentUrl: charge?.status === 'pending' ? charge.authorizationUrl : null,
    ...order.totals,
    distanceM: order.distanceM,
    deliveryAddress: input.delivery.address,
    deliveryLatitude: input.delivery.latitude,
    deliveryLongitude: input.delivery.longitude,
    note: input.note ?? null,
    idempotencyKey: order.key,
    requestHash: order.requestHash,
    createdAt: at,
    placedAt: status === 'placed' ? at : null,
    updatedAt: at,
  };
}

export function orderPlacement({ ctx, now, rateLimited }: OrderDeps, notices: OrderNotices) {
  const { repos } = ctx;
  return {
    /**
     * Places an order, or finds the one this customer's `key` already placed (a retry: `replayed`). The lines, the
     * delivery fee and the total come from the menu and the distance, in kobo; the client's figures are never read.
     * Two requests with one key at once make one order: the second insert meets the unique key and answers the
     * first's order.
     */
    async place(customer: UserRow, input: PlaceOrderPayload, key: string): Promise<Placed> {
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
      const merchant = await takingMerchant(ctx, input.merchant_id, at);
      const lines = await priceLines(ctx, merchant, input);
      const distanceM = distanceMeters(merchant, input.delivery);
      if (!isDeliverable(distanceM)) {
        throw invalid({
          'delivery.address': [PLACEMENT_REFUSALS.tooFar(merchant.businessName, (distanceM / 1000).toFixed(1))],
        });
      }
      const totals = totalsOf(lines, deliveryFeeKobo(distanceM));
      const reference = input.payment_method === 'card' ? `oja-${randomUUID()}` : null;
      const charge = reference === null ? null : await startCharge(ctx, customer, reference, totals.totalKobo);
      const row = newOrder({ customer, merchant, input, key, requestHash, at, distanceM, totals, reference, charge });
      let moved: Moved & { items: OrderItemRow[] };
      try {
        moved = await repos.transaction((tx) =>
          tx.orders.create(row, lines, {
            action: row.status === 'placed' ? 'placed' : 'created',
            fromStatus: null,
            toStatus: row.status,
            actorRole: 'customer',
            actorId: customer.id,
            createdAt: at,
          }),
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
        view: await notices.announce(moved, view),
        timeline: [{ ...moved.event, actorName: customer.name }],
      };
    },
  };
}

export type OrderPlacement = ReturnType<typeof orderPlacement>;
