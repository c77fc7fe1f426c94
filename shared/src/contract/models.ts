// What the Oja API answers with: one valibot schema per shape. The TypeScript types are inferred from them, the
// API documents its answers with them (OpenAPI), and the server's presenters are typed by them, so the shape
// a client reads and the shape the server writes cannot drift apart.
import {
  BUSINESS_TYPES,
  DOCUMENT_TYPES,
  PRODUCT_STATUSES,
  USER_TYPES,
  VERIFICATION_STATUSES,
} from '@oja/shared/validation';
import * as v from 'valibot';
import { pageModel } from './envelope';
import { merchantOrderFiguresModel, merchantPerformanceModel, platformOrderFiguresModel } from './orders';

const id = v.pipe(v.number(), v.integer());
const timestamp = v.pipe(v.string(), v.isoTimestamp(), v.description('ISO 8601'));
const nullableText = v.nullable(v.string());

export const merchantDocumentModel = v.object({
  id,
  document_type: v.picklist(DOCUMENT_TYPES),
  /** A URL the browser can open: a signed link that expires after 10 minutes. */
  file_path: v.pipe(v.string(), v.description('Signed link, valid 10 minutes')),
  original_name: v.string(),
  mime_type: v.string(),
  size: v.pipe(v.number(), v.integer()),
  description: nullableText,
  created_at: timestamp,
});

export const pickupLocationModel = v.object({
  id,
  label: nullableText,
  address: v.string(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  is_default: v.boolean(),
  created_at: timestamp,
});
export type PickupLocation = v.InferOutput<typeof pickupLocationModel>;

export const bankAccountModel = v.object({
  bank_code: v.string(),
  bank_name: v.string(),
  account_number: v.string(),
  account_name: v.string(),
});

/** A new bank account an approved merchant asked for, waiting for an admin's review; payouts stay on the one in use. */
export const pendingBankAccountModel = v.object({
  ...bankAccountModel.entries,
  requested_at: timestamp,
});

/** `PUT /merchant/bank-account`: the account in use, and the one waiting for review (null when none waits). */
export const merchantBankAccountsModel = v.object({
  bank_account: v.nullable(bankAccountModel),
  pending_bank_account: v.nullable(pendingBankAccountModel),
});

export const merchantModel = v.object({
  id,
  /**
   * One more on every change to the merchant or to what an admin reviews of it (bank account, documents, pick-up
   * points): an admin's decision sends back the version it was made on.
   */
  version: v.pipe(v.number(), v.integer()),
  uuid: v.string(),
  business_name: v.string(),
  business_type: v.picklist(BUSINESS_TYPES),
  business_email: v.string(),
  /** A new business email waiting for its owner to confirm it (the mail's link); the old one counts until then. */
  pending_business_email: v.optional(nullableText),
  country_code: v.string(),
  business_phone: v.string(),
  pickup_address: v.string(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  /** Public URL of the business logo, or null. */
  logo: v.pipe(nullableText, v.description('Public URL, or null')),
  verification_status: v.picklist(VERIFICATION_STATUSES),
  rejection_reason: nullableText,
  reviewed_at: v.nullable(timestamp),
  /** Why an admin suspended the merchant (null unless suspended), and when: the merchant reads it at sign-in. */
  suspension_reason: v.optional(nullableText),
  suspended_at: v.optional(v.nullable(timestamp)),
  created_at: timestamp,
  /** The contact person: the user who registered the business. */
  contact_name: v.string(),
  user: v.optional(v.object({ id, name: v.string(), email: v.string() })),
  documents: v.optional(v.array(merchantDocumentModel)),
  bank_account: v.optional(v.nullable(bankAccountModel)),
  /** A new bank account waiting for an admin's review (an approved merchant's change); null when none waits. */
  pending_bank_account: v.optional(v.nullable(pendingBankAccountModel)),
  /** Its pick-up points, default first (the admin's details of one merchant). */
  pickup_locations: v.optional(v.array(pickupLocationModel)),
  /** Its orders, rating and on-time share (the admin's list of merchants). */
  performance: v.optional(merchantPerformanceModel),
});

/**
 * "Several fields appear under two names; both readings are read": the API sends the first name, and a client
 * reads these older names as a fallback. The server never sends them, so they are not part of the schema.
 */
interface MerchantAliases {
  name?: string;
  avatar?: string | null;
  type?: (typeof BUSINESS_TYPES)[number];
  email?: string;
  phone?: string;
}

export type MerchantDocument = v.InferOutput<typeof merchantDocumentModel>;
export type BankAccount = v.InferOutput<typeof bankAccountModel>;
export type PendingBankAccount = v.InferOutput<typeof pendingBankAccountModel>;
export type MerchantBankAccounts = v.InferOutput<typeof merchantBankAccountsModel>;
export type Merchant = v.InferOutput<typeof merchantModel> & MerchantAliases;

export const userModel = v.object({
  id,
  name: v.string(),
  email: v.string(),
  user_type: v.picklist(USER_TYPES),
  email_verified_at: v.nullable(timestamp),
  created_at: timestamp,
  /** Present for merchants (null when the profile has not been fetched). */
  merchant: v.optional(v.nullable(merchantModel)),
});

export type User = Omit<v.InferOutput<typeof userModel>, 'merchant'> & { merchant?: Merchant | null };

export const loginResultModel = v.object({
  token: v.string(),
  token_type: v.literal('Bearer'),
  expires_at: timestamp,
  user: userModel,
});

export type LoginResult = Omit<v.InferOutput<typeof loginResultModel>, 'user'> & { user: User };

export const merchantRegistrationResultModel = v.object({
  merchant: merchantModel,
  user: userModel,
  /** Bearer token for this merchant's own document and logo uploads only, valid 30 minutes. */
  upload_token: v.pipe(v.string(), v.description("Bearer token for this merchant's own uploads, valid 30 minutes")),
});

export type MerchantRegistrationResult = Omit<
  v.InferOutput<typeof merchantRegistrationResultModel>,
  'merchant' | 'user'
> & {
  merchant: Merchant;
  user: User;
};

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

export const adminStatisticsModel = v.object({
  total_merchants: v.number(),
  approved_merchants: v.number(),
  pending_merchants: v.number(),
  rejected_merchants: v.number(),
  suspended_merchants: v.optional(v.number()),
});
export type AdminStatistics = v.InferOutput<typeof adminStatisticsModel>;

export const adminDashboardModel = v.object({
  statistics: adminStatisticsModel,
  /** The platform's orders, deliveries, revenue and active riders (always sent by this server). */
  orders: v.optional(platformOrderFiguresModel),
});

/** The signed-in merchant's own figures for its dashboard: where its application stands and what its menu holds. */
export const merchantDashboardModel = v.object({
  verification_status: v.picklist(VERIFICATION_STATUSES),
  reviewed_at: v.nullable(timestamp),
  categories: v.number(),
  products: v.number(),
  /** Products whose status is out_of_stock. */
  out_of_stock: v.number(),
  /** Its orders, sales, most ordered items and reviews (always sent by this server). */
  orders: v.optional(merchantOrderFiguresModel),
});
export type MerchantDashboard = v.InferOutput<typeof merchantDashboardModel>;
export type AdminDashboard = v.InferOutput<typeof adminDashboardModel>;

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
