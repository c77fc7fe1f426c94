// Where this remote's two pages live (the declaration, src/remote.ts, reads them from here), and the links between
// them: a merchant's details in Merchants Mgt, and the Activity page with its filters.
import type { ActivityAction } from '@oja/shared/api';

export const MERCHANTS_PATH = '/dashboard/merchants';
export const ACTIVITY_PATH = '/dashboard/activity';

/** `/dashboard/merchants/12`: one merchant's details, whatever its status. */
export function merchantPath(id: number): string {
  return `${MERCHANTS_PATH}/${id}`;
}

/** `/dashboard/activity?merchant_id=12`: the Activity page, filtered as asked. */
export function activityPath(filter: { merchant_id?: number; action?: ActivityAction } = {}): string {
  const params = new URLSearchParams();
  if (filter.merchant_id !== undefined) params.set('merchant_id', String(filter.merchant_id));
  if (filter.action !== undefined) params.set('action', filter.action);
  const query = params.toString();
  return query ? `${ACTIVITY_PATH}?${query}` : ACTIVITY_PATH;
}
