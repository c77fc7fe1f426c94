// The admin review of merchants: a decision, its activity log row and then its email.
import type {
  ActivityAction,
  ActivityLogEntry,
  AdminStatistics,
  BulkApproveResult,
  Merchant,
  Page,
  ReviewStats,
} from '@oja/shared/contract';
import { maskAccountNumber } from '@oja/shared/format';
import {
  type MerchantListParams,
  NO_BANK_CHANGE_WAITING,
  REVIEW_CHANGED,
  SUSPENSION_CONFLICTS,
} from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { ReviewDecision } from '../../db/repositories/review';
import type { MerchantRow, UserRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { page } from '../../http/envelope';
import { bankAccountReviewedMail } from '../../mail/templates/bank-account';
import { merchantApprovedMail } from '../../mail/templates/merchant-approved';
import { merchantRejectedMail } from '../../mail/templates/merchant-rejected';
import { merchantReinstatedMail, merchantSuspendedMail } from '../../mail/templates/merchant-suspension';
import {
  toActivityEntry,
  toBankAccount,
  toDocument,
  toMerchant,
  toPendingBankAccount,
  toPickupLocation,
} from '../../present';
import { bankAccountChanges } from '../merchant/changes';
import { orderFigures } from '../orders/figures';

const NOT_PENDING: Record<string, string> = {
  approved: 'This merchant is already approved; only pending applications can be reviewed.',
  rejected: 'This merchant was already rejected; only pending applications can be reviewed.',
  suspended: 'This merchant was approved and is now suspended; only pending applications can be reviewed.',
};

const DAY_MS = 24 * 3_600_000;
/** The admin's details are read as one snapshot: the version they carry is the version of what they show. */
const REPEATABLE_READ = { isolationLevel: 'repeatable read' } as const;

export function reviewService(ctx: AppContext) {
  const { repos, urls, settings } = ctx;

  /** The mail that tells the merchant of its new status (approved, rejected, suspended, or approved again). */
  function mailOf(merchant: MerchantRow, contact: UserRow, reinstated: boolean) {
    const names = { contactName: contact.name, businessName: merchant.businessName };
    const loginUrl = `${settings.appUrl}/login`;
    switch (merchant.verificationStatus) {
      case 'rejected':
        return merchantRejectedMail({ ...names, reason: merchant.rejectionReason ?? '', loginUrl });
      case 'suspended':
        return merchantSuspendedMail({ ...names, reason: merchant.suspensionReason ?? '' });
      default:
        return reinstated
          ? merchantReinstatedMail({ ...names, loginUrl })
          : merchantApprovedMail({ ...names, loginUrl });
    }
  }

  function mailDecision(merchant: MerchantRow, contact: UserRow, reinstated = false): void {
    const mail = mailOf(merchant, contact, reinstated);
    // After the commit, and outside the answer: a slow or failing mail server neither delays nor undoes the
    // decision (the failure is logged, and the decision stays in the activity log).
    ctx.tasks.run(`merchant ${reinstated ? 'reinstated' : merchant.verificationStatus} mail`, () =>
      ctx.mailer.send({ to: contact.email, ...mail }),
    );
  }

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
    mailDecision(found.merchant, found.user, log.action === 'merchant.reinstated');
    return toMerchant(found.merchant, found.user, urls);
  }

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
    mailDecision(found.merchant, found.user);
    return toMerchant(found.merchant, found.user, urls);
  }

  return {
    async statistics(): Promise<AdminStatistics> {
      const counts = await repos.review.countsByStatus();
      return {
        total_merchants: counts.pending + counts.approved + counts.rejected + counts.suspended,
        approved_merchants: counts.approved,
        pending_merchants: counts.pending,
        rejected_merchants: counts.rejected,
        suspended_merchants: counts.suspended,
      };
    },

    /** Merchants with their record: orders, rating and on-time share. */
    async list(params: MerchantListParams): Promise<Page<Merchant>> {
      const { rows, total } = await repos.review.list({ ...params, perPage: params.per_page });
      const records = await orderFigures(ctx).merchantRecords(rows.map((row) => row.merchant.id));
      return page(
        rows.map((row) => {
          const performance = records.get(row.merchant.id);
          return { ...toMerchant(row.merchant, row.user, urls), ...(performance ? { performance } : {}) };
        }),
        params,
        total,
      );
    },

    /** The platform's orders, deliveries, revenue and active riders. */
    platformOrders: () => orderFigures(ctx).platform(),

    /**
     * One merchant with everything an admin reviews, read in one transaction so that the version it carries is the
     * version of what it shows (a change committed between two reads cannot slip under an older version).
     */
    async details(id: number): Promise<Merchant> {
      const read = await repos.transaction(async (tx) => {
        const found = await tx.merchants.find(id);
        if (found === null) return null;
        const [documents, bank, pickups] = await Promise.all([
          tx.documents.listForMerchant(id),
          tx.merchants.bankAccount(id),
          tx.pickupLocations.list(id),
        ]);
        return { found, documents, bank, pickups };
      }, REPEATABLE_READ);
      if (read === null) throw notFound();
      const { found, documents, bank, pickups } = read;
      const now = new Date();
      return {
        ...toMerchant(found.merchant, found.user, urls),
        documents: documents.map((document) => toDocument(document, urls, now)),
        bank_account: bank === null ? null : toBankAccount(bank),
        pending_bank_account: toPendingBankAccount(bank),
        pickup_locations: pickups.map(toPickupLocation),
      };
    },

    /** Only a pending merchant still at `version`, the one the admin reviewed (409 otherwise). */
    approve: (id: number, reviewerId: number, version: number) =>
      decideOne(id, { status: 'approved', reviewerId, at: new Date(), version }, { version }),

    reject: (id: number, reviewerId: number, reason: string, version: number) =>
      decideOne(
        id,
        { status: 'rejected', reviewerId, rejectionReason: reason, at: new Date(), version },
        { rejection_reason: reason, version },
      ),

    /**
     * An approved merchant's new bank account, waiting for review, put in use (`declinedBecause` null) or dropped,
     * on the merchant's `version` the admin reviewed; the activity log says which, and the merchant is mailed.
     */
    async settleBankAccountChange(
      id: number,
      actorId: number,
      version: number,
      declinedBecause: string | null,
    ): Promise<Merchant> {
      const at = new Date();
      const settled = await repos.transaction(async (tx) => {
        const locked = await tx.merchants.lockForUpdate(id);
        if (locked === null) throw notFound();
        const waiting = await tx.merchants.bankAccount(id);
        if (waiting === null || toPendingBankAccount(waiting) === null) throw conflict(NO_BANK_CHANGE_WAITING);
        if (locked.version !== version) throw conflict(REVIEW_CHANGED);
        const result = await tx.merchants.settleBankAccountChange(id, declinedBecause === null ? 'accept' : 'drop', at);
        if (result === null) throw conflict(NO_BANK_CHANGE_WAITING);
        const pending = toPendingBankAccount(result.before);
        if (pending === null) throw conflict(NO_BANK_CHANGE_WAITING);
        const asked = {
          bankCode: pending.bank_code,
          bankName: pending.bank_name,
          accountNumber: pending.account_number,
          accountName: pending.account_name,
        };
        await tx.activity.record({
          actorId,
          action:
            declinedBecause === null
              ? 'merchant.bank_account_change_accepted'
              : 'merchant.bank_account_change_declined',
          merchantId: id,
          details: {
            changes: bankAccountChanges(result.before, asked),
            ...(declinedBecause === null ? {} : { reason: declinedBecause }),
          },
          createdAt: at,
        });
        return { merchant: locked, asked };
      });
      const found = await repos.merchants.find(id);
      if (found === null) throw notFound();
      const mail = bankAccountReviewedMail({
        businessName: found.merchant.businessName,
        account: {
          bankName: settled.asked.bankName,
          maskedNumber: maskAccountNumber(settled.asked.accountNumber),
          accountName: settled.asked.accountName,
        },
        declinedBecause,
      });
      for (const to of new Set([found.user.email, found.merchant.businessEmail])) {
        ctx.tasks.run('bank account reviewed mail', () => ctx.mailer.send({ to, ...mail }));
      }
      return toMerchant(found.merchant, found.user, urls);
    },

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
        if (contact) mailDecision(merchant, contact);
      }
      return {
        approved: ids.filter((id) => approved.has(id)),
        not_pending: ids.filter((id) => existing.has(id) && !approved.has(id)),
        not_found: ids.filter((id) => !existing.has(id)),
      };
    },

    async reviewStats(now: Date = new Date()): Promise<ReviewStats> {
      const [counts, figures, oldestPending] = await Promise.all([
        repos.review.countsByStatus(),
        repos.review.decisionFigures(new Date(now.getTime() - 7 * DAY_MS)),
        repos.review.oldestPendingAt(),
      ]);
      return {
        pending: counts.pending,
        approved: counts.approved,
        rejected: counts.rejected,
        suspended: counts.suspended,
        approved_last_7_days: figures.approvedSince,
        rejected_last_7_days: figures.rejectedSince,
        average_review_hours: figures.averageReviewHours,
        oldest_pending_at: oldestPending?.toISOString() ?? null,
      };
    },

    async activityLog(params: {
      page: number;
      per_page: number;
      merchant_id?: number | undefined;
      action?: ActivityAction | undefined;
    }): Promise<Page<ActivityLogEntry>> {
      const { rows, total } = await repos.review.activity({
        page: params.page,
        perPage: params.per_page,
        ...(params.merchant_id === undefined ? {} : { merchantId: params.merchant_id }),
        ...(params.action === undefined ? {} : { action: params.action }),
      });
      return page(rows.map(toActivityEntry), params, total);
    },
  };
}
