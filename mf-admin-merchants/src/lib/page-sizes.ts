// How many rows each list of Merchants Mgt and Activity shows at once.

/** The Merchant Requests panel's preview of pending requests (docs/product/constants.md). */
export const REQUESTS_PREVIEW_SIZE = 4;

/** Rows per page of the main table. */
export const MERCHANTS_PER_PAGE = 10;

/** Rows per page of the activity log. */
export const ACTIVITY_PER_PAGE = 20;
