// The review of an application: approving or rejecting a pending merchant, one at a time at the version the admin
// reviewed, or several approved at once. Each decision is its conditional update and its activity log row in one
// transaction, then its mail.
import type { ActivityAction, BulkApproveResult } from '@oja/shared/contract';
import { REVIEW_CHANGED } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { ReviewDecision } from '../../db/repositories/review';
import { conflict, notFound } from '../../errors';
import { toMerchant } from '../../present';
import { mailDecision } from './decision-mail';

const NOT_PENDING: Record<string, string> = {
  approved: 'This merchant is already approved; only pending applications can be reviewed.',
  rejected: 'This merchant was already rejected; only pending applications can be reviewed.',
  suspended: 'This merchant was approved and is now suspended; only pending applications can be reviewed.',
};

export function applicationDecisions(ctx: AppContext) {
  const { repos, urls } = ctx;

  /** One transaction: the conditional update and the activity log rows, so a decision is never unlogged. */
  async function decide(ids: number[], decision: ReviewDecision, details: Record<string, unknown> | null) {
    const action: ActivityAction = decision.status === 'approved' ? 'merchant.approved' : 'merchant.rejected';
    return repos.transaction(async (tx) => {
      const decided = await tx.review.decide(ids, decision);
      for (const merchant of decided) {
        await tx.activity.record({
          actorId: decision.reviewerId,
          action,
          merchantId: merchant.id,
          details,
          createdAt: decision.at,
        });
      }
      return decided;
    });
  }

  /**
   * Why a single decision changed nothing: the merchant does not exist (404), is no longer pending (409), or changed
   * after the admin opened it (409: the screen shows it again).
   */
  async function refusal(id: number, version: number | undefined) {
    const found = await repos.merchants.find(id);
    if (found === null) return notFound();
    const status = found.merchant.verificationStatus;
    if (status === 'pending' && version !== undefined && found.merchant.version !== version) {
      return conflict(REVIEW_CHANGED);
    }
    return conflict(NOT_PENDING[status] ?? NOT_PENDING.approved ?? '');
  }

  async function decideOne(id: number, decision: ReviewDecision, details: Record<string, unknown> | null) {
    const [merchant] = await decide([id], decision, details);
    if (merchant === undefined) throw await refusal(id, decision.version);
    const found = await repos.merchants.find(merchant.id);
    if (found === null) throw notFound();
    mailDecision(ctx, found.merchant, found.user);
    return toMerchant(found.merchant, found.user, urls);
  }

  return {
    /** Only a pending merchant still at `version`, the one the admin reviewed (409 otherwise). */
    approve: (id: number, reviewerId: number, version: number) =>
      decideOne(id, { status: 'approved', reviewerId, at: new Date(), version }, { version }),

    reject: (id: number, reviewerId: number, reason: string, version: number) =>
      decideOne(
        id,
        { status: 'rejected', reviewerId, rejectionReason: reason, at: new Date(), version },
        { rejection_reason: reason, version },
      ),

    async bulkApprove(requested: number[], reviewerId: number): Promise<BulkApproveResult> {
      const ids = [...new Set(requested)];
      const decided = await decide(ids, { status: 'approved', reviewerId, at: new Date() }, { bulk: true });
      const approved = new Set(decided.map((merchant) => merchant.id));
      const existing = new Set(await repos.review.existingIds(ids));
      const contacts = new Map(
        (await repos.review.contactsOf(decided.map((merchant) => merchant.userId))).map((user) => [user.id, user]),
      );
      for (const merchant of decided) {
        const contact = contacts.get(merchant.userId);
        if (contact) mailDecision(ctx, merchant, contact);
      }
      return {
        approved: ids.filter((id) => approved.has(id)),
        not_pending: ids.filter((id) => existing.has(id) && !approved.has(id)),
        not_found: ids.filter((id) => !existing.has(id)),
      };
    },
  };
}
