// The other answers of the Oja API (see ./models.ts for the accounts): the menu's categories and products, the
// registration's lookups (banks, addresses, phone numbers) and the admin's review figures, lists and activity. A
// module of its own so that the session's calls, which the shell's first load carries, take only the accounts.
import { PRODUCT_STATUSES } from '@oja/shared/validation';
import * as v from 'valibot';
import { pageModel } from './envelope';
import { merchantModel } from './models';
import { id, nullableText, timestamp } from './scalars';

export const bankModel = v.object({ id, name: v.string(), code: v.string() });
export type Bank = v.InferOutput<typeof bankModel>;

export const accountResolutionModel = v.object({
  account_name: v.string(),
  account_number: v.string(),
  bank_code: v.string(),
});
export type AccountResolution = v.InferOutput<typeof accountResolutionModel>;

export const addressPredictionModel = v.object({ description: v.string(), place_id: v.string() });
export type AddressPrediction = v.InferOutput<typeof addressPredictionModel>;

export const placeDetailsModel = v.object({
  formatted_address: v.string(),
  geometry: v.object({ location: v.object({ lat: v.number(), lng: v.number() }) }),
});
export type PlaceDetails = v.InferOutput<typeof placeDetailsModel>;

export const categoryModel = v.object({
  id,
  uuid: v.string(),
  name: v.string(),
  description: nullableText,
  image: v.pipe(nullableText, v.description('Public URL, or null')),
  /** Only in the with-count list. */
  products_count: v.optional(v.pipe(v.number(), v.integer())),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Category = v.InferOutput<typeof categoryModel>;

export const productModel = v.object({
  id,
  uuid: v.string(),
  name: v.string(),
  category_id: id,
  category: v.optional(v.object({ id, name: v.string() })),
  /** The merchant's own item number ("#1"): each merchant's menu counts from 1. */
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** An exact decimal as text ("2500.00"), never a float. */
  price: v.pipe(v.string(), v.description('Exact decimal as text, e.g. "2500.00"')),
  status: v.picklist(PRODUCT_STATUSES),
  /** Whole percent, 0-100. */
  discount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  description: nullableText,
  image: v.pipe(nullableText, v.description('Public URL, or null')),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Product = v.InferOutput<typeof productModel>;

export const reviewStatsModel = v.object({
  pending: v.number(),
  approved: v.number(),
  rejected: v.number(),
  /** Merchants approved once and suspended since (counted in none of the three above). */
  suspended: v.number(),
  approved_last_7_days: v.number(),
  rejected_last_7_days: v.number(),
  /** Mean hours from registration to decision, over decided merchants; null when none is decided. */
  average_review_hours: v.nullable(v.number()),
  /** When the oldest request still waiting was made (how long the queue has kept someone waiting); null when none. */
  oldest_pending_at: v.nullable(timestamp),
});
export type ReviewStats = v.InferOutput<typeof reviewStatsModel>;

export const ACTIVITY_ACTIONS = [
  'merchant.approved',
  'merchant.rejected',
  'merchant.suspended',
  'merchant.reinstated',
  'merchant.resubmitted',
  'merchant.profile_updated',
  'merchant.bank_account_changed',
  'merchant.bank_account_change_requested',
  'merchant.bank_account_change_accepted',
  'merchant.bank_account_change_declined',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const activityLogEntryModel = v.object({
  id,
  action: v.picklist(ACTIVITY_ACTIONS),
  actor: v.nullable(v.object({ id, name: v.string() })),
  merchant: v.nullable(v.object({ id, business_name: v.string() })),
  details: v.nullable(v.record(v.string(), v.unknown())),
  created_at: timestamp,
});
export type ActivityLogEntry = v.InferOutput<typeof activityLogEntryModel>;

export const bulkApproveResultModel = v.object({
  approved: v.array(id),
  not_pending: v.array(id),
  not_found: v.array(id),
});
export type BulkApproveResult = v.InferOutput<typeof bulkApproveResultModel>;

export const countryModel = v.object({ name: v.string(), iso2: v.string(), dial_code: v.string() });
export type Country = v.InferOutput<typeof countryModel>;

export const phoneValidationModel = v.object({
  valid: v.boolean(),
  e164: nullableText,
  national: nullableText,
  international: nullableText,
  country: nullableText,
  type: nullableText,
});
export type PhoneValidation = v.InferOutput<typeof phoneValidationModel>;

export const merchantPageModel = pageModel(merchantModel);
export const productPageModel = pageModel(productModel);
export const activityLogPageModel = pageModel(activityLogEntryModel);
