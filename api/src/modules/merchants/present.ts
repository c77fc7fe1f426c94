// Database rows -> the shared response shapes (one place, so every route answers the same fields).
import type { Merchant, User } from '@oja/shared/api';
import type { MerchantRow, UserRow } from '../../db/schema';
import type { FileUrls } from '../../files/urls';

export function toMerchant(merchant: MerchantRow, contact: UserRow, urls: FileUrls): Merchant {
  return {
    id: merchant.id,
    uuid: merchant.uuid,
    business_name: merchant.businessName,
    business_type: merchant.businessType,
    business_email: merchant.businessEmail,
    country_code: merchant.countryCode,
    business_phone: merchant.businessPhone,
    pickup_address: merchant.pickupAddress,
    latitude: merchant.latitude,
    longitude: merchant.longitude,
    logo: urls.image(merchant.logoKey),
    verification_status: merchant.verificationStatus,
    rejection_reason: merchant.rejectionReason,
    reviewed_at: merchant.reviewedAt?.toISOString() ?? null,
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
