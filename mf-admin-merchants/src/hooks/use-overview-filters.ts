// The main view's list filters, read from the address and changed through it (so back, forward and reload keep
// them). What is typed in the search box shows at once; the list (and the address) follow after a pause in typing,
// and a search arriving from the address (back, forward, a link) fills the box.
import { useDebouncedValue } from '@oja/shared/hooks';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFrom, type MerchantListFilters, paramsOf } from '../lib/merchant-list-filters';
import { SEARCH_DELAY_MS } from './use-request-queue';

export function useOverviewFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { search } = filters;
  const [typed, setTyped] = useState(search);
  const searched = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);

  /** Another filter, order or page; any change but the page's own goes back to the first page. */
  const show = (next: Partial<MerchantListFilters>) => setParams(paramsOf({ ...filters, page: 1, ...next }));

  // A search typed here goes to the address (page 1) once typing pauses.
  const lastSearched = useRef(searched);
  useEffect(() => {
    if (searched === lastSearched.current) return;
    lastSearched.current = searched;
    if (searched !== search) show({ search: searched });
  });
  useEffect(() => {
    setTyped((current) => (current.trim() === search ? current : search));
  }, [search]);

  return { ...filters, show, typed, setTyped };
}

export type OverviewFilters = ReturnType<typeof useOverviewFilters>;
