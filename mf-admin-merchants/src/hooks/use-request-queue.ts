// The pending requests of the requests view: the whole queue in one list, searched on the server after a pause
// in typing. While a new search loads, the previous answer stays on screen.

import { useDebouncedValue } from '@oja/shared/hooks';
import { statusOf } from '@oja/shared/query';
import { useState } from 'react';
import type { MerchantListQuery } from '../data/calls';
import { useMerchants } from '../data/merchants';

/** The whole queue in one list; beyond this many, the search finds the rest. */
export const REQUESTS_LIMIT = 100;
export const SEARCH_DELAY_MS = 300;

export function useRequestQueue(isAdmin: boolean) {
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query: MerchantListQuery = {
    status: 'pending',
    per_page: REQUESTS_LIMIT,
    ...(searched ? { search: searched } : {}),
  };
  const list = useMerchants(query, { enabled: isAdmin });
  return {
    search,
    setSearch,
    /** The list's query, as asked now (a decision reads the refreshed list through it). */
    query,
    requests: list.data?.data ?? [],
    total: list.data?.total ?? 0,
    status: isAdmin ? statusOf(list) : ('error' as const),
    /** The list on screen is the answer for the search as typed (not the previous one kept while it loads). */
    current: list.data !== undefined && !list.isPlaceholderData && searched === search.trim(),
    retry: isAdmin ? () => list.refetch() : undefined,
  };
}
