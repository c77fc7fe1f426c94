// `/api/rider/orders*`: the rider app. A rider reads the orders waiting for a rider and its own, nothing else.
import { endpoints } from '@oja/shared/contract';
import { principalOf } from '../../http/access';
import { success } from '../../http/envelope';
import type { RouteLimit } from '../../http/route';
import { apiModule, type RouteGroup } from '../module';
import { riderService } from './service';

const riderRoutes: RouteGroup<ReturnType<typeof riderService>> = (route, rider, ctx) => {
  const actions: RouteLimit[] = [
    { name: 'order-actions', rule: ctx.settings.rateLimits.orderActions.perAccount, per: 'account' },
  ];
  const { maxOnHand } = ctx.settings.orders;

  route(endpoints.rider.available, {
    access: 'rider',
    summary: 'Orders waiting for a rider (accepted or ready, nobody has claimed them)',
    description:
      'Oldest first; with `latitude` and `longitude` (both), the nearest pick-up first. Each carries the pick-up ' +
      '(the merchant) and the drop-off (the delivery address) with their coordinates.',
    failures: { 403: 'Not a rider', 422: 'A query value that means nothing' },
    handler: async ({ query }) => success('Orders retrieved successfully', await rider.available(query)),
  });

  route(endpoints.rider.orders, {
    access: 'rider',
    summary: "The rider's own orders, newest first",
    failures: { 403: 'Not a rider', 422: 'A page value that means nothing' },
    handler: async ({ request, query }) =>
      success('Orders retrieved successfully', await rider.mine(principalOf(request), query)),
  });

  route(endpoints.rider.order, {
    access: 'rider',
    summary: 'One order: one of its own, or one waiting for a rider',
    failures: { 403: 'Not a rider', 404: 'Neither its own nor waiting for a rider' },
    handler: async ({ request, params }) =>
      success('Order retrieved successfully', { order: await rider.one(principalOf(request), params.id) }),
  });

  route(endpoints.rider.claim, {
    access: 'rider',
    summary: 'Claim an order waiting for a rider',
    description:
      `Of two riders claiming at once, exactly one gets it; the other gets 409. A rider carries at most ${maxOnHand} ` +
      'orders at once.',
    limits: actions,
    cacheNeutral: true,
    failures: {
      403: 'Not a rider',
      404: 'No such order waiting for riders',
      409: 'Another rider has it, it is no longer waiting, or the rider carries too many',
      429: 'Too many moves',
    },
    handler: async ({ request, params }) =>
      success('Order claimed', { order: await rider.claim(principalOf(request), params.id) }),
  });

  route(endpoints.rider.pickedUp, {
    access: 'rider',
    summary: 'Mark its order picked up from the merchant (once the merchant marked it ready)',
    limits: actions,
    cacheNeutral: true,
    failures: {
      403: 'Not a rider',
      404: 'No such order of the rider',
      409: 'Not ready yet, already picked up, or not claimed by this rider',
      429: 'Too many moves',
    },
    handler: async ({ request, params }) =>
      success('Order picked up', { order: await rider.pickUp(principalOf(request), params.id) }),
  });

  route(endpoints.rider.delivered, {
    access: 'rider',
    summary: 'Mark its order delivered (a cash order is paid at the door)',
    limits: actions,
    cacheNeutral: true,
    failures: {
      403: 'Not a rider',
      404: 'No such order of the rider',
      409: 'Not picked up yet, or already delivered',
      429: 'Too many moves',
    },
    handler: async ({ request, params }) =>
      success('Order delivered', { order: await rider.deliver(principalOf(request), params.id) }),
  });
};

export const riderModule = apiModule('Rider', riderService, [riderRoutes]);
