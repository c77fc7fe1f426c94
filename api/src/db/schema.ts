// The whole database, one table per entity of docs/product/rules.md ("Entities and their fields") plus what the
// server rules of docs/product/server-rules.md need
// (tokens, reset codes, verification tokens, the activity log). Rules the server must never break are written
// as constraints here, so a bug in a handler cannot store what the spec forbids.
import {
  BUSINESS_TYPES,
  DOCUMENT_TYPES,
  ORDER_ACTIONS,
  ORDER_ACTOR_ROLES,
  ORDER_LIMITS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRODUCT_STATUSES,
  USER_TYPES,
  VERIFICATION_STATUSES,
} from '@oja/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
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
  primaryKey,
  smallint,
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
    // docs/decisions.md, "Menu management", Delete).
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

/** A merchant's own switch for taking orders; a merchant without a row takes them. */
export const storeSettings = pgTable('store_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  acceptingOrders: boolean('accepting_orders').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * A merchant's week, Lagos time: one row per weekday (0 is Monday) once it has set its hours, minutes after
 * midnight, 1440 being the end of the day. A merchant with no rows has set none and is open whenever it is not paused.
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    closed: boolean('closed').notNull().default(false),
    opensAt: smallint('opens_at').notNull(),
    closesAt: smallint('closes_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'opening_hours_pkey', columns: [table.merchantId, table.weekday] }),
    check('opening_hours_weekday_range', sql`${table.weekday} BETWEEN 0 AND 6`),
    check('opening_hours_opens_range', sql`${table.opensAt} BETWEEN 0 AND 1439`),
    check('opening_hours_closes_after_opens', sql`${table.closesAt} > ${table.opensAt} AND ${table.closesAt} <= 1440`),
  ],
);

/** Kobo: whole numbers, exact, and past the 32-bit range (a large order of expensive items). */
const kobo = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * An order: who, where, what it cost (a snapshot computed by the server, never changed by a menu change later) and
 * where it stands. Each change of status is one conditional UPDATE on `status` plus a row of `order_events`, in one
 * transaction (modules/orders/service.ts); the rules below keep every state complete whatever a handler does.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    riderId: integer('rider_id').references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** The payment provider's reference of a card charge. */
    paymentReference: varchar('payment_reference', { length: 100 }),
    /** Where the customer pays a card order awaiting its payment. */
    paymentUrl: text('payment_url'),
    subtotalKobo: kobo('subtotal_kobo'),
    discountKobo: kobo('discount_kobo'),
    deliveryFeeKobo: kobo('delivery_fee_kobo'),
    totalKobo: kobo('total_kobo'),
    distanceM: integer('distance_m').notNull(),
    deliveryAddress: varchar('delivery_address', { length: 500 }).notNull(),
    deliveryLatitude: doublePrecision('delivery_latitude').notNull(),
    deliveryLongitude: doublePrecision('delivery_longitude').notNull(),
    note: varchar('note', { length: ORDER_LIMITS.noteLength }),
    prepMinutes: smallint('prep_minutes'),
    /** Why it was rejected or cancelled. */
    reason: varchar('reason', { length: ORDER_LIMITS.reasonLength }),
    cancelledBy: text('cancelled_by', { enum: ORDER_ACTOR_ROLES }),
    /** The customer's Idempotency-Key, and a hash of the request it came with. */
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The same key from the same customer is the same order (a retry), never a second one.
    uniqueIndex('orders_customer_idempotency_unique').on(table.customerId, table.idempotencyKey),
    uniqueIndex('orders_payment_reference_unique').on(table.paymentReference),
    index('orders_merchant_created_idx').on(table.merchantId, table.createdAt),
    index('orders_customer_created_idx').on(table.customerId, table.createdAt),
    index('orders_rider_idx').on(table.riderId, table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    // What riders may claim.
    index('orders_unclaimed_idx')
      .on(table.createdAt)
      .where(sql`${table.riderId} IS NULL AND ${table.status} IN ('accepted', 'ready')`),
    check('orders_status_valid', oneOf('status', ORDER_STATUSES)),
    check('orders_payment_method_valid', oneOf('payment_method', PAYMENT_METHODS)),
    check('orders_payment_status_valid', oneOf('payment_status', PAYMENT_STATUSES)),
    check(
      'orders_cancelled_by_valid',
      sql`${table.cancelledBy} IS NULL OR ${oneOf('cancelled_by', ORDER_ACTOR_ROLES)}`,
    ),
    check(
      'orders_amounts_valid',
      sql`${table.subtotalKobo} >= 0 AND ${table.discountKobo} BETWEEN 0 AND ${table.subtotalKobo} AND ${table.deliveryFeeKobo} >= 0 AND ${table.totalKobo} = ${table.subtotalKobo} - ${table.discountKobo} + ${table.deliveryFeeKobo}`,
    ),
    check('orders_distance_non_negative', sql`${table.distanceM} >= 0`),
    check('orders_delivery_latitude_range', sql`${table.deliveryLatitude} BETWEEN -90 AND 90`),
    check('orders_delivery_longitude_range', sql`${table.deliveryLongitude} BETWEEN -180 AND 180`),
    check(
      'orders_prep_minutes_range',
      sql`${table.prepMinutes} IS NULL OR ${table.prepMinutes} BETWEEN ${sql.raw(String(ORDER_LIMITS.minPrepMinutes))} AND ${sql.raw(String(ORDER_LIMITS.maxPrepMinutes))}`,
    ),
    // Every state carries what it needs: the time it was reached, the merchant's estimate, the rider, the reason.
    check(
      'orders_placed_has_time',
      sql`${table.status} = 'awaiting_payment' OR ${table.placedAt} IS NOT NULL OR ${table.status} = 'cancelled'`,
    ),
    check(
      'orders_accepted_has_estimate',
      sql`${table.status} NOT IN ('accepted', 'ready', 'picked_up', 'delivered') OR (${table.acceptedAt} IS NOT NULL AND ${table.prepMinutes} IS NOT NULL)`,
    ),
    check(
      'orders_ready_has_time',
      sql`${table.status} NOT IN ('ready', 'picked_up', 'delivered') OR ${table.readyAt} IS NOT NULL`,
    ),
    check(
      'orders_on_the_road_has_rider',
      sql`${table.status} NOT IN ('picked_up', 'delivered') OR (${table.riderId} IS NOT NULL AND ${table.pickedUpAt} IS NOT NULL)`,
    ),
    check('orders_delivered_has_time', sql`${table.status} <> 'delivered' OR ${table.deliveredAt} IS NOT NULL`),
    check(
      'orders_ended_has_reason',
      sql`(${table.status} IN ('rejected', 'cancelled')) = (${table.cancelledAt} IS NOT NULL AND ${table.cancelledBy} IS NOT NULL AND length(btrim(coalesce(${table.reason}, ''))) > 0)`,
    ),
    check('orders_rider_claimed_has_time', sql`${table.riderId} IS NULL OR ${table.claimedAt} IS NOT NULL`),
  ],
);

/** The order a row belongs to: the row goes with it. */
const partOfOrder = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });
/** The merchant of an order's row, kept on the row so that a merchant's rows are read without a join. */
const merchantOfOrder = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

/** The lines of an order, priced when it was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: partOfOrder(),
    /** The menu item; null once the merchant deleted it (the line keeps its name and prices). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 255 }).notNull(),
    unitPriceKobo: kobo('unit_price_kobo'),
    discountPercent: smallint('discount_percent').notNull(),
    unitDiscountKobo: kobo('unit_discount_kobo'),
    quantity: smallint('quantity').notNull(),
    lineTotalKobo: kobo('line_total_kobo'),
    note: varchar('note', { length: ORDER_LIMITS.itemNoteLength }),
  },
  (table) => [
    index('order_items_order_id_idx').on(table.orderId),
    index('order_items_product_id_idx').on(table.productId),
    check(
      'order_items_quantity_range',
      sql`${table.quantity} BETWEEN ${sql.raw(String(ORDER_LIMITS.minQuantity))} AND ${sql.raw(String(ORDER_LIMITS.maxQuantity))}`,
    ),
    check('order_items_discount_range', sql`${table.discountPercent} BETWEEN 0 AND 100`),
    check(
      'order_items_amounts_valid',
      sql`${table.unitPriceKobo} >= 0 AND ${table.unitDiscountKobo} BETWEEN 0 AND ${table.unitPriceKobo} AND ${table.lineTotalKobo} = (${table.unitPriceKobo} - ${table.unitDiscountKobo}) * ${table.quantity}`,
    ),
  ],
);

/**
 * An order's timeline: who moved it, when, from which status to which, and why. Its ids are also the ids of the
 * live events (a reconnecting stream sends the last one back); `merchant_id` is the order's, so a merchant's stream
 * replays what it missed from this table alone.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: partOfOrder(),
    merchantId: merchantOfOrder(),
    action: text('action', { enum: ORDER_ACTIONS }).notNull(),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    actorRole: text('actor_role', { enum: ORDER_ACTOR_ROLES }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: ORDER_LIMITS.reasonLength }),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_events_order_id_idx').on(table.orderId, table.id),
    index('order_events_merchant_id_idx').on(table.merchantId, table.id),
    index('order_events_created_at_idx').on(table.createdAt),
    check('order_events_action_valid', oneOf('action', ORDER_ACTIONS)),
    check('order_events_to_status_valid', oneOf('to_status', ORDER_STATUSES)),
    check('order_events_actor_role_valid', oneOf('actor_role', ORDER_ACTOR_ROLES)),
  ],
);

/** A customer's review of a delivered order: one per order. */
export const orderReviews = pgTable(
  'order_reviews',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    merchantId: merchantOfOrder(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: varchar('comment', { length: ORDER_LIMITS.commentLength }),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_reviews_merchant_created_idx').on(table.merchantId, table.createdAt),
    check('order_reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;
export type AccessTokenRow = typeof accessTokens.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type MerchantDocumentRow = typeof merchantDocuments.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type OrderReviewRow = typeof orderReviews.$inferSelect;
export type OpeningHoursRow = typeof openingHours.$inferSelect;
