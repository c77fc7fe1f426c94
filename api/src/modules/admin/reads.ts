// What the admin reads while reviewing: the figures, the merchant list with each one's record, one merchant with
// everything it sent, the review figures and the activity log.
import type {
  ActivityAction,
  ActivityLogEntry,
  AdminStatistics,
  Merchant,
  Page,
  ReviewStats,
} from '@oja/shared/contract';
import type { MerchantListParams } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import { DAY_MS } from '../../durations';
import { notFound } from '../../errors';
import { page } from '../../http/envelope';
import {
  toActivityEntry,
  toBankAccount,
  toDocument,
  toMerchant,
  toPendingBankAccount,
  toPickupLocation,
} from '../../present';
import { orderFigures } from '../orders/figures';

/** The admin's details are read as one snapshot: the version they carry is the version of what they show. */
const REPEATABLE_READ = { isolationLevel: 'repeatable read' } as const;

export function reviewReads(ctx: AppContext) {
  const { repos, urls } = ctx;
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
