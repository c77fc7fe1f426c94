// The pages of Merchants Mgt's and Activity's lists: how many rows each shows at once, and the page in an address.

/** The Merchant Requests panel's preview of pending requests (docs/product/constants.md). */
export const REQUESTS_PREVIEW_SIZE = 4;

/** Rows per page of the main table. */
export const MERCHANTS_PER_PAGE = 10;

/** Rows per page of the activity log. */
export const ACTIVITY_PER_PAGE = 20;

/** A page number from the address (`?page=2`): a whole number from 1, else the first page. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
