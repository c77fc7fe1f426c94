// The admin review of merchants (DECISIONS.md server rules): a decision, its activity log row and then its email.
import type {
  ActivityAction,
  ActivityLogEntry,
  AdminStatistics,
  BulkApproveResult,
  Merchant,
  MerchantDocument,
  Page,
  ReviewStats,
} from '@oja/shared/api';
import type { AppContext } from '../../context';
import { activityRepository } from '../../db/repositories/activity';
import { merchantReviewRepository, type ReviewDecision } from '../../db/repositories/merchant-review';
import type { MerchantRow, UserRow } from '../../db/schema';
import { HttpError, MESSAGES, page } from '../../http/envelope';
import { merchantApprovedMail } from '../../mail/templates/merchant-approved';
import { merchantRejectedMail } from '../../mail/templates/merchant-rejected';
import { toMerchant } from '../merchants/present';
import type { MerchantListParams, PageParams } from './query';

const NOT_PENDING: Record<string, string> = {
  approved: 'This merchant is already approved; only pending applications can be reviewed.',
  rejected: 'This merchant was already rejected; only pending applications can be reviewed.',
};

const DAY_MS = 24 * 3_600_000;

export function reviewService(ctx: AppContext) {
  const { database, urls, settings } = ctx;
  // Built here rather than in the shared repository set: every decision builds its own from the transaction.
  const review = merchantReviewRepository(database.db);

  function mailDecision(merchant: MerchantRow, contact: UserRow): void {
    const mail =
      merchant.verificationStatus === 'approved'
        ? merchantApprovedMail({
            contactName: contact.name,
            businessName: merchant.businessName,
            loginUrl: `${settings.appUrl}/login`,
          })
        : merchantRejectedMail({
            contactName: contact.name,
            businessName: merchant.businessName,
            reason: merchant.rejectionReason ?? '',
          });
    // After the commit, and outside the answer: a slow or failing mail server neither delays nor undoes the
    // decision (the failure is logged, and the decision stays in the activity log).
    ctx.tasks.run(`merchant ${merchant.verificationStatus} mail`, () =>
      ctx.mailer.send({ to: contact.email, ...mail }),
    );
  }

  /** One transaction: the conditional update and the activity log rows, so a decision is never unlogged. */
  async function decide(ids: number[], decision: ReviewDecision, details: Record<string, unknown> | null) {
    const action: ActivityAction = decision.status === 'approved' ? 'merchant.approved' : 'merchant.rejected';
    return database.db.transaction(async (tx) => {
      const decided = await merchantReviewRepository(tx).decide(ids, decision);
      const log = activityRepository(tx);
      for (const merchant of decided) {
        await log.record({
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

  /** Why a single decision changed nothing: the merchant does not exist (404) or is no longer pending (409). */
  async function refusal(id: number): Promise<HttpError> {
    const found = await review.find(id);
    if (found === null) return new HttpError(404, MESSAGES.notFound);
    return new HttpError(409, NOT_PENDING[found.merchant.verificationStatus] ?? NOT_PENDING.approved ?? '');
  }

  async function decideOne(id: number, decision: ReviewDecision, details: Record<string, unknown> | null) {
    const [merchant] = await decide([id], decision, details);
    if (merchant === undefined) throw await refusal(id);
    const found = await review.find(merchant.id);
    if (found === null) throw new HttpError(404, MESSAGES.notFound);
    mailDecision(found.merchant, found.contact);
    return toMerchant(found.merchant, found.contact, urls);
  }

  return {
    async statistics(): Promise<AdminStatistics> {
      const counts = await review.countsByStatus();
      return {
        total_merchants: counts.pending + counts.approved + counts.rejected,
        approved_merchants: counts.approved,
        pending_merchants: counts.pending,
        rejected_merchants: counts.rejected,
      };
    },

    async list(params: MerchantListParams): Promise<Page<Merchant>> {
      const { rows, total } = await review.list(params);
      return page(
        rows.map((row) => toMerchant(row.merchant, row.contact, urls)),
        params,
        total,
      );
    },

    async details(id: number): Promise<Merchant> {
      const found = await review.find(id);
      if (found === null) throw new HttpError(404, MESSAGES.notFound);
      const [documents, bank] = await Promise.all([ctx.repos.documents.listForMerchant(id), review.bankAccount(id)]);
      const now = new Date();
      return {
        ...toMerchant(found.merchant, found.contact, urls),
        documents: documents.map(
          (document): MerchantDocument => ({
            id: document.id,
            document_type: document.documentType,
            file_path: urls.document(document.id, now),
            original_name: document.originalName,
            mime_type: document.mimeType,
            size: document.size,
            description: document.description,
            created_at: document.createdAt.toISOString(),
          }),
        ),
        bank_account:
          bank === null
            ? null
            : {
                bank_code: bank.bankCode,
                bank_name: bank.bankName,
                account_number: bank.accountNumber,
                account_name: bank.accountName,
              },
      };
    },

    approve: (id: number, reviewerId: number) =>
      decideOne(id, { status: 'approved', reviewerId, at: new Date() }, null),

    reject: (id: number, reviewerId: number, reason: string) =>
      decideOne(
        id,
        { status: 'rejected', reviewerId, rejectionReason: reason, at: new Date() },
        { rejection_reason: reason },
      ),

    async bulkApprove(requested: number[], reviewerId: number): Promise<BulkApproveResult> {
      const ids = [...new Set(requested)];
      const decided = await decide(ids, { status: 'approved', reviewerId, at: new Date() }, { bulk: true });
      const approved = new Set(decided.map((merchant) => merchant.id));
      const existing = new Set(await review.existingIds(ids));
      const contacts = new Map(
        (await review.contactsOf(decided.map((merchant) => merchant.userId))).map((user) => [user.id, user]),
      );
      for (const merchant of decided) {
        const contact = contacts.get(merchant.userId);
        if (contact) mailDecision(merchant, contact);
      }
      return {
        approved: ids.filter((id) => approved.has(id)),
        not_pending: ids.filter((id) => existing.has(id) && !approved.has(id)),
        not_found: ids.filter((id) => !existing.has(id)),
      };
    },

    async reviewStats(now: Date = new Date()): Promise<ReviewStats> {
      const [counts, figures] = await Promise.all([
        review.countsByStatus(),
        review.decisionFigures(new Date(now.getTime() - 7 * DAY_MS)),
      ]);
      return {
        pending: counts.pending,
        approved: counts.approved,
        rejected: counts.rejected,
        approved_last_7_days: figures.approvedSince,
        rejected_last_7_days: figures.rejectedSince,
        average_review_hours: figures.averageReviewHours,
      };
    },

    async activityLog(params: PageParams): Promise<Page<ActivityLogEntry>> {
      const { rows, total } = await review.activity(params);
      return page(
        rows.map(
          (row): ActivityLogEntry => ({
            id: row.id,
            action: row.action as ActivityAction,
            actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '' },
            merchant: row.merchantId === null ? null : { id: row.merchantId, business_name: row.merchantName ?? '' },
            details: row.details,
            created_at: row.createdAt.toISOString(),
          }),
        ),
        params,
        total,
      );
    },
  };
}
