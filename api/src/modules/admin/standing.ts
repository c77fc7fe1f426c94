// An approved merchant's standing: suspended with a reason (its sessions end at once), or reinstated.
import type { ActivityAction, Merchant } from '@oja/shared/contract';
import { SUSPENSION_CONFLICTS } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { MerchantRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { toMerchant } from '../../present';
import { mailDecision } from './decision-mail';

export function merchantStanding(ctx: AppContext) {
  const { repos, urls } = ctx;

  /**
   * Suspends or reinstates one merchant: the conditional update, its activity log row and (for a suspension) the
   * end of every session of its user, in one transaction; then the mail. `refusal` says why nothing changed.
   */
  async function changeStanding(
    id: number,
    actorId: number,
    change: (tx: typeof repos, at: Date) => Promise<MerchantRow | null>,
    log: { action: ActivityAction; details: Record<string, unknown> | null },
    refusal: (status: string) => string,
  ): Promise<Merchant> {
    const at = new Date();
    const changed = await repos.transaction(async (tx) => {
      const row = await change(tx, at);
      if (row === null) return null;
      if (row.verificationStatus === 'suspended') await tx.tokens.revokeAllForUser(row.userId, at, 'suspended');
      await tx.activity.record({
        actorId,
        action: log.action,
        merchantId: row.id,
        details: log.details,
        createdAt: at,
      });
      return row;
    });
    const found = await repos.merchants.find(id);
    if (found === null) throw notFound();
    if (changed === null) throw conflict(refusal(found.merchant.verificationStatus));
    mailDecision(ctx, found.merchant, found.user, log.action === 'merchant.reinstated');
    return toMerchant(found.merchant, found.user, urls);
  }

  return {
    suspend: (id: number, actorId: number, reason: string) =>
      changeStanding(
        id,
        actorId,
        (tx, at) => tx.review.suspend(id, { reason, at }),
        { action: 'merchant.suspended', details: { suspension_reason: reason } },
        (status) =>
          status === 'pending' || status === 'rejected' ? SUSPENSION_CONFLICTS[status] : SUSPENSION_CONFLICTS.suspended,
      ),

    reinstate: (id: number, actorId: number) =>
      changeStanding(
        id,
        actorId,
        (tx, at) => tx.review.reinstate(id, at),
        { action: 'merchant.reinstated', details: null },
        () => SUSPENSION_CONFLICTS.notSuspended,
      ),
  };
}
