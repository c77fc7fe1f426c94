// The life of an order (docs/product/orders.md, "The order's life"): which move takes it from which statuses to
// which, who may make it, and what a refusal says. The service applies a move as one conditional update and one
// timeline row; this table is the one place the rules are written.
import type { OrderEventType, OrderLiveEvent } from '@oja/shared/contract';
import type { OrderAction, OrderActorRole, OrderStatus } from '@oja/shared/validation';

export interface Move {
  action: OrderAction;
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: OrderActorRole;
  /** How a refusal names the move: "This order ... so it cannot be <verb>." */
  verb: string;
}

export const MOVES = {
  confirmPayment: { action: 'placed', from: ['awaiting_payment'], to: 'placed', by: 'system', verb: 'paid for' },
  accept: { action: 'accepted', from: ['placed'], to: 'accepted', by: 'merchant', verb: 'accepted' },
  reject: { action: 'rejected', from: ['placed'], to: 'rejected', by: 'merchant', verb: 'rejected' },
  ready: { action: 'ready', from: ['accepted'], to: 'ready', by: 'merchant', verb: 'marked ready' },
  pickUp: { action: 'picked_up', from: ['ready'], to: 'picked_up', by: 'rider', verb: 'marked picked up' },
  deliver: { action: 'delivered', from: ['picked_up'], to: 'delivered', by: 'rider', verb: 'marked delivered' },
  customerCancel: {
    action: 'cancelled',
    from: ['awaiting_payment', 'placed'],
    to: 'cancelled',
    by: 'customer',
    verb: 'cancelled',
  },
  adminCancel: {
    action: 'cancelled',
    from: ['awaiting_payment', 'placed', 'accepted', 'ready', 'picked_up'],
    to: 'cancelled',
    by: 'admin',
    verb: 'cancelled',
  },
  expireUnanswered: { action: 'cancelled', from: ['placed'], to: 'cancelled', by: 'system', verb: 'cancelled' },
  expireUnpaid: { action: 'cancelled', from: ['awaiting_payment'], to: 'cancelled', by: 'system', verb: 'cancelled' },
} as const satisfies Record<string, Move>;

export type MoveName = keyof typeof MOVES;

/** What the current status says about an order, for a refusal: "This order <phrase>, so ...". */
const WHERE_IT_STANDS: Record<OrderStatus, string> = {
  awaiting_payment: 'is still waiting for its payment',
  placed: 'has not been accepted yet',
  accepted: 'was already accepted',
  ready: 'is already ready for pickup',
  picked_up: 'was already picked up',
  delivered: 'was already delivered',
  rejected: 'was rejected',
  cancelled: 'was cancelled',
};

/** The 409 of a move from a status it does not start from. */
export function refusalOf(move: Move, status: OrderStatus): string {
  if (move.by === 'customer' && ['accepted', 'ready', 'picked_up'].includes(status)) {
    return 'The merchant has already accepted this order, so it can no longer be cancelled. Write to support if you need help.';
  }
  return `This order ${WHERE_IT_STANDS[status]}, so it cannot be ${move.verb}.`;
}

export const SYSTEM_REASONS = {
  unanswered: (minutes: number) => `The merchant did not answer within ${minutes} minutes.`,
  unpaid: (minutes: number) => `The card payment was not completed within ${minutes} minutes.`,
  customer: 'Cancelled by the customer.',
} as const;

export const CLAIM_REFUSALS = {
  taken: 'Another rider has already claimed this order.',
  notWaiting: 'This order is not waiting for a rider.',
  busy: (max: number) => `You already carry ${max} orders. Deliver one before claiming another.`,
} as const;

/** The stream event a timeline row makes. */
export function eventTypeOf(action: OrderAction): OrderEventType {
  if (action === 'placed') return 'order.placed';
  if (action === 'cancelled') return 'order.cancelled';
  return 'order.updated';
}

export function liveEvent(
  row: { id: number; orderId: number; merchantId: number; action: OrderAction; createdAt: Date },
  status: OrderStatus,
  number: string,
): OrderLiveEvent {
  return {
    id: row.id,
    type: eventTypeOf(row.action),
    order_id: row.orderId,
    number,
    merchant_id: row.merchantId,
    status,
    action: row.action,
    at: row.createdAt.toISOString(),
  };
}

/** The numbers of the orders' rules that the service applies (tests build the application with their own). */
export interface OrderSettings {
  /** A placed order the merchant has not answered within this is cancelled by the service. */
  unansweredMinutes: number;
  /** A card order whose payment has not come within this is cancelled. */
  unpaidMinutes: number;
  /** Orders a rider may carry at once (claimed, not yet delivered). */
  maxOnHand: number;
  /** Live streams one account may hold open (a merchant's tablets and phones, an admin's tabs), on all instances. */
  streamsPerAccount: number;
  /** How often each instance looks for orders to end (0: never; the tests call the sweep themselves). */
  sweepEveryMs: number;
}

export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  unansweredMinutes: 10,
  unpaidMinutes: 30,
  maxOnHand: 2,
  streamsPerAccount: 10,
  sweepEveryMs: 30_000,
};
