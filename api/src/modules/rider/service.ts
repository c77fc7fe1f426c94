// What a rider does (docs/product/orders.md, "Riders"): sees the orders waiting for a rider and its own, claims
// one (of two riders at once exactly one wins), marks it picked up and delivered. Built on the orders service's
// parts: the rider's moves are among the order's moves, its answers leave out the timeline (the merchant's story).
import type { Order, Page } from '@oja/shared/contract';
import type { AvailableOrderQuery, OwnOrderQuery } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { Principal } from '../../db/repositories/tokens';
import { notFound } from '../../errors';
import { toOrder } from '../../present';
import { type Done, ORDER_NOT_FOUND } from '../orders/reads';
import { orderParts } from '../orders/service';

export function riderService(ctx: AppContext) {
  const { repos } = ctx;
  const { reads, moves } = orderParts(ctx);
  const answer = async (done: Done): Promise<Order> => toOrder(done.view ?? (await reads.view(done.moved.order.id)));
  return {
    /** Waiting for a rider: oldest first, or the nearest pick-up first from a point. */
    available: (query: AvailableOrderQuery): Promise<Page<Order>> =>
      reads.list(
        {
          unclaimed: true,
          ...(query.latitude !== undefined && query.longitude !== undefined
            ? { near: { latitude: query.latitude, longitude: query.longitude } }
            : {}),
          page: query.page,
          perPage: query.per_page,
        },
        query,
      ),

    mine: (rider: Principal, query: OwnOrderQuery) =>
      reads.list({ owner: { riderId: rider.user.id }, page: query.page, perPage: query.per_page }, query),

    /** One of its own, or one waiting for a rider. */
    async one(rider: Principal, id: number): Promise<Order> {
      const view =
        (await repos.orders.view(id, { owner: { riderId: rider.user.id } })) ??
        (await repos.orders.view(id, { unclaimed: true }));
      if (view === null) throw notFound(ORDER_NOT_FOUND);
      return toOrder(view);
    },

    claim: async (rider: Principal, id: number) => answer(await moves.claim(rider.user, id)),
    pickUp: async (rider: Principal, id: number) => answer(await moves.pickUp(rider.user, id)),
    deliver: async (rider: Principal, id: number) => answer(await moves.deliver(rider.user, id)),
  };
}
