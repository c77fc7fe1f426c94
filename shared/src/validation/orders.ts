// Orders and the store front (docs/product/orders.md): what the customer and rider apps send, what a merchant sends
// about its orders, its availability and its opening hours, and the lists' filters. One schema per request, as the
// forms of the rest of the product; the API validates with the same ones.
import * as v from 'valibot';
import { ORDER_STATUS_GROUPS, ORDER_STATUSES, PAYMENT_METHODS, WEEKDAYS } from './enums';
import { optionalParameter, pageQueryEntries } from './lists';
import {
  emailAddress,
  MAX_DATABASE_ID,
  optionalText,
  passwordPairSchema,
  recordId,
  requiredText,
  trimmed,
} from './rules';

/** The numbers of an order's rules: lines, quantities, preparation time, texts. */
export const ORDER_LIMITS = {
  maxLines: 50,
  minQuantity: 1,
  maxQuantity: 50,
  minPrepMinutes: 5,
  maxPrepMinutes: 120,
  noteLength: 500,
  itemNoteLength: 200,
  reasonLength: 500,
  commentLength: 1000,
} as const;

export const ORDER_MESSAGES = {
  merchantRequired: 'Merchant is required',
  merchantInvalid: 'Please select a valid merchant',
  itemsRequired: 'Add at least one item to the order',
  itemsTooMany: `An order can have at most ${ORDER_LIMITS.maxLines} lines`,
  productRequired: 'Item is required',
  productInvalid: 'Please select a valid item',
  quantity: `Quantity must be a whole number from ${ORDER_LIMITS.minQuantity} to ${ORDER_LIMITS.maxQuantity}`,
  itemNoteMax: `Item note must not exceed ${ORDER_LIMITS.itemNoteLength} characters`,
  noteMax: `Note must not exceed ${ORDER_LIMITS.noteLength} characters`,
  deliveryRequired: 'Delivery address is required',
  addressRequired: 'Delivery address is required',
  addressMin: 'Address must be at least 10 characters',
  addressMax: 'Address must not exceed 500 characters',
  latitudeRequired: 'Latitude is required',
  latitude: 'Latitude must be a number between -90 and 90',
  longitudeRequired: 'Longitude is required',
  longitude: 'Longitude must be a number between -180 and 180',
  paymentMethod: 'Please choose cash or card',
  prepMinutes: `Preparation time must be a whole number of minutes from ${ORDER_LIMITS.minPrepMinutes} to ${ORDER_LIMITS.maxPrepMinutes}`,
  reasonRequired: 'Please give a reason',
  reasonMax: `Reason must not exceed ${ORDER_LIMITS.reasonLength} characters`,
  rating: 'Rating must be a whole number from 1 to 5',
  commentMax: `Comment must not exceed ${ORDER_LIMITS.commentLength} characters`,
  idempotencyKey:
    'Send an Idempotency-Key header: 8 to 128 letters, digits, dashes, underscores, dots or colons, new for each order',
  acceptingOrders: 'accepting_orders must be true or false',
  weekdays: 'Give the hours of each day of the week once, Monday to Sunday',
  weekday: 'Please select a valid day',
  closed: 'closed must be true or false',
  time: 'Time must be HH:MM, from 00:00 to 24:00',
  closesAfterOpens: 'Closing time must be after opening time',
  date: 'Date must be a day written YYYY-MM-DD',
  dateOrder: 'The start date must not be after the end date',
  search: 'Search by an order number, e.g. OJA-000123',
  name: 'Name is required',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must not exceed 255 characters',
} as const;

/** `POST /app/auth/register`: a customer of the Oja app. */
export const customerRegistrationSchema = v.intersect([
  v.object({
    name: requiredText(ORDER_MESSAGES.name, {
      min: { length: 2, message: ORDER_MESSAGES.nameMin },
      max: { length: 255, message: ORDER_MESSAGES.nameMax },
    }),
    email: emailAddress(),
  }),
  passwordPairSchema,
]);
export type CustomerRegistrationInput = v.InferInput<typeof customerRegistrationSchema>;
export type CustomerRegistrationPayload = v.InferOutput<typeof customerRegistrationSchema>;

/** A number as JSON or as text (a query string), required, within a range; one message for anything else. */
function requiredNumber(requiredMessage: string, message: string, range: { min: number; max: number }) {
  return v.pipe(
    v.nullish(v.union([v.string(), v.number()], message), ''),
    v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
    v.check((value) => value !== '', requiredMessage),
    v.check((value) => typeof value === 'number' || /^[-+]?(\d+\.?\d*|\.\d+)$/.test(value), message),
    v.transform(Number),
    v.check((value) => Number.isFinite(value) && value >= range.min && value <= range.max, message),
  );
}

/** A whole number as JSON or as text, within a range; one message for anything else (absent included). */
function wholeNumber(message: string, range: { min: number; max: number }) {
  return v.pipe(
    v.nullish(v.union([v.string(), v.number()], message), ''),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{1,4}$/, message),
    v.transform(Number),
    v.minValue(range.min, message),
    v.maxValue(range.max, message),
  );
}

const latitude = requiredNumber(ORDER_MESSAGES.latitudeRequired, ORDER_MESSAGES.latitude, { min: -90, max: 90 });
const longitude = requiredNumber(ORDER_MESSAGES.longitudeRequired, ORDER_MESSAGES.longitude, { min: -180, max: 180 });

/** `GET /app/merchants`: where the customer wants its delivery, and the page. */
export const nearbyMerchantsQuerySchema = v.object({
  ...pageQueryEntries(20),
  latitude,
  longitude,
});
export type NearbyMerchantsQuery = v.InferOutput<typeof nearbyMerchantsQuerySchema>;

const orderLine = v.object({
  product_id: recordId(ORDER_MESSAGES.productRequired, ORDER_MESSAGES.productInvalid),
  quantity: wholeNumber(ORDER_MESSAGES.quantity, { min: ORDER_LIMITS.minQuantity, max: ORDER_LIMITS.maxQuantity }),
  note: optionalText({ length: ORDER_LIMITS.itemNoteLength, message: ORDER_MESSAGES.itemNoteMax }),
});

const deliveryAddress = v.object(
  {
    address: requiredText(ORDER_MESSAGES.addressRequired, {
      min: { length: 10, message: ORDER_MESSAGES.addressMin },
      max: { length: 500, message: ORDER_MESSAGES.addressMax },
    }),
    latitude,
    longitude,
  },
  ORDER_MESSAGES.deliveryRequired,
);

/**
 * `POST /app/orders`. Only what the customer chooses: the server prices every line from the menu, computes the
 * delivery fee and the total, and never reads a figure from the client.
 */
export const placeOrderSchema = v.object({
  merchant_id: recordId(ORDER_MESSAGES.merchantRequired, ORDER_MESSAGES.merchantInvalid),
  items: v.pipe(
    v.array(orderLine, ORDER_MESSAGES.itemsRequired),
    v.minLength(1, ORDER_MESSAGES.itemsRequired),
    v.maxLength(ORDER_LIMITS.maxLines, ORDER_MESSAGES.itemsTooMany),
  ),
  delivery: deliveryAddress,
  payment_method: v.picklist(PAYMENT_METHODS, ORDER_MESSAGES.paymentMethod),
  note: optionalText({ length: ORDER_LIMITS.noteLength, message: ORDER_MESSAGES.noteMax }, 'lines'),
});
export type PlaceOrderInput = v.InferInput<typeof placeOrderSchema>;
export type PlaceOrderPayload = v.InferOutput<typeof placeOrderSchema>;

/** The name of the header that makes a placement safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The headers of `POST /app/orders` (names lower-cased, as HTTP/2 and Node give them). */
export const placeOrderHeadersSchema = v.looseObject({
  'idempotency-key': v.pipe(
    v.optional(v.string(ORDER_MESSAGES.idempotencyKey), ''),
    v.minLength(8, ORDER_MESSAGES.idempotencyKey),
    v.maxLength(128, ORDER_MESSAGES.idempotencyKey),
    v.regex(/^[A-Za-z0-9_.:-]+$/, ORDER_MESSAGES.idempotencyKey),
    v.description('New for each order; the same key again answers the same order'),
  ),
});

/** `POST /merchant/orders/:id/accept`. */
export const acceptOrderSchema = v.object({
  prep_minutes: wholeNumber(ORDER_MESSAGES.prepMinutes, {
    min: ORDER_LIMITS.minPrepMinutes,
    max: ORDER_LIMITS.maxPrepMinutes,
  }),
});
export type AcceptOrderPayload = v.InferOutput<typeof acceptOrderSchema>;

const requiredReason = requiredText(
  ORDER_MESSAGES.reasonRequired,
  { max: { length: ORDER_LIMITS.reasonLength, message: ORDER_MESSAGES.reasonMax } },
  'lines',
);

/** `POST /merchant/orders/:id/reject` and the admin's `POST /admin/orders/:id/cancel`: a reason is required. */
export const orderReasonSchema = v.object({ reason: requiredReason });
export type OrderReasonPayload = v.InferOutput<typeof orderReasonSchema>;

/** `POST /app/orders/:id/cancel`: the customer may say why. */
export const customerCancelSchema = v.object({
  reason: optionalText({ length: ORDER_LIMITS.reasonLength, message: ORDER_MESSAGES.reasonMax }, 'lines'),
});
export type CustomerCancelPayload = v.InferOutput<typeof customerCancelSchema>;

/** `POST /app/orders/:id/review`. */
export const orderReviewSchema = v.object({
  rating: wholeNumber(ORDER_MESSAGES.rating, { min: 1, max: 5 }),
  comment: optionalText({ length: ORDER_LIMITS.commentLength, message: ORDER_MESSAGES.commentMax }, 'lines'),
});
export type OrderReviewPayload = v.InferOutput<typeof orderReviewSchema>;

/** `PUT /merchant/store`: pause or resume taking orders. */
export const storeAvailabilitySchema = v.object({
  accepting_orders: v.pipe(
    v.nullish(v.union([v.boolean(), v.string()], ORDER_MESSAGES.acceptingOrders), ''),
    v.transform((value) => String(value).trim()),
    v.picklist(['true', 'false', '1', '0'], ORDER_MESSAGES.acceptingOrders),
    v.transform((value) => value === 'true' || value === '1'),
  ),
});
export type StoreAvailabilityPayload = v.InferOutput<typeof storeAvailabilitySchema>;

/** "HH:MM" to minutes after midnight; 24:00 is the end of the day. */
export function minutesOfDay(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

const timeOfDay = v.pipe(
  v.nullish(v.string(ORDER_MESSAGES.time), ''),
  trimmed(),
  v.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, ORDER_MESSAGES.time),
);

const openingDay = v.pipe(
  v.object({
    weekday: v.picklist(WEEKDAYS, ORDER_MESSAGES.weekday),
    closed: v.pipe(
      v.nullish(v.boolean(ORDER_MESSAGES.closed), false),
      v.transform((value) => value === true),
    ),
    opens_at: v.optional(timeOfDay, '00:00'),
    closes_at: v.optional(timeOfDay, '24:00'),
  }),
  v.forward(
    v.partialCheck(
      [['closed'], ['opens_at'], ['closes_at']],
      (day) => day.closed || minutesOfDay(day.closes_at) > minutesOfDay(day.opens_at),
      ORDER_MESSAGES.closesAfterOpens,
    ),
    ['closes_at'],
  ),
);

/** `PUT /merchant/opening-hours`: the whole week, each day once (Lagos time). */
export const openingHoursSchema = v.object({
  days: v.pipe(
    v.array(openingDay, ORDER_MESSAGES.weekdays),
    v.length(WEEKDAYS.length, ORDER_MESSAGES.weekdays),
    v.check((days) => new Set(days.map((day) => day.weekday)).size === WEEKDAYS.length, ORDER_MESSAGES.weekdays),
  ),
});
export type OpeningHoursPayload = v.InferOutput<typeof openingHoursSchema>;

/** A calendar day in a query (Lagos days). */
const day = optionalParameter(
  ORDER_MESSAGES.date,
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, ORDER_MESSAGES.date),
    v.check((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
    }, ORDER_MESSAGES.date),
  ),
);

/** An order number as a person types it: `OJA-000123`, `oja-123`, `#123` or `123`. */
const orderNumber = optionalParameter(
  ORDER_MESSAGES.search,
  v.pipe(
    v.string(),
    v.regex(/^(#|oja-?)?\d{1,10}$/i, ORDER_MESSAGES.search),
    v.transform((value) => Number(value.replace(/\D/g, ''))),
    v.minValue(1, ORDER_MESSAGES.search),
    v.maxValue(MAX_DATABASE_ID, ORDER_MESSAGES.search),
  ),
);

const statusFilter = optionalParameter(
  'Please select a valid status',
  v.picklist(
    [...ORDER_STATUSES, ...(Object.keys(ORDER_STATUS_GROUPS) as (keyof typeof ORDER_STATUS_GROUPS)[])],
    'Please select a valid status',
  ),
);

/** The range's start and end, either optional; the start must not come after the end. */
type DayRange = { from?: string | undefined; to?: string | undefined };

/** The refusal of a range that ends before it starts, on `from`. */
function daysInOrder<TQuery extends DayRange>() {
  return v.forward<TQuery, v.CheckIssue<TQuery>, ['from']>(
    v.check<TQuery, string>(
      (query) => query.from === undefined || query.to === undefined || query.from <= query.to,
      ORDER_MESSAGES.dateOrder,
    ),
    // `from` is a key of every TQuery (the constraint); valibot does not export the path type that would say so.
    ['from'] as never,
  );
}

/** What every order list filters by: a status or a group, a range of Lagos days, an order number, the page. */
const orderListEntries = { ...pageQueryEntries(20), status: statusFilter, from: day, to: day, search: orderNumber };

const merchantOrderQuery = v.object(orderListEntries);
/** `GET /merchant/orders`. */
export const merchantOrderQuerySchema = v.pipe(
  merchantOrderQuery,
  daysInOrder<v.InferOutput<typeof merchantOrderQuery>>(),
);
export type MerchantOrderQuery = v.InferOutput<typeof merchantOrderQuerySchema>;

const adminOrderQuery = v.object({
  ...orderListEntries,
  merchant_id: optionalParameter(
    'Please select a valid merchant',
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,9}$/, 'Please select a valid merchant'),
      v.transform(Number),
      v.maxValue(MAX_DATABASE_ID, 'Please select a valid merchant'),
    ),
  ),
});
/** `GET /admin/orders`: the same, and one merchant. */
export const adminOrderQuerySchema = v.pipe(adminOrderQuery, daysInOrder<v.InferOutput<typeof adminOrderQuery>>());
export type AdminOrderQuery = v.InferOutput<typeof adminOrderQuerySchema>;

/** `GET /app/orders` and `GET /rider/orders`: the page. */
export const ownOrderQuerySchema = v.object({ ...pageQueryEntries(20) });
export type OwnOrderQuery = v.InferOutput<typeof ownOrderQuerySchema>;

/** `GET /rider/orders/available`: the page, nearest pick-up first when the rider says where it is. */
export const availableOrderQuerySchema = v.pipe(
  v.object({
    ...pageQueryEntries(20),
    latitude: v.optional(latitude),
    longitude: v.optional(longitude),
  }),
  v.forward(
    v.check(
      (query) => (query.latitude === undefined) === (query.longitude === undefined),
      'Give both latitude and longitude, or neither',
    ),
    ['latitude'],
  ),
);
export type AvailableOrderQuery = v.InferOutput<typeof availableOrderQuerySchema>;
