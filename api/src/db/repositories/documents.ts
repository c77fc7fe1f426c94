// Merchant documents. Reads that a merchant makes are scoped by its id (another merchant's document is absent).
import type { DocumentType } from '@oja/shared/validation';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { type MerchantDocumentRow, merchantDocuments } from '../schema';
import { lockMerchant, markMerchantChanged } from './merchant-lock';

export interface NewDocument {
  merchantId: number;
  documentType: DocumentType;
  storageKey: string;
  originalName: string;
  mimeType: string;
  size: number;
  description?: string | null;
  /** Now, unless given (the demo seed dates a document to its merchant's application). */
  createdAt?: Date;
}

export function documentsRepository(db: Database) {
  return {
    async create(input: NewDocument): Promise<MerchantDocumentRow> {
      const [row] = await db.insert(merchantDocuments).values(input).returning();
      if (row === undefined) throw new Error('insert into merchant_documents returned no row');
      return row;
    },

    /**
     * Adds a document unless the merchant would then keep more than `caps` allow. The merchant's row is locked
     * first, so uploads at the same moment are counted one after the other and cannot pass the caps together.
     */
    async createWithinCaps(
      input: NewDocument,
      caps: { count: number; bytes: number },
    ): Promise<MerchantDocumentRow | 'count' | 'bytes'> {
      return db.transaction(async (tx) => {
        await lockMerchant(tx, input.merchantId);
        const [kept] = await tx
          .select({ files: count(), bytes: sql<string>`coalesce(sum(${merchantDocuments.size}), 0)` })
          .from(merchantDocuments)
          .where(eq(merchantDocuments.merchantId, input.merchantId));
        if ((kept?.files ?? 0) >= caps.count) return 'count';
        if (Number(kept?.bytes ?? 0) + input.size > caps.bytes) return 'bytes';
        const [row] = await tx.insert(merchantDocuments).values(input).returning();
        if (row === undefined) throw new Error('insert into merchant_documents returned no row');
        await markMerchantChanged(tx, input.merchantId);
        return row;
      });
    },

    /** Any merchant's document by id: only for a caller already authorised (an admin, or a signed link). */
    async findById(id: number): Promise<MerchantDocumentRow | null> {
      const [row] = await db.select().from(merchantDocuments).where(eq(merchantDocuments.id, id)).limit(1);
      return row ?? null;
    },

    async findForMerchant(merchantId: number, id: number): Promise<MerchantDocumentRow | null> {
      const [row] = await db
        .select()
        .from(merchantDocuments)
        .where(and(eq(merchantDocuments.merchantId, merchantId), eq(merchantDocuments.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Any merchant's document (an admin removing a wrong file): the merchant's version counts the change. */
    async delete(id: number): Promise<MerchantDocumentRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(merchantDocuments).where(eq(merchantDocuments.id, id)).returning();
        if (row !== undefined) await markMerchantChanged(tx, row.merchantId);
        return row ?? null;
      });
    },

    /**
     * Deletes one of the merchant's documents, unless it is its last ID (a business keeps one for its review and
     * for the admins): null when the merchant has no such document, 'last-id' when it was refused.
     */
    async deleteForMerchant(merchantId: number, id: number): Promise<MerchantDocumentRow | 'last-id' | null> {
      return db.transaction(async (tx) => {
        // The merchant's row is locked so that two deletions at once cannot remove its last two IDs together.
        await lockMerchant(tx, merchantId);
        const mine = and(eq(merchantDocuments.merchantId, merchantId), eq(merchantDocuments.id, id));
        const [found] = await tx.select().from(merchantDocuments).where(mine).limit(1);
        if (found === undefined) return null;
        if (found.documentType === 'business_id') {
          const [ids] = await tx
            .select({ value: count() })
            .from(merchantDocuments)
            .where(
              and(eq(merchantDocuments.merchantId, merchantId), eq(merchantDocuments.documentType, 'business_id')),
            );
          if ((ids?.value ?? 0) <= 1) return 'last-id';
        }
        await tx.delete(merchantDocuments).where(mine);
        await markMerchantChanged(tx, merchantId);
        return found;
      });
    },

    async listForMerchant(merchantId: number): Promise<MerchantDocumentRow[]> {
      return db
        .select()
        .from(merchantDocuments)
        .where(eq(merchantDocuments.merchantId, merchantId))
        .orderBy(asc(merchantDocuments.id));
    },
  };
}

export type DocumentsRepository = ReturnType<typeof documentsRepository>;
