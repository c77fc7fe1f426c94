// The moves of an order's life after its placement (lifecycle.ts has their table): each one conditional update and
// one timeline row in one transaction, then its notices. Each call answers the change it made, with the order's view
// only when announcing it read one.
import type { OrderActorRole } from '@oja/shared/validation';
import { sql } from 'drizzle-orm';
import type { OrderChanges, OrderOwner } from '../../db/repositories/orders';
import type { MerchantRow, UserRow } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import type { OrderDeps } from './deps';
import { CLAIM_REFUSALS, MOVES, type MoveName, refusalOf, SYSTEM_REASONS } from './lifecycle';
import type { OrderNotices } from './notices';
import { type Done, ORDER_NOT_FOUND, type Visible } from './reads';

/** Who makes a call: the signed-in user, with its merchant for a merchant. */
export interface OrderActor {
  user: UserRow;
  merchant?: MerchantRow | null;
}

/** Whose order it must be to move it, and which orders the caller may see (a refusal is a 404 outside them). */
interface MoveScope {
  owner?: OrderOwner;
  visible: Visible;
}

const owned = (owner: OrderOwner, merchantView = false): MoveScope => ({
  owner,
  visible: merchantView ? { owner, placedOnly: true } : { owner },
});

/** The columns of an order that ends by someone's word, with the reason given. */
export const endedBy = (by: OrderActorRole, reason: string) => (at: Date) => ({
  cancelledAt: at,
  cancelledBy: by,
  reason,
});

export function moveApplier({ ctx, now }: OrderDeps, notices: OrderNotices) {
  const { repos } = ctx;
  /**
   * One move of the life cycle, as `role` (the user `actorId`), on an order that must belong to `owner`. Its
   * refusal: 404 when the caller may not see the order (`visible`), else 409 saying where the order stands.
   */
  return async function apply(
    name: MoveName,
    id: number,
    actor: { role: OrderActorRole; id: number | null },
    scope: MoveScope,
    set: (at: Date) => OrderChanges,
    reason: string | null = null,
  ): Promise<Done> {
    const move = MOVES[name];
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
    return { moved, view: await notices.announce(moved) };
  };
}

export type ApplyMove = ReturnType<typeof moveApplier>;

/** The customer's cancellation and the admin's: a paid card is refunded. */
export function cancellations(apply: ApplyMove) {
  return {
    /** Before the merchant accepts it (or while a card payment is awaited). */
    cancelByCustomer: (customer: UserRow, id: number, reason: string | undefined) =>
      apply(
        'customerCancel',
        id,
        { role: 'customer', id: customer.id },
        owned({ customerId: customer.id }),
        endedBy('customer', reason ?? SYSTEM_REASONS.customer),
        reason ?? null,
      ),

    /** At any stage before delivery, with a reason. */
    cancelByAdmin: (admin: UserRow, id: number, reason: string) =>
      apply('adminCancel', id, { role: 'admin', id: admin.id }, { visible: {} }, endedBy('admin', reason), reason),
  };
}

/** The merchant's answers to a new order, then its word that the order is ready. */
export function merchantMoves(apply: ApplyMove) {
  const asMerchant = (actor: OrderActor) => ({ role: 'merchant' as const, id: actor.user.id });
  return {
    accept: (actor: OrderActor, merchantId: number, id: number, prepMinutes: number) =>
      apply('accept', id, asMerchant(actor), owned({ merchantId }, true), (at) => ({ acceptedAt: at, prepMinutes })),

    reject: (actor: OrderActor, merchantId: number, id: number, reason: string) =>
      apply('reject', id, asMerchant(actor), owned({ merchantId }, true), endedBy('merchant', reason), reason),

    markReady: (actor: OrderActor, merchantId: number, id: number) =>
      apply('ready', id, asMerchant(actor), owned({ merchantId }, true), (at) => ({ readyAt: at })),
  };
}

/** A rider's: claiming an order waiting for a rider, picking it up, delivering it. */
export function riderMoves({ ctx, now }: OrderDeps, apply: ApplyMove, notices: OrderNotices) {
  const { repos } = ctx;
  const { maxOnHand } = ctx.settings.orders;

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

  return {
    /**
     * Takes an order waiting for a rider. Of two riders at once exactly one wins; the other is told it is taken.
     * A rider carries at most `maxOnHand` orders.
     */
    async claim(rider: UserRow, id: number): Promise<Done> {
      const result = await repos.transaction((tx) => tx.orders.claim(id, rider.id, now(), maxOnHand));
      if (result === 'busy') throw conflict(CLAIM_REFUSALS.busy(maxOnHand));
      if (result === null) {
        const order = await repos.orders.find(id);
        // Only an order that was once waiting for riders says why; any other is not a rider's to know about.
        if (order === null || order.acceptedAt === null) throw notFound(ORDER_NOT_FOUND);
        if (order.riderId === rider.id) throw conflict('You have already claimed this order.');
        if (order.riderId !== null) throw conflict(CLAIM_REFUSALS.taken);
        throw conflict(CLAIM_REFUSALS.notWaiting);
      }
      return { moved: result, view: await notices.announce(result) };
    },

    pickUp: (rider: UserRow, id: number) => riderMove('pickUp', rider, id, (at) => ({ pickedUpAt: at })),

    /** Delivered: the end of the order; a cash order is paid at the door. */
    deliver: (rider: UserRow, id: number) =>
      riderMove('deliver', rider, id, (at) => ({
        deliveredAt: at,
        paymentStatus: sql`case when ${sql.identifier('payment_method')} = 'cash' then 'paid' else ${sql.identifier('payment_status')} end`,
      })),
  };
}

export type Cancellations = ReturnType<typeof cancellations>;
export type MerchantMoves = ReturnType<typeof merchantMoves>;
export type RiderMoves = ReturnType<typeof riderMoves>;
