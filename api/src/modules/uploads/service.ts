// Uploads for a named merchant: the ID document and the logo right after registration (with the 30-minute upload
// token) or later, and reading and deleting documents. A merchant works on its own business only (the upload
// token only on the merchant it was issued for); an admin on any.
import type { MerchantDocument } from '@oja/shared/contract';
import type { DocumentFieldsPayload } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { Principal } from '../../db/repositories/tokens';
import { conflict, forbidden, invalidField, notFound } from '../../errors';
import type { StoredUpload } from '../../files/lifecycle';
import { toDocument } from '../../present';
import { addDocument, LAST_ID_DELETE_REFUSED } from '../merchant/documents';

export const NOT_YOUR_BUSINESS = 'You can only upload files for your own business.';
export const LOGO_REQUIRED = 'Please choose an image to upload';

export function uploadsService(ctx: AppContext) {
  const { repos } = ctx;

  /** The merchant a request may upload for: its own (session or upload token), or any existing one for an admin. */
  async function uploadTarget(principal: Principal, merchantId: number): Promise<number> {
    if (principal.user.userType === 'admin') {
      if ((await repos.merchants.find(merchantId)) === null) throw notFound();
      return merchantId;
    }
    const own = principal.scope === 'upload' ? principal.uploadMerchantId : (principal.merchant?.id ?? null);
    if (own !== merchantId) throw forbidden(NOT_YOUR_BUSINESS);
    return merchantId;
  }

  /** A merchant's own documents (session), or anyone's for an admin; another merchant's reads as not found. */
  function mayRead(principal: Principal, merchantId: number): boolean {
    return principal.user.userType === 'admin' || principal.merchant?.id === merchantId;
  }

  return {
    async uploadDocument(
      principal: Principal,
      input: DocumentFieldsPayload & { merchant_id: number },
      file: StoredUpload | undefined,
    ): Promise<MerchantDocument> {
      const merchantId = await uploadTarget(principal, input.merchant_id);
      return addDocument(ctx, merchantId, input, file);
    },

    async uploadLogo(principal: Principal, merchantId: number, file: StoredUpload | undefined): Promise<string> {
      const target = await uploadTarget(principal, merchantId);
      if (file === undefined) throw invalidField('logo', LOGO_REQUIRED);
      const found = await repos.merchants.find(target);
      if (found === null) throw notFound();
      // The old logo's URL is cached for good by browsers; the file itself is no longer referenced.
      const updated = await ctx.files.replace(found.merchant.logoKey, file, (logoKey) =>
        repos.merchants.update(target, { logoKey }, new Date()),
      );
      return ctx.urls.image(updated.logoKey) ?? '';
    },

    async documentsOf(principal: Principal, merchantId: number): Promise<MerchantDocument[]> {
      if (!mayRead(principal, merchantId) || (await repos.merchants.find(merchantId)) === null) throw notFound();
      return (await repos.documents.listForMerchant(merchantId)).map((row) => toDocument(row, ctx.urls));
    },

    /**
     * The merchant's own document, or any for an admin. A merchant keeps its last ID (409), as in Settings; an admin
     * may remove it (a wrong file), which leaves the application without one.
     */
    async deleteDocument(principal: Principal, id: number): Promise<void> {
      const document = await repos.documents.findById(id);
      if (document === null || !mayRead(principal, document.merchantId)) throw notFound();
      if (principal.user.userType === 'admin') {
        await repos.documents.delete(id);
        await ctx.files.discard(document.storageKey);
        return;
      }
      const deleted = await repos.documents.deleteForMerchant(document.merchantId, id);
      if (deleted === null) throw notFound();
      if (deleted === 'last-id') throw conflict(LAST_ID_DELETE_REFUSED);
      await ctx.files.discard(deleted.storageKey);
    },
  };
}
