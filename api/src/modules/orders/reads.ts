// Reading orders: one order as a caller may see it, with or without its timeline, and a page of them with the
// filters every list shares (a status or a group of them, Lagos days, an order number).
import type { Order, Page } from '@oja/shared/contract';
import { type MerchantOrderQuery, ORDER_STATUS_GROUPS, type OrderStatus } from '@oja/shared/validation';
import type { Moved, OrderFilter, OrderView } from '../../db/repositories/orders';
import { notFound } from '../../errors';
import { page } from '../../http/envelope';
import { toOrder } from '../../present';
import { lagosDayStart } from '../store/hours';
import type { OrderDeps } from './deps';

export const ORDER_NOT_FOUND = 'Order not found';

/** Which orders a caller may see (the repository's filter without the page and the number). */
export type Visible = Omit<OrderFilter, 'page' | 'perPage' | 'id'>;

/** A committed change, and the order's view when announcing it had to read it. */
export interface Done {
  moved: Moved;
  view: OrderView | null;
}

/** The statuses a list filter names: one status, or a group of them. */
function statusesOf(filter: string | undefined): readonly OrderStatus[] | undefined {
  if (filter === undefined) return undefined;
  if (filter in ORDER_STATUS_GROUPS) return ORDER_STATUS_GROUPS[filter as keyof typeof ORDER_STATUS_GROUPS];
  return [filter as OrderStatus];
}

/** A range of Lagos days as instants: from the first day's midnight to the midnight after the last. */
function daysOf(query: { from?: string | undefined; to?: string | undefined }): { from?: Date; to?: Date } {
  return {
    ...(query.from === undefined ? {} : { from: lagosDayStart(query.from) }),
    ...(query.to === undefined ? {} : { to: new Date(lagosDayStart(query.to).getTime() + 86_400_000) }),
  };
}

/** The filters an order list shares: a status or a group, Lagos days, an order number, the page. */
export function listFilter(query: MerchantOrderQuery): Omit<OrderFilter, 'owner'> {
  return {
    ...daysOf(query),
    ...(query.status === undefined ? {} : { statuses: statusesOf(query.status) }),
    ...(query.search === undefined ? {} : { id: query.search }),
    page: query.page,
    perPage: query.per_page,
  };
}

export function orderReads({ ctx }: OrderDeps) {
  const { repos } = ctx;

  async function view(id: number, visible: Visible = {}): Promise<OrderView> {
    const found = await repos.orders.view(id, visible);
    if (found === null) throw notFound(ORDER_NOT_FOUND);
    return found;
  }

  async function withTimeline(found: OrderView): Promise<Order> {
    return toOrder(found, await repos.orders.timeline(found.order.id));
  }

  return {
    view,
    withTimeline,

    async list(filter: OrderFilter, query: { page: number; per_page: number }): Promise<Page<Order>> {
      const { rows, total } = await repos.orders.list(filter);
      return page(
        rows.map((row) => toOrder(row)),
        query,
        total,
      );
    },

    /** The answer of a change: the order as it is now, with its timeline. */
    answer: async (done: Done): Promise<Order> => withTimeline(done.view ?? (await view(done.moved.order.id))),
  };
}

export type OrderReads = ReturnType<typeof orderReads>;
