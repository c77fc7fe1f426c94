// The store front: `/api/app/merchants*` for the customer app (browsing), `/api/merchant/store` and
// `/api/merchant/opening-hours` for the approved merchant (its switch and its hours).
import { endpoints } from '@oja/shared/contract';
import { merchantOf } from '../../http/access';
import { success } from '../../http/envelope';
import type { RouteLimit } from '../../http/route';
import { apiModule, type RouteGroup } from '../module';
import { storeService } from './service';

type Group = RouteGroup<ReturnType<typeof storeService>>;

/** The customer app's: merchants near a point, and a merchant's menu. */
const browsingRoutes: Group = (route, store) => {
  route(endpoints.app.merchants, {
    access: 'customer',
    summary: 'Merchants that deliver to a point, nearest first, open or closed',
    description:
      'Approved merchants with something in stock within the delivery limit (20 km, straight line) of ' +
      '`latitude`/`longitude`, nearest first, each with its distance, its delivery fee to that point, its ' +
      'rating, and whether it takes orders now (`open`: not paused and inside its hours; `next_open_at` when ' +
      'it is outside them).',
    failures: { 403: 'Not a customer', 422: 'Missing or invalid coordinates or page' },
    handler: async ({ query }) => success('Merchants retrieved successfully', await store.nearby(query)),
  });

  route(endpoints.app.menu, {
    access: 'customer',
    summary: "A merchant's menu: its categories with the items in stock, priced after discount",
    description: 'Prices in kobo: `price_kobo`, `discount_percent` and `final_price_kobo` (what one costs).',
    failures: { 403: 'Not a customer', 404: 'No such merchant on the app (not approved, or nothing in stock)' },
    handler: async ({ params }) => success('Menu retrieved successfully', await store.menu(params.id)),
  });
};

/** The approved merchant's: whether it takes orders now, and its hours. */
const ownStoreRoutes: Group = (route, store, ctx) => {
  const changes: RouteLimit[] = [
    { name: 'order-actions', rule: ctx.settings.rateLimits.orderActions.perAccount, per: 'account' },
  ];

  route(endpoints.store.get, {
    access: 'approved-merchant',
    summary: 'Whether the store takes orders now, and its opening hours',
    failures: { 403: 'Not an approved merchant' },
    handler: async ({ principal }) =>
      success('Store retrieved successfully', await store.store(merchantOf(principal).merchant)),
  });

  route(endpoints.store.update, {
    access: 'approved-merchant',
    summary: 'Pause or resume taking orders',
    description: 'While paused, the customer app shows the store closed and a new order is refused.',
    limits: changes,
    cacheNeutral: true,
    failures: {
      403: 'Not an approved merchant',
      422: 'accepting_orders is not true or false',
      429: 'Too many changes',
    },
    handler: async ({ principal, body }) =>
      success(
        body.accepting_orders ? 'Store is taking orders' : 'Store is paused',
        await store.setAcceptingOrders(merchantOf(principal).merchant, body.accepting_orders),
      ),
  });

  route(endpoints.store.openingHours, {
    access: 'approved-merchant',
    summary: 'The opening hours per weekday, Lagos time',
    description: 'A merchant that has never set them is open all day, every day (whenever it is not paused).',
    failures: { 403: 'Not an approved merchant' },
    handler: async ({ principal }) =>
      success('Opening hours retrieved successfully', await store.openingHours(merchantOf(principal).merchant)),
  });

  route(endpoints.store.updateOpeningHours, {
    access: 'approved-merchant',
    summary: 'Set the opening hours of the whole week, Lagos time',
    description:
      '`days`: the seven weekdays once each, `{weekday, closed, opens_at, closes_at}` with times `HH:MM` ' +
      '(`24:00` closes at midnight). Outside them the store is closed and a new order is refused.',
    limits: changes,
    cacheNeutral: true,
    failures: {
      403: 'Not an approved merchant',
      422: 'A day missing or twice, a bad time, or closing before opening',
    },
    handler: async ({ principal, body }) =>
      success('Opening hours saved successfully!', await store.setOpeningHours(merchantOf(principal).merchant, body)),
  });
};

export const storeModule = apiModule('Store', storeService, [browsingRoutes, ownStoreRoutes]);
