// docs/product/rules.md, "Entities and their fields": several fields exist under two names and clients read both.
// The API sends the first name of each pair; the second is read when the first is missing.
import type { Merchant } from '@oja/shared/api';
import { BUSINESS_TYPE_LABELS, type BusinessType } from '@oja/shared/validation';

export const businessNameOf = (merchant: Merchant): string => merchant.business_name || merchant.name || '';
export const logoOf = (merchant: Merchant): string | null => merchant.logo ?? merchant.avatar ?? null;
export const emailOf = (merchant: Merchant): string => merchant.business_email || merchant.email || '';
export const phoneOf = (merchant: Merchant): string => merchant.business_phone || merchant.phone || '';
export const contactNameOf = (merchant: Merchant): string => merchant.user?.name || merchant.contact_name || '';

/**
 * A pending request sent again after a rejection: the API keeps the rejection's reason on it until the next
 * decision, which is how a resubmission is told from a first application.
 */
export const isResubmission = (merchant: Merchant): boolean =>
  merchant.verification_status === 'pending' && Boolean(merchant.rejection_reason);

export function businessTypeOf(merchant: Merchant): string {
  const type: BusinessType | undefined = merchant.business_type ?? merchant.type;
  return type === undefined ? '' : (BUSINESS_TYPE_LABELS[type] ?? type);
}

/** Two letters for a logo that is missing or fails to load: "Mama Nkechi's Kitchen" -> "MN". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}
