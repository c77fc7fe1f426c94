// Stored files as the API hands them out: images by their random key (public), merchant documents through
// signed, expiring links (a new tab carries no bearer token).
import path from 'node:path';
import type { AppContext } from '../../context';
import type { Principal } from '../../db/repositories/tokens';
import { AppError, notFound } from '../../errors';
import { checkSignature } from '../../files/signing';
import { mimeTypeOfKey } from '../../files/types';

export const DOCUMENT_LINK_EXPIRED = 'This document link has expired. Open the document again from Oja.';

export function filesService(ctx: AppContext) {
  return {
    async image(key: string) {
      const storageKey = `images/${key}`;
      const file = await ctx.storage.open(storageKey);
      if (file === null) throw notFound();
      return { ...file, mimeType: mimeTypeOfKey(storageKey) };
    },

    /** The document behind a signed link; a tampered link is refused before anything is read. */
    async document(id: number, expires: string | undefined, signature: string | undefined) {
      const check = checkSignature(ctx.keys.signedUrls, id, expires, signature);
      if (check === 'invalid') throw new AppError('forbidden', 'This document link is not valid.');
      if (check === 'expired') {
        throw new AppError('forbidden', DOCUMENT_LINK_EXPIRED);
      }
      const document = await ctx.repos.documents.findById(id);
      const file = document === null ? null : await ctx.storage.open(document.storageKey);
      if (document === null || file === null) throw notFound();
      return { ...file, mimeType: document.mimeType, name: path.basename(document.originalName) };
    },

    /**
     * A fresh signed link, for an admin or the merchant the document belongs to; anyone else learns nothing of it
     * (404, as for a document that does not exist).
     */
    async documentLink(principal: Principal, id: number) {
      const document = await ctx.repos.documents.findById(id);
      const { user, merchant } = principal;
      const allowed = user.userType === 'admin' || (merchant !== null && merchant.id === document?.merchantId);
      if (document === null || !allowed) throw notFound();
      return { url: ctx.urls.document(id) };
    },
  };
}
