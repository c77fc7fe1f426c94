// The main view's list as its address says it: the status filter (`?status=rejected`), the search (`?search=`), the
// order (`?sort=`) and the page (`?page=2`). A value that means nothing there (a typo, an old link) reads as none, and
// a filter at its default stays out of the address.
import { MAX_SEARCH_LENGTH, type MerchantSort } from '@oja/shared/validation';
import { pageOf } from './paging';

/** The Status filter: every merchant, or those of one status. */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All statuses' },
  { value: 'pending', label: 'Pending review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'suspended', label: 'Suspended' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

/** The orders; newest first, the server's own, is the default. */
export const SORTS = [
  { value: '-joined', label: 'Newest first' },
  { value: 'joined', label: 'Oldest first' },
  { value: 'name', label: 'Name, A to Z' },
  { value: '-name', label: 'Name, Z to A' },
  { value: 'status', label: 'Status' },
] as const satisfies ReadonlyArray<{ value: MerchantSort; label: string }>;
export const DEFAULT_SORT: MerchantSort = '-joined';

export interface MerchantListFilters {
  page: number;
  status: StatusFilter;
  sort: MerchantSort;
  search: string;
}

/** The status filter chosen by its value; an unknown one is every status. */
export function statusFilterOf(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter.value === value)?.value ?? 'all';
}

/** The order chosen by its value; an unknown one is the default. */
export function sortOf(value: string | null): MerchantSort {
  return SORTS.find((sort) => sort.value === value)?.value ?? DEFAULT_SORT;
}

export function filtersFrom(params: URLSearchParams): MerchantListFilters {
  return {
    page: pageOf(params.get('page')),
    status: statusFilterOf(params.get('status')),
    sort: sortOf(params.get('sort')),
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
  };
}

/** The list's query less its page: what the table and its export both ask the server for. */
export function listFilterOf({ status, search, sort }: MerchantListFilters) {
  return {
    ...(status === 'all' ? {} : { status }),
    ...(search ? { search } : {}),
    ...(sort === DEFAULT_SORT ? {} : { sort }),
  };
}

/** The address's parameters for these filters. */
export function paramsOf(filters: MerchantListFilters): Record<string, string> {
  return { ...listFilterOf(filters), ...(filters.page === 1 ? {} : { page: String(filters.page) }) };
}

/** What the empty list says, for the filter and search shown. */
export function emptyText(status: StatusFilter, search: string): string {
  if (search) return `No merchant matches "${search}".`;
  if (status === 'all') return 'No merchants found.';
  const label = STATUS_FILTERS.find((filter) => filter.value === status)?.label.toLowerCase() ?? status;
  return `No ${label} merchants.`;
}
