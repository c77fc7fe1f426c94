// Whether a merchant under review still owes its business ID: without it the admin cannot decide the application, so
// the review screen asks for it.
import type { MerchantDocument } from '@oja/shared/api';

/**
 * - `checking`: the documents are on their way.
 * - `present`: the ID is there; the screen is the plain review screen.
 * - `missing`: no ID; the screen asks for it.
 * - `unknown`: the documents could not be read; the screen says so and can ask again.
 */
export type IdDocumentState = 'checking' | 'present' | 'missing' | 'unknown';

export function hasIdDocument(documents: readonly Pick<MerchantDocument, 'document_type'>[]): boolean {
  return documents.some((document) => document.document_type === 'business_id');
}

/** The state from the documents query (TanStack Query's `status` and `data`). */
export function idDocumentState(
  status: 'pending' | 'error' | 'success',
  documents: readonly Pick<MerchantDocument, 'document_type'>[] | undefined,
): IdDocumentState {
  if (documents !== undefined) return hasIdDocument(documents) ? 'present' : 'missing';
  return status === 'error' ? 'unknown' : 'checking';
}
