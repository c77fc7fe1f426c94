// Every request of Merchants Mgt, declared once: the query keys, a hook per query and a hook per decision.
// A decision makes every admin answer old (the lists, the counts, the request itself): it invalidates them all
// and resolves once the ones on screen have been fetched again, so the caller can act on the new list.
import { toast } from '@oja/shared/toast';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityCsv, merchantsCsv, readAllPages, saveCsv } from '../lib/csv';
import { type ActivityLogQuery, adminApi, type MerchantListQuery } from './calls';

export const merchantKeys = {
  all: ['admin'] as const,
  lists: () => [...merchantKeys.all, 'merchants'] as const,
  list: (query: MerchantListQuery) => [...merchantKeys.lists(), query] as const,
  detail: (id: number) => [...merchantKeys.all, 'merchant', id] as const,
  stats: () => [...merchantKeys.all, 'dashboard'] as const,
  /** Under `all`, so a decision (which writes a row) makes every activity page old too. */
  activity: (query: ActivityLogQuery) => [...merchantKeys.all, 'activity', query] as const,
};

/** Document links are signed for 10 minutes: a shown request is fetched again before they expire. */
export const REFRESH_LINKS_MS = 9 * 60_000;

/**
 * `enabled` false sends nothing: the admin API is for admins, and a merchant who opens the screen gets its failure
 * state without a request the server would refuse.
 */
interface Enabled {
  enabled: boolean;
}

/** A page of merchants; while another page or search loads, the previous answer stays on screen. */
export function useMerchants(query: MerchantListQuery, { enabled }: Enabled) {
  return useQuery({
    queryKey: merchantKeys.list(query),
    queryFn: ({ signal }) => adminApi.merchants(query, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** One request with its documents (signed links), kept fresh while it is shown. */
export function useMerchant(id: number | null, { enabled }: Enabled) {
  return useQuery({
    queryKey: merchantKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await adminApi.merchant({ id: id ?? 0 }, { signal })).merchant,
    enabled: enabled && id !== null,
    refetchInterval: REFRESH_LINKS_MS,
    refetchIntervalInBackground: true,
  });
}

/** A page of the activity log, newest first; while another page or filter loads, the previous one stays. */
export function useActivity(query: ActivityLogQuery, { enabled }: Enabled) {
  return useQuery({
    queryKey: merchantKeys.activity(query),
    queryFn: ({ signal }) => adminApi.activityLog(query, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The live counts (total and approved merchants). */
export function useMerchantStats({ enabled }: Enabled) {
  return useQuery({
    queryKey: merchantKeys.stats(),
    queryFn: async ({ signal }) => (await adminApi.dashboard(undefined, { signal })).statistics,
    enabled,
  });
}

/** Every admin answer on screen, fetched again (after a decision, or a failed one: the state may have moved). */
export function refreshMerchants(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: merchantKeys.all });
}

/**
 * Approve one request, at the version the admin saw (a request changed since answers 409); shows "Merchant approved
 * successfully!".
 */
export function useApproveMerchantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => adminApi.approve({ id, version }),
    onSuccess: () => refreshMerchants(queryClient),
  });
}

/** Reject one request with its reason, at the version the admin saw; shows "Merchant rejected successfully!". */
export function useRejectMerchantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, reason }: { id: number; version: number; reason: string }) =>
      adminApi.reject({ id, version, rejection_reason: reason }),
    onSuccess: () => refreshMerchants(queryClient),
  });
}

/** Accept an approved merchant's new bank account, at the version the admin saw; the call's toast says so. */
export function useAcceptBankChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => adminApi.acceptBankAccountChange({ id, version }),
    onSuccess: () => refreshMerchants(queryClient),
  });
}

/** Decline it with the reason the merchant is mailed. */
export function useDeclineBankChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, reason }: { id: number; version: number; reason: string }) =>
      adminApi.declineBankAccountChange({ id, version, reason }),
    onSuccess: () => refreshMerchants(queryClient),
  });
}

/**
 * Suspend an approved merchant with the reason, or reinstate a suspended one; show "Merchant suspended
 * successfully!" / "Merchant reinstated successfully!".
 */
export function useSuspendMerchantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => adminApi.suspend({ id, suspension_reason: reason }),
    onSuccess: () => refreshMerchants(queryClient),
  });
}

export function useReinstateMerchantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi.reinstate({ id }),
    onSuccess: () => refreshMerchants(queryClient),
  });
}

/** Approve several requests; silent, since the outcome (some may no longer be pending) is the caller's to say. */
export function useBulkApproveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => adminApi.bulkApprove({ merchant_ids: ids }, { silent: true }),
    onSuccess: () => refreshMerchants(queryClient),
  });
}

/** The merchants of the list as filtered and ordered, every page, saved as a CSV file. */
export function useMerchantsExport(query: Omit<MerchantListQuery, 'page' | 'per_page'>) {
  return useMutation({
    mutationFn: async () => {
      const merchants = await readAllPages((page, perPage) =>
        adminApi.merchants({ ...query, page, per_page: perPage }),
      );
      saveCsv(`oja-merchants-${today()}.csv`, merchantsCsv(merchants));
      return merchants.length;
    },
    onSuccess: (count) => toast.success(`${count} ${count === 1 ? 'merchant' : 'merchants'} exported.`),
  });
}

/** The activity log as filtered, every page, saved as a CSV file. */
export function useActivityExport(query: Omit<ActivityLogQuery, 'page' | 'per_page'>) {
  return useMutation({
    mutationFn: async () => {
      const entries = await readAllPages((page, perPage) =>
        adminApi.activityLog({ ...query, page, per_page: perPage }),
      );
      saveCsv(`oja-activity-${today()}.csv`, activityCsv(entries));
      return entries.length;
    },
    onSuccess: (count) => toast.success(`${count} ${count === 1 ? 'entry' : 'entries'} exported.`),
  });
}

/** "2026-11-26", for a file's name. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}
