// A merchant's own documents (its business ID and others), within the caps on their number and total size.
import type { MerchantDocument } from '@oja/shared/contract';
import type { DocumentFieldsPayload } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { Principal } from '../../db/repositories/tokens';
import { conflict, invalidField, notFound } from '../../errors';
import type { StoredUpload } from '../../files/lifecycle';
import { merchantOf } from '../../http/access';
import { toDocument } from '../../present';

export const DOCUMENT_REQUIRED = 'Please choose a file to upload';
export const LAST_ID_DELETE_REFUSED = 'Upload a new ID before deleting the last one.';
const DOCUMENT_NOT_FOUND = 'Document not found';
const tooManyDocuments = (count: number) =>
  `A business can keep at most ${count} documents. Delete one before uploading another.`;
const tooManyDocumentBytes = (bytes: number) =>
  `A business can keep at most ${Math.round((bytes / 1024 / 1024) * 10) / 10} MB of documents. Delete one before uploading another.`;

/**
 * Stores a document row for a file already uploaded (the file is kept once the row exists), for the merchant itself
 * or, through the uploads module, for a merchant the caller may upload for.
 */
export async function addDocument(
  ctx: AppContext,
  merchantId: number,
  fields: DocumentFieldsPayload,
  file: StoredUpload | undefined,
): Promise<MerchantDocument> {
  if (file === undefined) throw invalidField('document', DOCUMENT_REQUIRED);
  const caps = ctx.settings.documentCaps;
  const row = await ctx.files.replace(null, file, async () => {
    const created = await ctx.repos.documents.createWithinCaps(
      {
        merchantId,
        documentType: fields.document_type,
        storageKey: file.key,
        originalName: file.originalName,
        mimeType: file.mimeType,
        size: file.size,
        description: fields.description,
      },
      caps,
    );
    if (created === 'count') throw invalidField('document', tooManyDocuments(caps.count));
    if (created === 'bytes') throw invalidField('document', tooManyDocumentBytes(caps.bytes));
    return created;
  });
  return toDocument(row, ctx.urls);
}

export function merchantDocumentsService(ctx: AppContext) {
  const { repos } = ctx;
  return {
    uploadDocument(principal: Principal, fields: DocumentFieldsPayload, file: StoredUpload | undefined) {
      return addDocument(ctx, merchantOf(principal).merchant.id, fields, file);
    },

    /** Deletes one of the merchant's own documents and its file; the last ID stays (409). */
    async deleteDocument(principal: Principal, id: number): Promise<void> {
      const deleted = await repos.documents.deleteForMerchant(merchantOf(principal).merchant.id, id);
      if (deleted === null) throw notFound(DOCUMENT_NOT_FOUND);
      if (deleted === 'last-id') throw conflict(LAST_ID_DELETE_REFUSED);
      await ctx.files.discard(deleted.storageKey);
    },

    async documents(principal: Principal): Promise<MerchantDocument[]> {
      const rows = await repos.documents.listForMerchant(merchantOf(principal).merchant.id);
      return rows.map((row) => toDocument(row, ctx.urls));
    },
  };
}
