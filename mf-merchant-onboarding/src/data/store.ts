// The store's availability in Settings: whether it takes orders (the pause switch, and open now or not) and the week's
// opening hours. A change puts the server's answer in the cache; new hours change whether the store is open now, so
// the store's state is read again after them.
import type { OpeningHoursPayload } from '@oja/shared/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeApi } from './calls';

export const storeKeys = {
  availability: () => ['merchant', 'store'] as const,
  openingHours: () => ['merchant', 'store', 'opening-hours'] as const,
};

export function useStoreAvailability() {
  return useQuery({
    queryKey: storeKeys.availability(),
    queryFn: ({ signal }) => storeApi.get(undefined, { signal }),
  });
}

export function usePauseOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (acceptingOrders: boolean) => storeApi.update({ accepting_orders: acceptingOrders }),
    onSuccess: (store) => client.setQueryData(storeKeys.availability(), store),
  });
}

export function useWeekHours() {
  return useQuery({
    queryKey: storeKeys.openingHours(),
    queryFn: async ({ signal }) => (await storeApi.openingHours(undefined, { signal })).days,
  });
}

export function useSaveWeekHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (week: OpeningHoursPayload) => (await storeApi.updateOpeningHours(week)).days,
    onSuccess: (days) => {
      client.setQueryData(storeKeys.openingHours(), days);
      return client.invalidateQueries({ queryKey: storeKeys.availability(), exact: true });
    },
  });
}
