// Expiring links to merchant documents (docs/product/server-rules.md, "Opening a document in a new tab": a new tab
// carries no bearer token): an HMAC-SHA256 over the document id and the expiry, with a key derived from the server
// secret.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNED_URL_TTL_SECONDS = 10 * 60;

export function signature(key: Buffer, documentId: number, expires: number): string {
  return createHmac('sha256', key).update(`document:${documentId}:${expires}`).digest('base64url');
}

export function signDocumentPath(key: Buffer, documentId: number, now: Date = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + SIGNED_URL_TTL_SECONDS;
  return `/api/files/documents/${documentId}?expires=${expires}&signature=${signature(key, documentId, expires)}`;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

export function checkSignature(
  key: Buffer,
  documentId: number,
  expiresRaw: unknown,
  signatureRaw: unknown,
  now: Date = new Date(),
): SignatureCheck {
  if (typeof expiresRaw !== 'string' || typeof signatureRaw !== 'string' || !/^\d{1,12}$/.test(expiresRaw)) {
    return 'invalid';
  }
  const expected = Buffer.from(signature(key, documentId, Number(expiresRaw)));
  const given = Buffer.from(signatureRaw);
  // The signature is checked before the expiry, so an altered expiry reads as tampering, not as "expired".
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expiresRaw) * 1000 > now.getTime() ? 'valid' : 'expired';
}
