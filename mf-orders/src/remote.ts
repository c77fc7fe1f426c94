// What this remote is and which pages it brings: the one declaration the build, the harness, the shell and the
// server read (see docs/platform.md). The shell's menu learns "Order Mgt" and "Food Order" from it.
import { defineRemote } from '@oja/shared/platform';

export default defineRemote({
  name: 'mf_orders',
  folder: 'orders',
  devPort: 3007,
  pages: {
    OrdersPage: {
      load: () => import('./pages/orders-page'),
      // The queue, the History tab and an order's details are nested routes below it (history, :orderId).
      path: '/dashboard/orders/*',
      access: { kind: 'signed-in', roles: ['merchant'] },
      chrome: 'dashboard',
      title: 'Order Mgt',
      area: 'Order management',
      nav: { label: 'Order Mgt', icon: 'orders' },
    },
    FoodOrdersPage: {
      load: () => import('./pages/food-orders-page'),
      // An order's details are a nested route below it (:orderId).
      path: '/dashboard/food-orders/*',
      access: { kind: 'signed-in', roles: ['admin'] },
      chrome: 'dashboard',
      title: 'Food Order',
      area: 'Food orders',
      nav: { label: 'Food Order', icon: 'food' },
    },
  },
});
