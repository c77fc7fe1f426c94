// The merchant's orders on the server, declared once: the query keys, the queue, the history, one order, the store's
// availability (its pause switch and opening hours), and the moves (accept, reject, mark ready). A move puts the order it answers into the caches at
// once and fetches the lists again; the live stream (use-live-orders.ts) does the same for moves made elsewhere.
import type { CallInput } from '@oja/shared/api';
import type { endpoints, Order, Store } from '@oja/shared/contract';
import { type OpeningHoursPayload, ORDER_STATUS_LABELS, type OrderStatus } from '@oja/shared/validation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderCalls, storeCalls } from './calls';

export const orderKeys = {
  all: ['orders'] as const,
  queue: () => [...orderKeys.all, 'queue'] as const,
  history: (filters: HistoryFilters) => [...orderKeys.all, 'history', filters] as const,
  order: (id: number) => [...orderKeys.all, 'order', id] as const,
  store: () => ['store'] as const,
  openingHours: () => ['store', 'opening-hours'] as const,
};

/** The queue's four states, in the order the work moves (docs/product/order-mgt.md), named as every screen names them. */
const QUEUE_STATUSES = ['placed', 'accepted', 'ready', 'picked_up'] as const satisfies readonly OrderStatus[];
export const QUEUE_STATES = QUEUE_STATUSES.map((status) => ({ status, label: ORDER_STATUS_LABELS[status] }));
export type QueueStatus = (typeof QUEUE_STATES)[number]['status'];

/** A page of the API holds at most 100 rows; a kitchen with more open orders at once is not Oja's customer yet. */
const QUEUE_SIZE = 100;
/** While the live stream is down, the queue is fetched this often instead. */
export const OFFLINE_REFRESH_MS = 15_000;

/** The orders still moving (placed, accepted, ready, picked up), oldest first: the order they are answered in. */
export function useQueue({ live }: { live: boolean }) {
  return useQuery({
    queryKey: orderKeys.queue(),
    queryFn: async ({ signal }) => {
      const page = await orderCalls.list({ status: 'active', per_page: QUEUE_SIZE }, { signal });
      return [...page.data].sort((a, b) => (a.placed_at ?? a.created_at).localeCompare(b.placed_at ?? b.created_at));
    },
    refetchInterval: live ? false : OFFLINE_REFRESH_MS,
  });
}

export interface HistoryFilters {
  status: string;
  from: string;
  to: string;
  search: string;
  page: number;
}

type HistoryQuery = CallInput<typeof endpoints.merchantOrders.list>;

export function useHistory(filters: HistoryFilters) {
  return useQuery({
    queryKey: orderKeys.history(filters),
    queryFn: ({ signal }) =>
      orderCalls.list(
        {
          // From the address: the server refuses a status it does not know, with a message.
          status: (filters.status || 'closed') as HistoryQuery['status'],
          from: filters.from || undefined,
          to: filters.to || undefined,
          // As typed ("OJA-000042", "#42"): the server reads the number and says so when it is not one.
          search: (filters.search || undefined) as HistoryQuery['search'],
          page: filters.page,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKeys.order(id),
    queryFn: ({ signal }) => orderCalls.get({ id }, { signal }).then(({ order }) => order),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Puts an order the server answered into the caches, and fetches every list again. */
function useOrderAnswered() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(orderKeys.order(order.id), (old: Order | undefined) => ({
      ...order,
      timeline: order.timeline ?? old?.timeline,
    }));
    queryClient.setQueryData(orderKeys.queue(), (old: Order[] | undefined) =>
      old?.map((row) => (row.id === order.id ? order : row)),
    );
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
}

export function useAcceptOrder() {
  const answered = useOrderAnswered();
  return useMutation({
    mutationFn: ({ id, prep_minutes }: { id: number; prep_minutes: number }) =>
      orderCalls.accept({ id, prep_minutes }).then(({ order }) => order),
    onSuccess: answered,
  });
}

export function useRejectOrder() {
  const answered = useOrderAnswered();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      orderCalls.reject({ id, reason }).then(({ order }) => order),
    onSuccess: answered,
  });
}

export function useMarkReady() {
  const answered = useOrderAnswered();
  return useMutation({
    mutationFn: (id: number) => orderCalls.ready({ id }).then(({ order }) => order),
    onSuccess: answered,
  });
}

export function useStore() {
  return useQuery({ queryKey: orderKeys.store(), queryFn: ({ signal }) => storeCalls.get(undefined, { signal }) });
}

export function useSetAcceptingOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accepting: boolean) => storeCalls.update({ accepting_orders: accepting }),
    onSuccess: (store: Store) => queryClient.setQueryData(orderKeys.store(), store),
  });
}

export function useOpeningHours() {
  return useQuery({
    queryKey: orderKeys.openingHours(),
    queryFn: ({ signal }) => storeCalls.openingHours(undefined, { signal }).then(({ days }) => days),
  });
}

/** Saves the week; the store's state (open now or not) follows from it, so it is read again. */
export function useSaveOpeningHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (week: OpeningHoursPayload) => storeCalls.updateOpeningHours(week).then(({ days }) => days),
    onSuccess: (days) => {
      queryClient.setQueryData(orderKeys.openingHours(), days);
      void queryClient.invalidateQueries({ queryKey: orderKeys.store(), exact: true });
    },
  });
}
