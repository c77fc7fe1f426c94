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

/**
 * Where an order stands (docs/product/orders.md): a card order waits for its payment, then every order is placed,
 * accepted by the merchant, ready, picked up and delivered; or it ends rejected (by the merchant) or cancelled.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'placed',
  'accepted',
  'ready',
  'picked_up',
  'delivered',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** An order's status as every screen names it: the queue's columns, lists, filters, badges (docs/product/order-mgt.md). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  placed: 'New',
  accepted: 'Preparing',
  ready: 'Ready',
  picked_up: 'Out for delivery',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
/** The statuses an order never leaves. */
export const FINAL_ORDER_STATUSES = ['delivered', 'rejected', 'cancelled'] as const satisfies readonly OrderStatus[];

/** Groups a list may filter by besides one status: the orders still moving, and those that are over. */
export const ORDER_STATUS_GROUPS = {
  active: ['placed', 'accepted', 'ready', 'picked_up'],
  closed: ['delivered', 'rejected', 'cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>;

export const PAYMENT_METHODS = ['cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Cash is collected on delivery; a card is charged when the order is placed, and refunded if it does not happen. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who moved an order: its customer, its merchant, its rider, an admin, or the service itself. */
export const ORDER_ACTOR_ROLES = ['customer', 'merchant', 'rider', 'admin', 'system'] as const;
export type OrderActorRole = (typeof ORDER_ACTOR_ROLES)[number];

/** What a row of an order's timeline records. */
export const ORDER_ACTIONS = [
  'created',
  'placed',
  'accepted',
  'rejected',
  'ready',
  'claimed',
  'picked_up',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The user types of the mobile apps, which sign in with `POST /app/auth/login`. */
export const APP_USER_TYPES = ['customer', 'rider'] as const satisfies readonly UserType[];

/** Monday first, as Lagos calendars are. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
