// What the price and discount inputs keep of what is typed or pasted (docs/product/rules.md, "Other rules": the price
// input keeps only digits and a decimal point; the discount input keeps only digits and stops at 100). Pure, so every
// keystroke and paste goes through the same rule and the rule is tested on its own.

/** Kobo: the API stores at most two decimals, so a third one is not kept while typing. */
const PRICE_DECIMALS = 2;

/**
 * Digits and one decimal point: every other character is dropped ("₦1,250.50" -> "1250.50", "1e3" -> "13",
 * "-1" -> "1"), a second point and a third decimal are ignored, and a leading point gets its zero (".5" -> "0.5").
 * Leading zeros before a digit go ("007" -> "7"), so the text is what the server will read.
 */
export function sanitizePrice(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  let whole = point === -1 ? kept : kept.slice(0, point);
  const fraction =
    point === -1
      ? null
      : kept
          .slice(point + 1)
          .replace(/\./g, '')
          .slice(0, PRICE_DECIMALS);
  whole = whole.replace(/^0+(?=\d)/, '');
  if (fraction === null) return whole;
  return `${whole === '' ? '0' : whole}.${fraction}`;
}

export const MAX_DISCOUNT = 100;

/** Digits only, capped at 100 ("15%" -> "15", "150" -> "100", "-5" -> "5", "05" -> "5"); empty stays empty. */
export function sanitizeDiscount(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return '';
  // Compared as text length first: a long paste of digits is not a safe number.
  if (digits.length > 3 || Number(digits) > MAX_DISCOUNT) return String(MAX_DISCOUNT);
  return digits;
}

/** A stored price ("2500.00") as the input shows it for editing: kobo only when there are any ("2500", "12.50"). */
export function priceForInput(stored: string): string {
  return stored.replace(/\.00$/, '');
}
