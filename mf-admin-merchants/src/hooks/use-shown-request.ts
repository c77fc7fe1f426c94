// The request shown in the details pane: its details call (documents with signed links, fetched again before
// they expire), or, when that call fails, the request's row from the list (docs/product/calls.md, "Admin").
import type { Merchant } from '@oja/shared/api';
import { useMerchant } from '../data/merchants';

export type ShownRequest =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'shown'; merchant: Merchant; fromListOnly: boolean; refreshing: boolean };

export function useShownRequest(id: number | null, requests: readonly Merchant[], isAdmin: boolean): ShownRequest {
  const details = useMerchant(id, { enabled: isAdmin });
  if (id === null) return { state: 'none' };
  if (details.data)
    return { state: 'shown', merchant: details.data, fromListOnly: false, refreshing: details.isFetching };
  if (isAdmin && !details.isError) return { state: 'loading' };
  const row = requests.find((merchant) => merchant.id === id);
  return row ? { state: 'shown', merchant: row, fromListOnly: true, refreshing: false } : { state: 'failed' };
}
