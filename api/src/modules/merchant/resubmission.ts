// What a resubmitted application changed since its rejection, in the shape every "what changed" activity row uses:
// `{ field, from, to }` with the API's field names. Read from what is already recorded (the merchant's own profile
// changes in the activity log, its documents' upload times), so nothing is snapshotted at the rejection.

import type { Merchant } from '@oja/shared/contract';
import { DOCUMENT_MESSAGES, RESUBMISSION_CONFLICTS } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { Principal } from '../../db/repositories/tokens';
import { conflict, invalidField } from '../../errors';
import { merchantOf } from '../../http/access';
import { applicationResubmittedMail, resubmissionNoticeMail } from '../../mail/templates/merchant-resubmitted';
import type { FieldChange } from './changes';
import { fullMerchant, PROFILE_UPDATED } from './profile';

function isChange(value: unknown): value is FieldChange {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  const text = (part: unknown) => part === null || typeof part === 'string';
  return typeof candidate.field === 'string' && text(candidate.from) && text(candidate.to);
}

/**
 * Folds the profile changes since the rejection into one change per field (its first `from`, its last `to`; a field
 * changed and changed back drops out), then adds each document uploaded since then.
 */
export function changesSinceRejection(
  profileDetails: readonly Record<string, unknown>[],
  newDocuments: readonly { originalName: string }[],
): FieldChange[] {
  const byField = new Map<string, FieldChange>();
  for (const details of profileDetails) {
    const changes = Array.isArray(details.changes) ? details.changes : [];
    for (const change of changes) {
      if (!isChange(change)) continue;
      const earlier = byField.get(change.field);
      byField.set(change.field, { field: change.field, from: earlier ? earlier.from : change.from, to: change.to });
    }
  }
  const fields = [...byField.values()].filter((change) => change.from !== change.to);
  const documents = newDocuments.map((document) => ({
    field: 'document',
    from: null,
    to: document.originalName,
  }));
  return [...fields, ...documents];
}

/** One line of the review team's mail: "business_name: from Old to New", "document: from (none) to id.pdf". */
export function describeChange(change: FieldChange): string {
  return `${change.field}: from ${change.from ?? '(none)'} to ${change.to ?? '(none)'}`;
}

export function resubmissionService(ctx: AppContext) {
  const { repos } = ctx;
  return {
    /**
     * A rejected merchant sends its application back: with its business ID on file, one conditional update moves it
     * to pending (two tabs at once: exactly one succeeds), with its activity row in the same transaction; then the
     * merchant's confirmation and the review team's notice.
     */
    async resubmit(principal: Principal): Promise<Merchant> {
      const { user, merchant } = merchantOf(principal);
      const documents = await repos.documents.listForMerchant(merchant.id);
      if (!documents.some((document) => document.documentType === 'business_id')) {
        throw invalidField('document', DOCUMENT_MESSAGES.idRequired);
      }
      const at = new Date();
      const moved = await repos.transaction(async (tx) => {
        const row = await tx.review.resubmit(merchant.id, at);
        if (row === null) return null;
        const since = row.reviewedAt ?? row.createdAt;
        const changes = changesSinceRejection(
          await tx.activity.detailsSince(row.id, PROFILE_UPDATED, since),
          documents.filter((document) => document.createdAt >= since),
        );
        await tx.activity.record({
          actorId: user.id,
          action: 'merchant.resubmitted',
          merchantId: row.id,
          details: changes.length > 0 ? { changes } : null,
          createdAt: at,
        });
        return { row, changes };
      });
      if (moved === null) {
        const found = await repos.merchants.find(merchant.id);
        const status = found?.merchant.verificationStatus ?? merchant.verificationStatus;
        throw conflict(status === 'approved' ? RESUBMISSION_CONFLICTS.approved : RESUBMISSION_CONFLICTS.pending);
      }
      const { row, changes } = moved;
      ctx.tasks.run('application resubmitted mail', () =>
        ctx.mailer.send({
          to: user.email,
          ...applicationResubmittedMail({ contactName: user.name, businessName: row.businessName }),
        }),
      );
      ctx.tasks.run('resubmission notice mail', () =>
        ctx.mailer.send({
          to: ctx.settings.reviewEmail,
          ...resubmissionNoticeMail({
            businessName: row.businessName,
            previousReason: row.rejectionReason ?? '',
            changes: changes.map(describeChange),
            reviewUrl: `${ctx.settings.appUrl}/dashboard/merchants/requests/${row.id}`,
          }),
        }),
      );
      return fullMerchant(ctx, row, user);
    },
  };
}
