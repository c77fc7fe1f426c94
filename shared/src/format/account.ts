// A bank account number as the admin screens show it: only its last four digits, the rest hidden, so a screen
// shared or photographed does not hand out a merchant's full account number.
const SHOWN_DIGITS = 4;

/** "0123456789" -> "******6789"; a number of four characters or fewer is hidden whole; empty stays empty. */
export function maskAccountNumber(value: string | null | undefined): string {
  const number = (value ?? '').trim();
  if (number === '') return '';
  if (number.length <= SHOWN_DIGITS) return '*'.repeat(number.length);
  return '*'.repeat(number.length - SHOWN_DIGITS) + number.slice(-SHOWN_DIGITS);
}
