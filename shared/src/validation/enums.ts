// The product's closed sets of values (docs/product/constants.md), each with the label a person reads.

export const USER_TYPES = ['admin', 'merchant', 'customer', 'rider'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * The user types this web app signs in (docs/product/server-rules.md, Roles); customers and riders use the mobile apps.
 */
export const DASHBOARD_USER_TYPES = ['admin', 'merchant'] as const satisfies readonly UserType[];

/** Where a merchant stands: its application under review, decided, or (once approved) suspended by an admin. */
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const BUSINESS_TYPES = ['restaurant', 'store', 'pharmacy', 'supermarket', 'other'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  restaurant: 'Restaurant',
  store: 'Store',
  pharmacy: 'Pharmacy',
  supermarket: 'Supermarket',
  other: 'Other',
};

export const PRODUCT_STATUSES = ['in_stock', 'out_of_stock', 'coming_soon'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  in_stock: 'In Stock',
  out_of_stock: 'Out of Stock',
  coming_soon: 'Coming Soon',
};

export const DOCUMENT_TYPES = ['business_id'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Reset codes are five digits (docs/product/constants.md), one per box. */
export const RESET_CODE_LENGTH = 5;
