// The URLs the API hands out for stored files: public (cacheable) for images, signed and expiring for documents.
import { signDocumentPath } from './signing';

export interface FileUrls {
  image(key: string | null): string | null;
  document(documentId: number, now?: Date): string;
}

/** `base` is an absolute origin (OJA_PUBLIC_URL) or '' for root-relative URLs on the site's own origin. */
export function createFileUrls(base: string, signingKey: Buffer): FileUrls {
  return {
    image: (key) => (key === null ? null : `${base}/api/files/public/${key.replace(/^images\//, '')}`),
    document: (documentId, now) => `${base}${signDocumentPath(signingKey, documentId, now)}`,
  };
}
