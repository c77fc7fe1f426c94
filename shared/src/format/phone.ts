/** Default country prefix for phone numbers (docs/product/constants.md). */
export const DEFAULT_PHONE_PREFIX = '+234';

/**
 * A phone number as the product shows it (docs/product/rules.md, "Formatting"): kept when it starts with a plus;
 * otherwise a leading 234 gets a plus, a leading 0 is dropped, and the default prefix +234 goes in front.
 */
export function formatPhone(phone: string | null | undefined, prefix: string = DEFAULT_PHONE_PREFIX): string {
  const compact = (phone ?? '').replace(/[\s\-().]/g, '');
  if (compact === '') return '';
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('234')) return `+${compact}`;
  return `${prefix}${compact.startsWith('0') ? compact.slice(1) : compact}`;
}
