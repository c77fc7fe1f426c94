// `/api/rider/orders*`: the rider app. A rider reads the orders waiting for a rider and its own, nothing else.
import { endpoints } from '@oja/shared/contract';
import { success } from '../../http/envelope';
import type { RouteLimit } from '../../http/route';
import { apiModule, type RouteGroup } from '../module';
import { answerMove, moveOptions } from '../orders/move-route';
import { riderService } from './service';

type Group = RouteGroup<ReturnType<typeof riderService>>;

/** What a rider reads: the orders waiting for a rider, its own, one of those. */
const riderReadRoutes: Group = (route, rider) => {
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
    handler: async ({ principal, query }) =>
      success('Orders retrieved successfully', await rider.mine(principal, query)),
  });

  route(endpoints.rider.order, {
    access: 'rider',
    summary: 'One order: one of its own, or one waiting for a rider',
    failures: { 403: 'Not a rider', 404: 'Neither its own nor waiting for a rider' },
    handler: async ({ principal, params }) =>
      success('Order retrieved successfully', { order: await rider.one(principal, params.id) }),
  });
};

/** A rider's moves: claim an order, mark it picked up, mark it delivered. */
const riderMoveRoutes: Group = (route, rider, ctx) => {
  const actions: RouteLimit[] = [
    { name: 'order-actions', rule: ctx.settings.rateLimits.orderActions.perAccount, per: 'account' },
  ];
  const { maxOnHand } = ctx.settings.orders;
  const move = { access: 'rider' as const, ...moveOptions(actions) };
  const refused = { 403: 'Not a rider', 404: 'No such order of the rider', 429: 'Too many moves' };

  route(endpoints.rider.claim, {
    ...move,
    summary: 'Claim an order waiting for a rider',
    description:
      `Of two riders claiming at once, exactly one gets it; the other gets 409. A rider carries at most ${maxOnHand} ` +
      'orders at once.',
    failures: {
      ...refused,
      404: 'No such order waiting for riders',
      409: 'Another rider has it, it is no longer waiting, or the rider carries too many',
    },
    handler: answerMove('Order claimed', ({ principal, params }) => rider.claim(principal, params.id)),
  });

  route(endpoints.rider.pickedUp, {
    ...move,
    summary: 'Mark its order picked up from the merchant (once the merchant marked it ready)',
    failures: { ...refused, 409: 'Not ready yet, already picked up, or not claimed by this rider' },
    handler: answerMove('Order picked up', ({ principal, params }) => rider.pickUp(principal, params.id)),
  });

  route(endpoints.rider.delivered, {
    ...move,
    summary: 'Mark its order delivered (a cash order is paid at the door)',
    failures: { ...refused, 409: 'Not picked up yet, or already delivered' },
    handler: answerMove('Order delivered', ({ principal, params }) => rider.deliver(principal, params.id)),
  });
};

export const riderModule = apiModule('Rider', riderService, [riderReadRoutes, riderMoveRoutes]);
