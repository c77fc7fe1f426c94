// The admin review of merchants: lists, figures, and the decisions themselves. A decision is one
// conditional UPDATE ... WHERE verification_status = 'pending' RETURNING, so when two admins decide on the same
// merchant at once the database lets exactly one of them change the row; the loser gets no row back. Suspending and
// reinstating work the same way, from approved and from suspended.
import type { MerchantSort, VerificationStatus } from '@oja/shared/validation';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { likePattern } from '../like';
import { activityLog, type MerchantRow, merchants, type UserRow, users } from '../schema';
import { nextVersion } from './merchant-lock';
import type { MerchantWithUser } from './merchants';

export interface MerchantListFilter {
  status?: VerificationStatus;
  /** Part of the business name, the business email or the contact's email, in any letter case. */
  search?: string;
  /** Absent: the review queue's order for pending requests, newest first otherwise. */
  sort?: MerchantSort | undefined;
  page: number;
  perPage: number;
}

/** Each order ends on the id, so equal names or days keep one order from page to page. */
function orderOf(filter: MerchantListFilter): SQL[] {
  const sort = filter.sort;
  if (sort === undefined) {
    // The review queue is first come, first served (oldest first); every other list shows the newest first.
    return filter.status === 'pending'
      ? [asc(merchants.createdAt), asc(merchants.id)]
      : [desc(merchants.createdAt), desc(merchants.id)];
  }
  const way = sort.startsWith('-') ? desc : asc;
  const column = sort.replace('-', '');
  if (column === 'name') return [way(sql`lower(${merchants.businessName})`), way(merchants.id)];
  if (column === 'status') return [way(merchants.verificationStatus), desc(merchants.createdAt), desc(merchants.id)];
  return [way(merchants.createdAt), way(merchants.id)];
}

function listConditions(filter: Omit<MerchantListFilter, 'page' | 'perPage'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(merchants.verificationStatus, filter.status));
  if (filter.search !== undefined && filter.search !== '') {
    const pattern = likePattern(filter.search);
    const matches = or(
      ilike(merchants.businessName, pattern),
      ilike(merchants.businessEmail, pattern),
      ilike(users.email, pattern),
    );
    if (matches) conditions.push(matches);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export interface ReviewDecision {
  status: 'approved' | 'rejected';
  reviewerId: number;
  rejectionReason?: string;
  at: Date;
  /** The merchant's version the admin reviewed: a merchant changed since is not decided (one merchant only). */
  version?: number;
}

export interface ActivityRow {
  id: number;
  action: string;
  details: Record<string, unknown> | null;
  createdAt: Date;
  actorId: number | null;
  actorName: string | null;
  merchantId: number | null;
  merchantName: string | null;
}

export interface ActivityFilter {
  merchantId?: number;
  action?: string;
  page: number;
  perPage: number;
}

function reviewQueue(db: Database) {
  return {
    async list(filter: MerchantListFilter): Promise<{ rows: MerchantWithUser[]; total: number }> {
      const where = listConditions(filter);
      const order = orderOf(filter);
      const rows = await db
        .select({ merchant: merchants, user: users })
        .from(merchants)
        .innerJoin(users, eq(users.id, merchants.userId))
        .where(where)
        .orderBy(...order)
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage);
      const [counted] = await db
        .select({ value: count() })
        .from(merchants)
        .innerJoin(users, eq(users.id, merchants.userId))
        .where(where);
      return { rows, total: counted?.value ?? 0 };
    },

    async countsByStatus(): Promise<Record<VerificationStatus, number>> {
      const rows = await db
        .select({ status: merchants.verificationStatus, value: count() })
        .from(merchants)
        .groupBy(merchants.verificationStatus);
      const counts: Record<VerificationStatus, number> = { pending: 0, approved: 0, rejected: 0, suspended: 0 };
      for (const row of rows) counts[row.status] = row.value;
      return counts;
    },

    /** When the oldest request still pending was made, or null when none is. */
    async oldestPendingAt(): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: merchants.createdAt })
        .from(merchants)
        .where(eq(merchants.verificationStatus, 'pending'))
        .orderBy(asc(merchants.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },

    /** Decisions since `since`, and the mean hours from application to decision over every decided merchant. */
    async decisionFigures(since: Date): Promise<{
      approvedSince: number;
      rejectedSince: number;
      averageReviewHours: number | null;
    }> {
      const [row] = await db
        .select({
          approvedSince:
            sql<number>`count(*) filter (where ${merchants.verificationStatus} = 'approved' and ${merchants.reviewedAt} >= ${since.toISOString()})`.mapWith(
              Number,
            ),
          rejectedSince:
            sql<number>`count(*) filter (where ${merchants.verificationStatus} = 'rejected' and ${merchants.reviewedAt} >= ${since.toISOString()})`.mapWith(
              Number,
            ),
          averageSeconds: sql<
            string | null
          >`avg(extract(epoch from (${merchants.reviewedAt} - ${merchants.createdAt})))`,
        })
        .from(merchants)
        .where(and(isNotNull(merchants.reviewedAt), inArray(merchants.verificationStatus, ['approved', 'rejected'])));
      const seconds =
        row?.averageSeconds === null || row?.averageSeconds === undefined ? null : Number(row.averageSeconds);
      return {
        approvedSince: row?.approvedSince ?? 0,
        rejectedSince: row?.rejectedSince ?? 0,
        averageReviewHours: seconds === null || Number.isNaN(seconds) ? null : Math.round((seconds / 3600) * 10) / 10,
      };
    },
  };
}

function reviewDecisions(db: Database) {
  return {
    /**
     * Moves the given merchants from pending to the decision, and only those still pending (and, with
     * `decision.version`, still at that version): the rows it returns are the merchants this call decided. Run it
     * in the transaction that also writes the activity log.
     */
    async decide(ids: number[], decision: ReviewDecision): Promise<MerchantRow[]> {
      if (ids.length === 0) return [];
      const conditions = [inArray(merchants.id, ids), eq(merchants.verificationStatus, 'pending')];
      if (decision.version !== undefined) conditions.push(eq(merchants.version, decision.version));
      return db
        .update(merchants)
        .set({
          verificationStatus: decision.status,
          rejectionReason: decision.status === 'rejected' ? (decision.rejectionReason ?? null) : null,
          reviewedBy: decision.reviewerId,
          reviewedAt: decision.at,
          version: nextVersion(),
          updatedAt: decision.at,
        })
        .where(and(...conditions))
        .returning();
    },

    /** Approved -> suspended with the reason; the row when this call suspended it, null when it was not approved. */
    async suspend(id: number, change: { reason: string; at: Date }): Promise<MerchantRow | null> {
      const [row] = await db
        .update(merchants)
        .set({
          verificationStatus: 'suspended',
          suspensionReason: change.reason,
          suspendedAt: change.at,
          version: nextVersion(),
          updatedAt: change.at,
        })
        .where(and(eq(merchants.id, id), eq(merchants.verificationStatus, 'approved')))
        .returning();
      return row ?? null;
    },

    /** Suspended -> approved, the reason cleared (it stays in the activity log); null when it was not suspended. */
    async reinstate(id: number, at: Date): Promise<MerchantRow | null> {
      const [row] = await db
        .update(merchants)
        .set({
          verificationStatus: 'approved',
          suspensionReason: null,
          suspendedAt: null,
          version: nextVersion(),
          updatedAt: at,
        })
        .where(and(eq(merchants.id, id), eq(merchants.verificationStatus, 'suspended')))
        .returning();
      return row ?? null;
    },

    /**
     * Rejected -> pending (the merchant sent its application again); the row when this call moved it, null when it
     * was not rejected. The rejection's reason stays on the row until the next decision: on a pending merchant it
     * marks a resubmission (and it stays in the activity log for good).
     */
    async resubmit(id: number, at: Date): Promise<MerchantRow | null> {
      const [row] = await db
        .update(merchants)
        .set({ verificationStatus: 'pending', version: nextVersion(), updatedAt: at })
        .where(and(eq(merchants.id, id), eq(merchants.verificationStatus, 'rejected')))
        .returning();
      return row ?? null;
    },
  };
}

function reviewRecords(db: Database) {
  return {
    async contactsOf(userIds: number[]): Promise<UserRow[]> {
      if (userIds.length === 0) return [];
      return db.select().from(users).where(inArray(users.id, userIds));
    },

    async existingIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: merchants.id }).from(merchants).where(inArray(merchants.id, ids));
      return rows.map((row) => row.id);
    },

    /** The activity log, newest first: everything, or one merchant's rows, or one action's. */
    async activity(query: ActivityFilter): Promise<{ rows: ActivityRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.merchantId !== undefined) conditions.push(eq(activityLog.merchantId, query.merchantId));
      if (query.action !== undefined) conditions.push(eq(activityLog.action, query.action));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = await db
        .select({
          id: activityLog.id,
          action: activityLog.action,
          details: activityLog.details,
          createdAt: activityLog.createdAt,
          actorId: activityLog.actorId,
          actorName: users.name,
          merchantId: activityLog.merchantId,
          merchantName: merchants.businessName,
        })
        .from(activityLog)
        .leftJoin(users, eq(users.id, activityLog.actorId))
        .leftJoin(merchants, eq(merchants.id, activityLog.merchantId))
        .where(where)
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const [counted] = await db.select({ value: count() }).from(activityLog).where(where);
      return { rows: rows.map((row) => ({ ...row, details: row.details ?? null })), total: counted?.value ?? 0 };
    },
  };
}

export function reviewRepository(db: Database) {
  return {
    ...reviewQueue(db),
    ...reviewDecisions(db),
    ...reviewRecords(db),
  };
}

export type ReviewRepository = ReturnType<typeof reviewRepository>;
