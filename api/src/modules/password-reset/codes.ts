// The 5-digit reset codes: drawn from the operating system's secure random source and stored as
// an HMAC keyed with the server secret. A plain hash of a 5-digit code would be no protection (100 000 guesses
// undo it); with the key, a stolen table alone tells nothing.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_LENGTH } from '@oja/shared/validation';

const CODE_SPACE = 10 ** RESET_CODE_LENGTH;

export function newResetCode(): string {
  return String(randomInt(0, CODE_SPACE)).padStart(RESET_CODE_LENGTH, '0');
}

/** Bound to the user, so a code's hash cannot be replayed for another account. */
export function hashResetCode(key: Buffer, userId: number, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');
}

export function resetCodeMatches(key: Buffer, userId: number, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashResetCode(key, userId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
