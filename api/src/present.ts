// Database rows -> the contract's shapes (one place, so every route answers the same fields).
import type {
  ActivityAction,
  ActivityLogEntry,
  BankAccount,
  Category,
  Merchant,
  MerchantDocument,
  PendingBankAccount,
  PickupLocation,
  Product,
  User,
} from '@oja/shared/contract';
import type { ProductWithCategory } from './db/repositories/menu';
import { pendingOf } from './db/repositories/merchants';
import type { PickupLocationRow } from './db/repositories/pickup-locations';
import type { ActivityRow } from './db/repositories/review';
import type { BankAccountRow, CategoryRow, MerchantDocumentRow, MerchantRow, UserRow } from './db/schema';
import type { FileUrls } from './files/urls';

export function toMerchant(merchant: MerchantRow, contact: UserRow, urls: FileUrls): Merchant {
  return {
    id: merchant.id,
    version: merchant.version,
    uuid: merchant.uuid,
    business_name: merchant.businessName,
    business_type: merchant.businessType,
    business_email: merchant.businessEmail,
    pending_business_email: merchant.pendingBusinessEmail,
    country_code: merchant.countryCode,
    business_phone: merchant.businessPhone,
    pickup_address: merchant.pickupAddress,
    latitude: merchant.latitude,
    longitude: merchant.longitude,
    logo: urls.image(merchant.logoKey),
    verification_status: merchant.verificationStatus,
    rejection_reason: merchant.rejectionReason,
    reviewed_at: merchant.reviewedAt?.toISOString() ?? null,
    suspension_reason: merchant.suspensionReason,
    suspended_at: merchant.suspendedAt?.toISOString() ?? null,
    created_at: merchant.createdAt.toISOString(),
    contact_name: contact.name,
    user: { id: contact.id, name: contact.name, email: contact.email },
  };
}

/** A user as the client stores it; a merchant user always carries its merchant object (null if it has none). */
export function toUser(user: UserRow, merchant: MerchantRow | null, urls: FileUrls): User {
  const result: User = {
    id: user.id,
    name: user.name,
    email: user.email,
    user_type: user.userType,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
  if (user.userType === 'merchant') result.merchant = merchant === null ? null : toMerchant(merchant, user, urls);
  return result;
}

/** `file_path` is a signed link valid 10 minutes: it opens in a new tab, which carries no bearer token. */
export function toDocument(row: MerchantDocumentRow, urls: FileUrls, now?: Date): MerchantDocument {
  return {
    id: row.id,
    document_type: row.documentType,
    file_path: urls.document(row.id, now),
    original_name: row.originalName,
    mime_type: row.mimeType,
    size: row.size,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    bank_code: row.bankCode,
    bank_name: row.bankName,
    account_number: row.accountNumber,
    account_name: row.accountName,
  };
}

/** The new account an approved merchant asked for, while it waits for an admin's review; null when none waits. */
export function toPendingBankAccount(row: BankAccountRow | null): PendingBankAccount | null {
  const pending = row === null ? null : pendingOf(row);
  if (pending === null) return null;
  return {
    bank_code: pending.bankCode,
    bank_name: pending.bankName,
    account_number: pending.accountNumber,
    account_name: pending.accountName,
    requested_at: pending.since.toISOString(),
  };
}

export function toPickupLocation(row: PickupLocationRow): PickupLocation {
  return {
    id: row.id,
    label: row.label,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

export function toCategory(row: CategoryRow, urls: FileUrls, productsCount?: number): Category {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    image: urls.image(row.imageKey),
    ...(productsCount === undefined ? {} : { products_count: productsCount }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toProduct(row: ProductWithCategory, urls: FileUrls): Product {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    category_id: row.categoryId,
    category: { id: row.categoryId, name: row.categoryName },
    // The numeric column comes back as exact text ("2500.00"); it is never turned into a number here.
    price: row.price,
    status: row.status,
    discount: row.discount,
    description: row.description,
    image: urls.image(row.imageKey),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toActivityEntry(row: ActivityRow): ActivityLogEntry {
  return {
    id: row.id,
    action: row.action as ActivityAction,
    actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '' },
    merchant: row.merchantId === null ? null : { id: row.merchantId, business_name: row.merchantName ?? '' },
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}
