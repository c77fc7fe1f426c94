// What a rider does (docs/product/orders.md, "Riders"): sees the orders waiting for a rider and its own, claims
// one (of two riders at once exactly one wins), marks it picked up and delivered. The rules are the orders
// service's; this names the rider's part of it.
import type { Order, Page } from '@oja/shared/contract';
import type { AvailableOrderQuery, OwnOrderQuery } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import type { Principal } from '../../db/repositories/tokens';
import { ordersService } from '../orders/service';

export function riderService(ctx: AppContext) {
  const orders = ordersService(ctx);
  return {
    available: (query: AvailableOrderQuery): Promise<Page<Order>> => orders.available(query),
    mine: (rider: Principal, query: OwnOrderQuery) => orders.riderOrders(rider.user, query),
    one: (rider: Principal, id: number) => orders.riderOrder(rider.user, id),
    claim: (rider: Principal, id: number) => orders.claim(rider.user, id),
    pickUp: (rider: Principal, id: number) => orders.pickUp(rider.user, id),
    deliver: (rider: Principal, id: number) => orders.deliver(rider.user, id),
  };
}
