// Orders: the customer's (`/api/app/orders*`), the approved merchant's (`/api/merchant/orders*`) and the admin's
// (`/api/admin/orders*`), with the merchant's and the admin's live streams. Riders have their own module.
import { endpoints } from '@oja/shared/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import { merchantOf } from '../../http/access';
import { success } from '../../http/envelope';
import { sendEventStream } from '../../http/event-stream';
import type { RouteLimit } from '../../http/route';
import { apiModule, type RouteGroup } from '../module';
import { answerMove, moveOptions } from './move-route';
import { ordersService } from './service';

const MOVE_FAILURES = { 404: 'No such order of the caller', 409: 'The order is not in a status this move starts from' };

/** What the module's groups of routes share: its service and its limits, built once. */
function scopeOf(ctx: AppContext) {
  const orders = ordersService(ctx);
  const limits = ctx.settings.rateLimits;
  const actions: RouteLimit[] = [{ name: 'order-actions', rule: limits.orderActions.perAccount, per: 'account' }];
  const adminDecisions: RouteLimit[] = [
    { name: 'admin-decisions', rule: limits.adminDecisions.perAccount, per: 'account', noun: 'requests' },
  ];
  const merchantId = (principal: Parameters<typeof merchantOf>[0]) => merchantOf(principal).merchant.id;
  const { streamsPerAccount, unansweredMinutes } = ctx.settings.orders;
  return { orders, limits, actions, adminDecisions, merchantId, streamsPerAccount, unansweredMinutes };
}

type Group = RouteGroup<ReturnType<typeof scopeOf>>;

/** The customer's: placing an order, its orders, cancelling one, a review. */
const customerRoutes: Group = (route, { orders, limits, actions }) => {
  route(endpoints.app.placeOrder, {
    access: 'customer',
    summary: 'Place an order (safe to retry with the same Idempotency-Key)',
    description:
      `The \`${IDEMPOTENCY_KEY_HEADER}\` header (8 to 128 letters, digits, \`-_.:\`, new for each order) is required: ` +
      'the same key with the same body answers the order it made (`Idempotent-Replayed: true`), never a second ' +
      'one; with another body it is refused (422). The server prices every line from the menu (after its ' +
      'discount), adds the delivery fee of the distance (N600 for the first 2 km, N150 per further km or part, ' +
      'at most 20 km) and keeps the figures on the order, in kobo. Refused with a field message: an item not on ' +
      "the merchant's menu or not in stock (`items.N.product_id`), a merchant that is not approved, paused or " +
      'closed (`merchant_id`), an address too far (`delivery.address`), quantities outside 1-50, more than 50 ' +
      'lines. A card is charged through the payment provider: the sandbox confirms at once; with Paystack the ' +
      'order awaits its payment (`payment.authorization_url`) until the signed webhook confirms it. ' +
      `At most ${limits.orderPlacements.perAccount.max} new orders in ${limits.orderPlacements.perAccount.windowMs / 60_000} minutes per customer.`,
    status: 201,
    cacheNeutral: true,
    failures: {
      400: 'The Idempotency-Key header is missing or malformed',
      403: 'Not a customer',
      422: 'Invalid field, a refusal of the order, or the key reused for another order',
      429: 'Too many new orders',
      502: 'The payment provider could not be reached',
    },
    async handler({ principal, reply, body, headers }) {
      const placed = await orders.place(principal.user, body, headers['idempotency-key']);
      if (placed.replayed) void reply.header('idempotent-replayed', 'true');
      return success(placed.replayed ? 'Order already placed' : 'Order placed successfully!', {
        order: placed.order,
      });
    },
  });

  route(endpoints.app.orders, {
    access: 'customer',
    summary: "The customer's orders, newest first",
    failures: { 403: 'Not a customer', 422: 'A page value that means nothing' },
    handler: async ({ principal, query }) =>
      success('Orders retrieved successfully', await orders.customerOrders(principal.user, query)),
  });

  route(endpoints.app.order, {
    access: 'customer',
    summary: "One of the customer's orders, with its timeline",
    failures: { 403: 'Not a customer', 404: 'No such order of the customer' },
    handler: async ({ principal, params }) =>
      success('Order retrieved successfully', {
        order: await orders.customerOrder(principal.user, params.id),
      }),
  });

  route(endpoints.app.cancel, {
    access: 'customer',
    summary: 'Cancel an order before the merchant accepts it',
    description: 'Optional `reason`. A paid card order is refunded; the merchant is told by mail.',
    ...moveOptions(actions),
    failures: { ...MOVE_FAILURES, 403: 'Not a customer', 422: 'Reason too long', 429: 'Too many moves' },
    handler: answerMove('Order cancelled', ({ principal, params, body }) =>
      orders.cancelByCustomer(principal.user, params.id, body.reason),
    ),
  });

  route(endpoints.app.review, {
    access: 'customer',
    summary: 'Review a delivered order: a rating of 1 to 5 and an optional comment, once',
    limits: actions,
    cacheNeutral: true,
    failures: {
      403: 'Not a customer',
      404: 'No such order of the customer',
      409: 'Not delivered, or already reviewed',
      422: 'Rating outside 1-5, or comment too long',
      429: 'Too many moves',
    },
    handler: async ({ principal, params, body }) =>
      success('Thank you for your review!', {
        review: await orders.review(principal.user, params.id, body),
      }),
  });
};

/** The merchant's: its orders, their live stream, and its moves. */
const merchantOrderRoutes: Group = (
  route,
  { orders, actions, merchantId, streamsPerAccount, unansweredMinutes },
  ctx,
) => {
  route(endpoints.merchantOrders.list, {
    access: 'approved-merchant',
    summary: "The merchant's orders, newest first: by status or group, Lagos days, order number, pages",
    description:
      '`status`: one status, or `active` (placed, accepted, ready, picked up) or `closed` (delivered, rejected, ' +
      'cancelled). `from`/`to`: Lagos days `YYYY-MM-DD` (both included). `search`: an order number ' +
      '(`OJA-000123`, `123`). A card order appears once its payment is confirmed.',
    failures: { 403: 'Not an approved merchant', 422: 'A filter value that means nothing' },
    handler: async ({ principal, query }) =>
      success('Orders retrieved successfully', await orders.merchantOrders(merchantId(principal), query)),
  });

  route(endpoints.merchantOrders.events, {
    access: 'approved-merchant',
    summary: "Live events of the merchant's orders (Server-Sent Events)",
    description:
      'Open with a fetch that sends `Authorization: Bearer <token>` and `Accept: text/event-stream` (the token ' +
      'never goes in the URL). Events `order.placed`, `order.updated`, `order.cancelled`, each with an `id`; ' +
      'send the last one back as `Last-Event-ID` when reconnecting to get what was missed (delivery is at ' +
      'least once: skip an id already seen; `stream.reset` asks to reload the list). A comment line every 15 s ' +
      `keeps it open. At most ${streamsPerAccount} streams per merchant across the instances (429 past it).`,
    failures: {
      403: 'Not an approved merchant',
      406: 'Accept is not text/event-stream',
      429: 'Too many streams open for this merchant',
    },
    handler: async ({ request, principal, reply }) =>
      sendEventStream(ctx, request, reply, {
        scope: { merchantId: merchantId(principal) },
        level: 'approved-merchant',
        slotKey: `merchant:${merchantId(principal)}`,
      }),
  });

  route(endpoints.merchantOrders.get, {
    access: 'approved-merchant',
    summary: "One of the merchant's orders, with its timeline",
    failures: { 403: 'Not an approved merchant', 404: 'No such order of the merchant' },
    handler: async ({ principal, params }) =>
      success('Order retrieved successfully', { order: await orders.merchantOrder(merchantId(principal), params.id) }),
  });

  // Its moves: counted against its budget, refused to anyone but an approved merchant.
  const move = { access: 'approved-merchant' as const, ...moveOptions(actions) };
  const refused = { ...MOVE_FAILURES, 403: 'Not an approved merchant', 429: 'Too many moves' };

  route(endpoints.merchantOrders.accept, {
    ...move,
    summary: 'Accept a new order, with the minutes it takes to prepare (5-120)',
    description: `An order not answered within ${unansweredMinutes} minutes of being placed is cancelled by the service.`,
    failures: { ...refused, 422: 'prep_minutes outside 5-120' },
    handler: answerMove('Order accepted', ({ principal, params, body }) =>
      orders.accept(principal, merchantId(principal), params.id, body.prep_minutes),
    ),
  });

  route(endpoints.merchantOrders.reject, {
    ...move,
    summary: 'Reject a new order, with a reason the customer reads',
    failures: { ...refused, 422: 'The reason is missing or too long' },
    handler: answerMove('Order rejected', ({ principal, params, body }) =>
      orders.reject(principal, merchantId(principal), params.id, body.reason),
    ),
  });

  route(endpoints.merchantOrders.ready, {
    ...move,
    summary: 'Mark an accepted order ready for pickup',
    failures: refused,
    handler: answerMove('Order is ready for pickup', ({ principal, params }) =>
      orders.markReady(principal, merchantId(principal), params.id),
    ),
  });
};

/** The admin's: every order, the live stream of all, and a cancellation. */
const adminOrderRoutes: Group = (route, { orders, adminDecisions, streamsPerAccount }, ctx) => {
  route(endpoints.adminOrders.list, {
    access: 'admin',
    summary: 'Every order, newest first: by status or group, merchant, Lagos days, order number, pages',
    failures: { 422: 'A filter value that means nothing' },
    handler: async ({ query }) => success('Orders retrieved successfully', await orders.adminOrders(query)),
  });

  route(endpoints.adminOrders.events, {
    access: 'admin',
    summary: 'Live events of every order (Server-Sent Events)',
    description:
      "Every order's events, a card order awaiting its payment included (as `order.updated`). Open with a fetch " +
      'that sends `Authorization: Bearer <token>` and `Accept: text/event-stream`; events `order.placed`, ' +
      '`order.updated`, `order.cancelled` with ids to send back as `Last-Event-ID` on reconnection (at least ' +
      'once; `stream.reset` asks to reload the list); a comment line every 15 s. ' +
      `At most ${streamsPerAccount} streams per admin account across the instances.`,
    failures: { 406: 'Accept is not text/event-stream', 429: 'Too many streams open for this account' },
    handler: async ({ request, principal, reply }) =>
      sendEventStream(ctx, request, reply, {
        scope: { merchantId: null },
        level: 'admin',
        slotKey: `admin:${principal.user.id}`,
      }),
  });

  route(endpoints.adminOrders.get, {
    access: 'admin',
    summary: 'One order with its timeline',
    failures: { 404: 'No such order' },
    handler: async ({ params }) =>
      success('Order retrieved successfully', { order: await orders.adminOrder(params.id) }),
  });

  route(endpoints.adminOrders.cancel, {
    access: 'admin',
    summary: 'Cancel an order before it is delivered, with a reason',
    description: 'The customer, the merchant and any rider on it are told by mail; a paid card order is refunded.',
    ...moveOptions(adminDecisions),
    failures: {
      404: 'No such order',
      409: 'Already delivered, rejected or cancelled',
      422: 'The reason is missing or too long',
    },
    handler: answerMove('Order cancelled', ({ principal, params, body }) =>
      orders.cancelByAdmin(principal.user, params.id, body.reason),
    ),
  });
};

export const ordersModule = apiModule('Orders', scopeOf, [customerRoutes, merchantOrderRoutes, adminOrderRoutes]);
