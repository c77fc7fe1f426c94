// The answers of the orders API (docs/product/orders.md): an order with its lines, figures and timeline, the
// store front the customer app browses, a merchant's availability and hours, the live events, and the figures of
// the dashboards. Money is always a whole number of kobo (1/100 naira), computed by the server.
import {
  BUSINESS_TYPES,
  ORDER_ACTIONS,
  ORDER_ACTOR_ROLES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  WEEKDAYS,
} from '@oja/shared/validation';
import * as v from 'valibot';
import { pageModel } from './envelope';
import { count, id, kobo, nullableText, timestamp } from './scalars';

export const orderItemModel = v.object({
  id,
  /** The menu item it was ordered from; null once the merchant deleted it (the line keeps its name and price). */
  product_id: v.nullable(id),
  name: v.string(),
  unit_price_kobo: kobo,
  discount_percent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  unit_discount_kobo: kobo,
  quantity: v.pipe(v.number(), v.integer()),
  /** (unit price - unit discount) x quantity. */
  line_total_kobo: kobo,
  note: nullableText,
});
export type OrderItem = v.InferOutput<typeof orderItemModel>;

export const orderTimelineEntryModel = v.object({
  id,
  action: v.picklist(ORDER_ACTIONS),
  from_status: v.nullable(v.picklist(ORDER_STATUSES)),
  to_status: v.picklist(ORDER_STATUSES),
  actor: v.object({ role: v.picklist(ORDER_ACTOR_ROLES), id: v.nullable(id), name: nullableText }),
  reason: nullableText,
  created_at: timestamp,
});
export type OrderTimelineEntry = v.InferOutput<typeof orderTimelineEntryModel>;

export const orderReviewModel = v.object({
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  comment: nullableText,
  created_at: timestamp,
});
export type OrderReview = v.InferOutput<typeof orderReviewModel>;

export const orderModel = v.object({
  id,
  /** What people read and search by: `OJA-000123`. */
  number: v.string(),
  status: v.picklist(ORDER_STATUSES),
  /** Who prepares it, and where a rider picks it up. */
  merchant: v.object({
    id,
    business_name: v.string(),
    business_phone: v.string(),
    pickup: v.object({ address: v.string(), latitude: v.nullable(v.number()), longitude: v.nullable(v.number()) }),
  }),
  customer: v.object({ id, name: v.string() }),
  rider: v.nullable(v.object({ id, name: v.string() })),
  items: v.array(orderItemModel),
  /** The lines at their menu prices. */
  subtotal_kobo: kobo,
  /** What the menu's discounts take off the subtotal. */
  discount_kobo: kobo,
  delivery_fee_kobo: kobo,
  /** subtotal - discount + delivery fee. */
  total_kobo: kobo,
  /** Straight-line distance from the merchant to the delivery point, in metres. */
  distance_m: v.pipe(v.number(), v.integer()),
  delivery: v.object({ address: v.string(), latitude: v.number(), longitude: v.number() }),
  payment: v.object({
    method: v.picklist(PAYMENT_METHODS),
    status: v.picklist(PAYMENT_STATUSES),
    reference: nullableText,
    /** Where the customer pays a card order that awaits its payment (Paystack's checkout); null otherwise. */
    authorization_url: nullableText,
  }),
  note: nullableText,
  /** The merchant's estimate when it accepted, and the moment the order should be ready by. */
  prep_minutes: v.nullable(v.pipe(v.number(), v.integer())),
  ready_by: v.nullable(timestamp),
  /** Why it was rejected or cancelled, and by whom. */
  reason: nullableText,
  cancelled_by: v.nullable(v.picklist(ORDER_ACTOR_ROLES)),
  created_at: timestamp,
  /** When the merchant could see it (at once, or when a card payment was confirmed). */
  placed_at: v.nullable(timestamp),
  accepted_at: v.nullable(timestamp),
  ready_at: v.nullable(timestamp),
  picked_up_at: v.nullable(timestamp),
  delivered_at: v.nullable(timestamp),
  /** When it was rejected or cancelled. */
  cancelled_at: v.nullable(timestamp),
  updated_at: timestamp,
  review: v.nullable(orderReviewModel),
  /** Every change, oldest first (the detail views). */
  timeline: v.optional(v.array(orderTimelineEntryModel)),
});

/** The answer of a call on one order (it accepts, rejects, claims...): the order as it now stands. */
export const orderAnswerModel = v.object({ order: orderModel });
export type Order = v.InferOutput<typeof orderModel>;
export const orderPageModel = pageModel(orderModel);

export const ORDER_EVENT_TYPES = ['order.placed', 'order.updated', 'order.cancelled'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/**
 * The `data` of one Server-Sent Event of the order streams; its SSE `id` is the same `id` (a timeline row's), which
 * a reconnecting client sends back as `Last-Event-ID`.
 */
export const orderLiveEventModel = v.object({
  id,
  type: v.picklist(ORDER_EVENT_TYPES),
  order_id: id,
  number: v.string(),
  merchant_id: id,
  status: v.picklist(ORDER_STATUSES),
  action: v.picklist(ORDER_ACTIONS),
  at: timestamp,
});
export type OrderLiveEvent = v.InferOutput<typeof orderLiveEventModel>;

export const openingDayModel = v.object({
  weekday: v.picklist(WEEKDAYS),
  closed: v.boolean(),
  /** Lagos time, `HH:MM`; `24:00` is the end of the day. */
  opens_at: v.string(),
  closes_at: v.string(),
});
export type OpeningDay = v.InferOutput<typeof openingDayModel>;

/** Whether a merchant takes orders at this moment, and why not. */
const availabilityEntries = {
  /** The merchant's own switch (paused when false). */
  accepting_orders: v.boolean(),
  /** Accepting orders and inside its opening hours now. */
  open: v.boolean(),
  /** When it opens next (null while open, or when it has no opening hours at all). */
  next_open_at: v.nullable(timestamp),
};

/** The merchant's own view of its store: `GET /merchant/store`. */
export const storeModel = v.object({ ...availabilityEntries, opening_hours: v.array(openingDayModel) });
export type Store = v.InferOutput<typeof storeModel>;

/** A merchant as the customer app shows it. */
export const storeFrontModel = v.object({
  id,
  business_name: v.string(),
  business_type: v.picklist(BUSINESS_TYPES),
  logo: v.pipe(nullableText, v.description('Public URL, or null')),
  address: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  ...availabilityEntries,
  /** Mean of its reviews (1-5, one decimal), null before the first. */
  rating: v.nullable(v.number()),
  reviews: count,
});
export type StoreFront = v.InferOutput<typeof storeFrontModel>;

/** One merchant of `GET /app/merchants`: with the distance and the delivery fee to the customer's point. */
export const nearbyMerchantModel = v.object({
  ...storeFrontModel.entries,
  distance_m: v.pipe(v.number(), v.integer()),
  delivery_fee_kobo: kobo,
});
export type NearbyMerchant = v.InferOutput<typeof nearbyMerchantModel>;
export const nearbyMerchantPageModel = pageModel(nearbyMerchantModel);

export const menuItemModel = v.object({
  id,
  name: v.string(),
  description: nullableText,
  image: v.pipe(nullableText, v.description('Public URL, or null')),
  price_kobo: kobo,
  discount_percent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  /** The price after the discount: what a line of one costs. */
  final_price_kobo: kobo,
});
export type MenuItem = v.InferOutput<typeof menuItemModel>;

/** `GET /app/merchants/:id/menu`: the categories that have an item in stock, with those items. */
export const storeMenuModel = v.object({
  merchant: v.object({ ...storeFrontModel.entries, opening_hours: v.array(openingDayModel) }),
  categories: v.array(
    v.object({
      id,
      name: v.string(),
      description: nullableText,
      image: v.pipe(nullableText, v.description('Public URL, or null')),
      items: v.array(menuItemModel),
    }),
  ),
});
export type StoreMenu = v.InferOutput<typeof storeMenuModel>;
