// The whole database, one table per entity of docs/product/rules.md ("Entities and their fields") plus what the
// server rules of docs/product/server-rules.md need
// (tokens, reset codes, verification tokens, the activity log). Rules the server must never break are written
// as constraints here, so a bug in a handler cannot store what the spec forbids.
import {
  BUSINESS_TYPES,
  DOCUMENT_TYPES,
  PRODUCT_STATUSES,
  USER_TYPES,
  VERIFICATION_STATUSES,
} from '@oja/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const TOKEN_SCOPES = ['full', 'upload'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Why a token was revoked: the next call with it is told (401), so the sign-in page can say why the session ended. */
export const TOKEN_END_REASONS = ['signed-out', 'password-changed', 'password-reset', 'suspended'] as const;
export type TokenEndReason = (typeof TOKEN_END_REASONS)[number];

/** `column IN ('a', 'b')` for a CHECK constraint, from the same tuple the TypeScript types come from. */
function oneOf(column: string, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return sql.raw(`"${column}" IN (${list})`);
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // Sign-in and uniqueness ignore letter case because every address is stored lower-cased.
    check('users_email_lower', sql`${table.email} = lower(${table.email})`),
    check('users_user_type_valid', oneOf('user_type', USER_TYPES)),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the bearer token: a stolen database does not yield usable tokens. */
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    scope: text('scope', { enum: TOKEN_SCOPES }).notNull().default('full'),
    /** For an `upload` token: the one merchant whose files it may upload. */
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: TOKEN_END_REASONS }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('access_tokens_token_hash_unique').on(table.tokenHash),
    index('access_tokens_user_id_idx').on(table.userId),
    check('access_tokens_scope_valid', oneOf('scope', TOKEN_SCOPES)),
    check('access_tokens_upload_has_merchant', sql`${table.scope} <> 'upload' OR ${table.merchantId} IS NOT NULL`),
    check(
      'access_tokens_revoked_reason_valid',
      sql`${table.revokedReason} IS NULL OR (${table.revokedAt} IS NOT NULL AND ${oneOf('revoked_reason', TOKEN_END_REASONS)})`,
    ),
  ],
);

export const merchants = pgTable(
  'merchants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: varchar('business_name', { length: 255 }).notNull(),
    businessType: text('business_type', { enum: BUSINESS_TYPES }).notNull(),
    businessEmail: varchar('business_email', { length: 255 }).notNull(),
    countryCode: varchar('country_code', { length: 5 }).notNull(),
    businessPhone: varchar('business_phone', { length: 16 }).notNull(),
    pickupAddress: varchar('pickup_address', { length: 500 }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    logoKey: text('logo_key'),
    /** A new business email asked for in the profile, in force only once the link mailed to it is opened. */
    pendingBusinessEmail: varchar('pending_business_email', { length: 255 }),
    /** SHA-256 (hex) of the token in that link, and when the link stops working. */
    pendingEmailTokenHash: char('pending_email_token_hash', { length: 64 }),
    pendingEmailExpiresAt: timestamp('pending_email_expires_at', { withTimezone: true }),
    verificationStatus: text('verification_status', { enum: VERIFICATION_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why and when an admin suspended an approved merchant; both cleared when it is reinstated. */
    suspensionReason: text('suspension_reason'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * One more on every change to the merchant or to what an admin reviews of it (its bank account, documents and
     * pick-up points): a decision names the version it was made on, and a request changed since is refused.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('merchants_uuid_unique').on(table.uuid),
    uniqueIndex('merchants_user_id_unique').on(table.userId),
    uniqueIndex('merchants_business_email_unique').on(table.businessEmail),
    uniqueIndex('merchants_pending_email_token_unique').on(table.pendingEmailTokenHash),
    index('merchants_verification_status_idx').on(table.verificationStatus, table.createdAt),
    check('merchants_business_email_lower', sql`${table.businessEmail} = lower(${table.businessEmail})`),
    check(
      'merchants_pending_email_complete',
      sql`(${table.pendingBusinessEmail} IS NULL) = (${table.pendingEmailTokenHash} IS NULL) AND (${table.pendingEmailTokenHash} IS NULL) = (${table.pendingEmailExpiresAt} IS NULL)`,
    ),
    check('merchants_business_type_valid', oneOf('business_type', BUSINESS_TYPES)),
    check('merchants_verification_status_valid', oneOf('verification_status', VERIFICATION_STATUSES)),
    check('merchants_latitude_range', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('merchants_longitude_range', sql`${table.longitude} BETWEEN -180 AND 180`),
    // A rejection always carries its reason (docs/product/server-rules.md, Reviews: rejecting needs a non-blank
    // reason).
    check(
      'merchants_rejection_has_reason',
      sql`${table.verificationStatus} <> 'rejected' OR length(btrim(coalesce(${table.rejectionReason}, ''))) > 0`,
    ),
    // A suspension always carries its reason and time, and only a suspended merchant has them.
    check(
      'merchants_suspension_has_reason',
      sql`(${table.verificationStatus} = 'suspended') = (length(btrim(coalesce(${table.suspensionReason}, ''))) > 0 AND ${table.suspendedAt} IS NOT NULL)`,
    ),
  ],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    bankCode: varchar('bank_code', { length: 20 }).notNull(),
    bankName: varchar('bank_name', { length: 255 }).notNull(),
    accountNumber: varchar('account_number', { length: 11 }).notNull(),
    accountName: varchar('account_name', { length: 255 }).notNull(),
    /**
     * A new account an approved merchant asked for, waiting for an admin's review: payouts keep going to the
     * account above until it is accepted (docs/product/server-rules.md, "Changes after approval").
     */
    pendingBankCode: varchar('pending_bank_code', { length: 20 }),
    pendingBankName: varchar('pending_bank_name', { length: 255 }),
    pendingAccountNumber: varchar('pending_account_number', { length: 11 }),
    pendingAccountName: varchar('pending_account_name', { length: 255 }),
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('bank_accounts_merchant_id_unique').on(table.merchantId),
    check('bank_accounts_account_number_digits', sql`${table.accountNumber} ~ '^[0-9]{10,11}$'`),
    check('bank_accounts_pending_account_number_digits', sql`${table.pendingAccountNumber} ~ '^[0-9]{10,11}$'`),
    // A waiting change is whole: all of its fields, or none.
    check(
      'bank_accounts_pending_complete',
      sql`(${table.pendingBankCode} IS NULL) = (${table.pendingBankName} IS NULL) AND (${table.pendingBankCode} IS NULL) = (${table.pendingAccountNumber} IS NULL) AND (${table.pendingBankCode} IS NULL) = (${table.pendingAccountName} IS NULL) AND (${table.pendingBankCode} IS NULL) = (${table.pendingSince} IS NULL)`,
    ),
  ],
);

export const merchantDocuments = pgTable(
  'merchant_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }).notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    description: varchar('description', { length: 1000 }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('merchant_documents_storage_key_unique').on(table.storageKey),
    index('merchant_documents_merchant_id_idx').on(table.merchantId),
    check('merchant_documents_document_type_valid', oneOf('document_type', DOCUMENT_TYPES)),
    check('merchant_documents_size_positive', sql`${table.size} > 0`),
  ],
);

export const pickupLocations = pgTable(
  'pickup_locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 255 }),
    address: varchar('address', { length: 500 }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('pickup_locations_merchant_id_idx').on(table.merchantId),
    // At most one default pick-up point per merchant.
    uniqueIndex('pickup_locations_one_default').on(table.merchantId).where(sql`${table.isDefault}`),
    check('pickup_locations_latitude_range', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('pickup_locations_longitude_range', sql`${table.longitude} BETWEEN -180 AND 180`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 1000 }),
    imageKey: text('image_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('categories_uuid_unique').on(table.uuid),
    index('categories_merchant_id_idx').on(table.merchantId),
    // Target of the products' (category_id, merchant_id) key: a product can only sit in its own merchant's category.
    unique('categories_id_merchant_id_unique').on(table.id, table.merchantId),
    // One category of a name per merchant, letter case ignored: two creates at once cannot both pass the check.
    uniqueIndex('categories_merchant_name_unique').on(table.merchantId, sql`lower(${table.name})`),
    check('categories_name_not_blank', sql`length(btrim(${table.name})) > 0`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    /** Exact decimal naira, read and written as text ("2500.00"), never a binary float. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    discount: integer('discount').notNull().default(0),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('in_stock'),
    description: varchar('description', { length: 2000 }),
    imageKey: text('image_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('products_uuid_unique').on(table.uuid),
    index('products_merchant_id_idx').on(table.merchantId, table.categoryId),
    // Deleting a category that still holds products is refused (the menu service answers it first with a 409;
    // docs/product/menu.md, "Delete").
    foreignKey({
      name: 'products_category_same_merchant_fk',
      columns: [table.categoryId, table.merchantId],
      foreignColumns: [categories.id, categories.merchantId],
    }).onDelete('restrict'),
    check('products_price_non_negative', sql`${table.price} >= 0`),
    check('products_discount_range', sql`${table.discount} BETWEEN 0 AND 100`),
    check('products_status_valid', oneOf('status', PRODUCT_STATUSES)),
    check('products_name_not_blank', sql`length(btrim(${table.name})) > 0`),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Keyed hash of the 5-digit code (a plain hash of 100 000 possible codes would be no protection). */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('password_reset_codes_user_created_idx').on(table.userId, table.createdAt),
    check('password_reset_codes_attempts_non_negative', sql`${table.attempts} >= 0`),
  ],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_verification_tokens_token_hash_unique').on(table.tokenHash),
    index('email_verification_tokens_user_id_idx').on(table.userId),
  ],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 64 }).notNull(),
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('activity_log_created_at_idx').on(table.createdAt),
    index('activity_log_merchant_id_idx').on(table.merchantId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;
export type AccessTokenRow = typeof accessTokens.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type MerchantDocumentRow = typeof merchantDocuments.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
