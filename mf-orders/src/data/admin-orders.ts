// Food Order's data, declared once: every order across merchants (filtered as the address says), one order with its
// timeline, the admin's cancellation, and the merchants to filter by.
import type { CallInput } from '@oja/shared/api';
import type { endpoints, Order } from '@oja/shared/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminOrderCalls } from './calls';

export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  list: (filters: AdminOrderFilters) => [...adminOrderKeys.all, 'list', filters] as const,
  order: (id: number) => [...adminOrderKeys.all, 'order', id] as const,
  merchants: () => [...adminOrderKeys.all, 'merchants'] as const,
};

export interface AdminOrderFilters {
  status: string;
  merchant_id: string;
  from: string;
  to: string;
  page: number;
}

type AdminListQuery = CallInput<typeof endpoints.adminOrders.list>;

export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery({
    queryKey: adminOrderKeys.list(filters),
    queryFn: ({ signal }) =>
      adminOrderCalls.list(
        {
          // From the address: the server refuses a status it does not know, with a message.
          status: (filters.status || undefined) as AdminListQuery['status'],
          merchant_id: filters.merchant_id ? Number(filters.merchant_id) : undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          page: filters.page,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(id: number) {
  return useQuery({
    queryKey: adminOrderKeys.order(id),
    queryFn: ({ signal }) => adminOrderCalls.get({ id }, { signal }).then(({ order }) => order),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The approved merchants, by name, for the merchant filter (the first hundred: Oja's size today). */
export function useOrderMerchants() {
  return useQuery({
    queryKey: adminOrderKeys.merchants(),
    queryFn: ({ signal }) => adminOrderCalls.merchants({ status: 'approved', per_page: 100 }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      adminOrderCalls.cancel({ id, reason }).then(({ order }) => order),
    onSuccess: (order: Order) => {
      queryClient.setQueryData(adminOrderKeys.order(order.id), (old: Order | undefined) => ({
        ...order,
        timeline: order.timeline ?? old?.timeline,
      }));
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
  });
}
