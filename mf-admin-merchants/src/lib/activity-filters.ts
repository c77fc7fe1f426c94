// The Activity page's filters as its address says them (`?merchant_id=&action=&page=`); a value that means nothing
// there (a typo, an old link) reads as no filter, and no filter stays out of the address.
import type { ActivityAction } from '@oja/shared/api';
import { ACTIVITY_ACTIONS } from '@oja/shared/contract';
import { pageOf } from './paging';

export interface ActivityFilters {
  merchantId: number | null;
  action: ActivityAction | null;
  page: number;
}

/** One of the log's actions, or none. */
export function activityActionOf(value: string): ActivityAction | null {
  return (ACTIVITY_ACTIONS as readonly string[]).includes(value) ? (value as ActivityAction) : null;
}

export function activityFiltersFrom(params: URLSearchParams): ActivityFilters {
  const id = params.get('merchant_id') ?? '';
  return {
    merchantId: /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null,
    action: activityActionOf(params.get('action') ?? ''),
    page: pageOf(params.get('page')),
  };
}

/** The log's query less its page: what the list and its export both ask the server for. */
export function activityFilterOf({ merchantId, action }: ActivityFilters) {
  return {
    ...(merchantId === null ? {} : { merchant_id: merchantId }),
    ...(action === null ? {} : { action }),
  };
}

/** The address's parameters for these filters. */
export function activityParamsOf({ merchantId, action, page }: ActivityFilters): Record<string, string> {
  return {
    ...(merchantId === null ? {} : { merchant_id: String(merchantId) }),
    ...(action === null ? {} : { action }),
    ...(page === 1 ? {} : { page: String(page) }),
  };
}
