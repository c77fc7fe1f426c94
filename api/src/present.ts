// Database rows -> the contract's shapes (one place, so every route answers the same fields).
import type {
  ActivityAction,
  ActivityLogEntry,
  BankAccount,
  Category,
  Merchant,
  MerchantDocument,
  Order,
  OrderTimelineEntry,
  PendingBankAccount,
  PickupLocation,
  Product,
  User,
} from '@oja/shared/contract';
import type { ProductWithCategory } from './db/repositories/menu';
import { pendingOf } from './db/repositories/merchants';
import type { OrderView, TimelineRow } from './db/repositories/orders';
import type { PickupLocationRow } from './db/repositories/pickup-locations';
import type { ActivityRow } from './db/repositories/review';
import type { BankAccountRow, CategoryRow, MerchantDocumentRow, MerchantRow, UserRow } from './db/schema';
import type { FileUrls } from './files/urls';
import { orderNumber } from './modules/orders/pricing';

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

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export function toTimelineEntry(row: TimelineRow): OrderTimelineEntry {
  return {
    id: row.id,
    action: row.action,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor: { role: row.actorRole, id: row.actorId, name: row.actorName },
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

/** An order as every viewer reads it (the customer's email never leaves the server). */
export function toOrder(view: OrderView, timeline?: readonly TimelineRow[]): Order {
  const { order, merchant } = view;
  const readyBy =
    order.acceptedAt !== null && order.prepMinutes !== null
      ? new Date(order.acceptedAt.getTime() + order.prepMinutes * 60_000)
      : null;
  return {
    id: order.id,
    number: orderNumber(order.id),
    status: order.status,
    merchant: {
      id: merchant.id,
      business_name: merchant.businessName,
      business_phone: `${merchant.countryCode}${merchant.businessPhone}`,
      pickup: { address: merchant.pickupAddress, latitude: merchant.latitude, longitude: merchant.longitude },
    },
    customer: { id: order.customerId, name: view.customerName },
    rider: order.riderId === null ? null : { id: order.riderId, name: view.riderName ?? '' },
    items: view.items.map((line) => ({
      id: line.id,
      product_id: line.productId,
      name: line.name,
      unit_price_kobo: line.unitPriceKobo,
      discount_percent: line.discountPercent,
      unit_discount_kobo: line.unitDiscountKobo,
      quantity: line.quantity,
      line_total_kobo: line.lineTotalKobo,
      note: line.note,
    })),
    subtotal_kobo: order.subtotalKobo,
    discount_kobo: order.discountKobo,
    delivery_fee_kobo: order.deliveryFeeKobo,
    total_kobo: order.totalKobo,
    distance_m: order.distanceM,
    delivery: {
      address: order.deliveryAddress,
      latitude: order.deliveryLatitude,
      longitude: order.deliveryLongitude,
    },
    payment: {
      method: order.paymentMethod,
      status: order.paymentStatus,
      reference: order.paymentReference,
      authorization_url: order.status === 'awaiting_payment' ? order.paymentUrl : null,
    },
    note: order.note,
    prep_minutes: order.prepMinutes,
    ready_by: iso(readyBy),
    reason: order.reason,
    cancelled_by: order.cancelledBy,
    created_at: order.createdAt.toISOString(),
    placed_at: iso(order.placedAt),
    accepted_at: iso(order.acceptedAt),
    ready_at: iso(order.readyAt),
    picked_up_at: iso(order.pickedUpAt),
    delivered_at: iso(order.deliveredAt),
    cancelled_at: iso(order.cancelledAt),
    updated_at: order.updatedAt.toISOString(),
    review:
      view.review === null
        ? null
        : { rating: view.review.rating, comment: view.review.comment, created_at: view.review.createdAt.toISOString() },
    ...(timeline === undefined ? {} : { timeline: timeline.map(toTimelineEntry) }),
  };
}
