// Merchant documents. Reads that a merchant makes are scoped by its id (another merchant's document is absent).
import type { DocumentType } from '@oja/shared/validation';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { type MerchantDocumentRow, merchantDocuments } from '../schema';

export function documentsRepository(db: Database) {
  return {
    async create(input: {
      merchantId: number;
      documentType: DocumentType;
      storageKey: string;
      originalName: string;
      mimeType: string;
      size: number;
      description?: string | null;
    }): Promise<MerchantDocumentRow> {
      const [row] = await db.insert(merchantDocuments).values(input).returning();
      if (row === undefined) throw new Error('insert into merchant_documents returned no row');
      return row;
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

    async delete(id: number): Promise<MerchantDocumentRow | null> {
      const [row] = await db.delete(merchantDocuments).where(eq(merchantDocuments.id, id)).returning();
      return row ?? null;
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
