// What the Oja API answers with: one valibot schema per shape. The TypeScript types are inferred from them, the
// API documents its answers with them (OpenAPI), and the server's presenters are typed by them, so the shape
// a client reads and the shape the server writes cannot drift apart. This module holds the accounts (users,
// merchants and what a merchant's record carries), which the session's calls answer with; the other answers are in
// ./records.ts, ./orders.ts and ./dashboards.ts.
import { BUSINESS_TYPES, DOCUMENT_TYPES, USER_TYPES, VERIFICATION_STATUSES } from '@oja/shared/validation';
import * as v from 'valibot';
import { count, id, nullableText, timestamp } from './scalars';

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

/** A merchant's record in the admin's list: its orders, its rating and how often its orders are ready on time. */
export const merchantPerformanceModel = v.object({
  orders: count,
  rating: v.nullable(v.number()),
  reviews: count,
  /** Share (0-1) of its orders that were ready by the time it promised when accepting; null before the first. */
  on_time_share: v.nullable(v.number()),
});
export type MerchantPerformance = v.InferOutput<typeof merchantPerformanceModel>;

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
