// The moves no person makes: the payment provider's word that a card order is paid, and the sweep that ends the
// orders nobody answered in time.

import { AppError } from '../../errors';
import type { PaymentNotice } from '../../providers/payments/types';
import type { OrderDeps } from './deps';
import { MOVES, SYSTEM_REASONS } from './lifecycle';
import { type ApplyMove, endedBy } from './moves';
import type { OrderNotices } from './notices';

/** Orders the sweeper ends per kind and per run (the next run takes the rest). */
const SWEEP_BATCH = 200;

export function systemMoves({ ctx, now }: OrderDeps, apply: ApplyMove, notices: OrderNotices) {
  const { repos } = ctx;
  const settings = ctx.settings.orders;

  /** Ends one stale order: only if it is still where it was found (another instance may be faster). */
  async function expire(name: 'expireUnanswered' | 'expireUnpaid', id: number, reason: string): Promise<boolean> {
    try {
      await apply(name, id, { role: 'system', id: null }, { visible: {} }, endedBy('system', reason), reason);
      return true;
    } catch (error) {
      if (error instanceof AppError && (error.kind === 'conflict' || error.kind === 'not-found')) return false;
      throw error;
    }
  }

  return {
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
        await notices.announce(moved);
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
}
