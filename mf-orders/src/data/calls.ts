// Every call Order Mgt makes, owned by this remote: each is its endpoint's declaration in the contract
// (`@oja/shared/contract`: method, path, path parameters, query, body, answer) plus what only the browser adds (the
// text a failure shows when the server gives none, a success toast). A new call ships with this remote alone, with
// no release of the shell or of @oja/shared.
import { defineCall } from '@oja/shared/api';
import { admin } from '@oja/shared/contract/admin';
import { adminOrders } from '@oja/shared/contract/admin-orders';
import { merchantOrders as orders } from '@oja/shared/contract/merchant-orders';
import { store } from '@oja/shared/contract/store';

export const orderCalls = {
  list: defineCall(orders.list, { failure: 'Failed to load orders' }),
  get: defineCall(orders.get, { failure: 'Failed to load the order' }),
  accept: defineCall(orders.accept, { failure: 'Failed to accept the order', success: 'Order accepted' }),
  reject: defineCall(orders.reject, { failure: 'Failed to reject the order', success: 'Order rejected' }),
  ready: defineCall(orders.ready, { failure: 'Failed to mark the order ready', success: 'Order marked ready' }),
};

export const storeCalls = {
  get: defineCall(store.get, { failure: 'Failed to load your store' }),
  update: defineCall(store.update, { failure: 'Failed to update your store' }),
  openingHours: defineCall(store.openingHours, { failure: 'Failed to load your opening hours' }),
  updateOpeningHours: defineCall(store.updateOpeningHours, {
    failure: 'Failed to save your opening hours',
    success: 'Opening hours saved successfully!',
  }),
};

/** Food Order, the admin's view of every order. */
export const adminOrderCalls = {
  list: defineCall(adminOrders.list, { failure: 'Failed to load orders' }),
  get: defineCall(adminOrders.get, { failure: 'Failed to load the order' }),
  cancel: defineCall(adminOrders.cancel, { failure: 'Failed to cancel the order', success: 'Order cancelled' }),
  /** The merchants to filter by (approved ones: only they take orders). */
  merchants: defineCall(admin.merchants, { failure: 'Failed to fetch merchants' }),
};

/** The admin's stream of every order. */
export const ADMIN_ORDER_EVENTS_PATH = adminOrders.events.path;

/** The live stream's path (read by the stream over an authenticated fetch, lib/order-stream.ts). */
export const ORDER_EVENTS_PATH = orders.events.path;
