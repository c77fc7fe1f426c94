// The query strings of the API's lists. Every list reads `page` and `per_page` by one rule; the filters of each
// list come with their own messages. Values arrive as text (a query string has no numbers).
import * as v from 'valibot';
import { PRODUCT_STATUSES, VERIFICATION_STATUSES } from './enums';
import { MAX_DATABASE_ID, plainText, trimmed } from './rules';

export const MAX_PER_PAGE = 100;
export const MAX_SEARCH_LENGTH = 100;

export const LIST_MESSAGES = {
  page: 'Page must be a whole number from 1',
  perPage: `Per page must be a whole number from 1 to ${MAX_PER_PAGE}`,
  search: `Search must not exceed ${MAX_SEARCH_LENGTH} characters`,
  status: 'Please select a valid status',
  merchant: 'Please select a valid merchant',
  action: 'Please select a valid action',
  sort: 'Please select a valid order',
} as const;

/** The orders of Merchants Mgt: by name, by the day the merchant joined, by status; a leading minus reverses. */
export const MERCHANT_SORTS = ['name', '-name', 'joined', '-joined', 'status', '-status'] as const;
export type MerchantSort = (typeof MERCHANT_SORTS)[number];

/** An optional text parameter: blank reads as absent, anything else goes through `schema`. */
export function optionalParameter<TSchema extends v.GenericSchema<string, unknown>>(message: string, schema: TSchema) {
  return v.optional(
    v.pipe(
      v.string(message),
      trimmed(),
      v.transform((value) => (value === '' ? undefined : value)),
      v.optional(schema),
    ),
  );
}

/** `page` and `per_page`, the same on every list; `perPage` is the list's default page size. */
export function pageQueryEntries(perPage: number) {
  return {
    page: v.optional(
      v.pipe(v.string(LIST_MESSAGES.page), v.regex(/^[1-9]\d{0,5}$/, LIST_MESSAGES.page), v.transform(Number)),
      '1',
    ),
    per_page: v.optional(
      v.pipe(
        v.string(LIST_MESSAGES.perPage),
        v.regex(/^\d{1,3}$/, LIST_MESSAGES.perPage),
        v.transform(Number),
        v.minValue(1, LIST_MESSAGES.perPage),
        v.maxValue(MAX_PER_PAGE, LIST_MESSAGES.perPage),
      ),
      String(perPage),
    ),
  };
}

const search = optionalParameter(
  LIST_MESSAGES.search,
  v.pipe(v.string(), v.maxLength(MAX_SEARCH_LENGTH, LIST_MESSAGES.search), plainText()),
);

/** An optional filter naming a record by its id ("12"); anything that cannot name one gets `message`. */
function idFilter(message: string) {
  return optionalParameter(
    message,
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, message), v.transform(Number), v.maxValue(MAX_DATABASE_ID, message)),
  );
}

/**
 * `GET /admin/activity-log`: the page and the merchant. The `action` filter is added where the actions are declared
 * (the contract's endpoint), since this layer does not know them.
 */
export const activityLogQuerySchema = v.object({
  ...pageQueryEntries(20),
  merchant_id: idFilter(LIST_MESSAGES.merchant),
});

/** `GET /admin/merchants`: a status, a search in names and emails, and the page. */
export const merchantListQuerySchema = v.object({
  ...pageQueryEntries(20),
  status: optionalParameter(LIST_MESSAGES.status, v.picklist(VERIFICATION_STATUSES, LIST_MESSAGES.status)),
  search,
  sort: optionalParameter(LIST_MESSAGES.sort, v.picklist(MERCHANT_SORTS, LIST_MESSAGES.sort)),
});
export type MerchantListParams = v.InferOutput<typeof merchantListQuerySchema>;

const PRICE = /^\d+(\.\d{1,2})?$/;
const CATEGORY_INVALID = 'Please select a valid category';
const MIN_PRICE_INVALID = 'Minimum price must be a number with at most 2 decimal places';
const MAX_PRICE_INVALID = 'Maximum price must be a number with at most 2 decimal places';

/** `GET /products/filtered`: every parameter optional; a malformed one is a 422 naming it. */
export const productQuerySchema = v.pipe(
  v.object({
    ...pageQueryEntries(15),
    category_id: idFilter(CATEGORY_INVALID),
    status: optionalParameter(LIST_MESSAGES.status, v.picklist(PRODUCT_STATUSES, LIST_MESSAGES.status)),
    search,
    min_price: optionalParameter(MIN_PRICE_INVALID, v.pipe(v.string(), v.regex(PRICE, MIN_PRICE_INVALID))),
    max_price: optionalParameter(MAX_PRICE_INVALID, v.pipe(v.string(), v.regex(PRICE, MAX_PRICE_INVALID))),
  }),
  v.forward(
    v.check(
      // Two short decimal strings (at most 12 significant digits) compare exactly as numbers.
      (query) =>
        query.min_price === undefined ||
        query.max_price === undefined ||
        Number(query.min_price) <= Number(query.max_price),
      'Minimum price must not exceed the maximum price',
    ),
    ['min_price'],
  ),
);
export type ProductQueryParams = v.InferOutput<typeof productQuerySchema>;
