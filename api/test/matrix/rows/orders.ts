// Authorization matrix rows of the orders API: the apps' sign-in (app-auth), the store front (store), orders
// (orders), riders (rider) and the payment provider's webhook (payments). Every move targets an order whose
// status refuses it, so the caller who passes the access check meets the 409 and nothing changes for another row.
import { WEEKDAYS } from '@oja/shared/validation';
import {
  adminOnly,
  approvedMerchants,
  appUser,
  everyone,
  type MatrixRow,
  ownedByApprovedMerchant,
} from '../expectations';

const stream = { accept: 'text/event-stream' };
const LEKKI = 'latitude=6.45&longitude=3.48';

export const ORDER_ROWS: MatrixRow[] = [
  // The apps' accounts.
  {
    method: 'POST',
    route: '/api/app/auth/login',
    request: (f) => ({ url: '/api/app/auth/login', payload: { email: f.customerEmail, password: f.loginPassword } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/app/auth/register',
    request: () => ({ url: '/api/app/auth/register', payload: { name: 'Matrix' } }),
    expect: everyone(422),
  },
  { method: 'POST', route: '/api/app/auth/logout', expect: appUser('both', 200) },
  { method: 'GET', route: '/api/app/auth/profile', expect: appUser('both', 200) },

  // The store front.
  {
    method: 'GET',
    route: '/api/app/merchants',
    request: () => ({ url: `/api/app/merchants?${LEKKI}` }),
    expect: appUser('customer', 200),
  },
  {
    method: 'GET',
    route: '/api/app/merchants/:id/menu',
    request: (f) => ({ url: `/api/app/merchants/${f.approvedMerchantId}/menu` }),
    expect: appUser('customer', 200),
  },
  { method: 'GET', route: '/api/merchant/store', expect: approvedMerchants(200) },
  {
    method: 'PUT',
    route: '/api/merchant/store',
    request: () => ({ url: '/api/merchant/store', payload: { accepting_orders: true } }),
    expect: approvedMerchants(200),
  },
  { method: 'GET', route: '/api/merchant/opening-hours', expect: approvedMerchants(200) },
  {
    method: 'PUT',
    route: '/api/merchant/opening-hours',
    request: () => ({
      url: '/api/merchant/opening-hours',
      payload: { days: WEEKDAYS.map((weekday) => ({ weekday, closed: false, opens_at: '00:00', closes_at: '24:00' })) },
    }),
    expect: approvedMerchants(200),
  },

  // The customer's orders.
  {
    method: 'POST',
    route: '/api/app/orders',
    request: (f) => ({
      url: '/api/app/orders',
      headers: { 'idempotency-key': 'matrix-placement-0001' },
      payload: {
        merchant_id: f.approvedMerchantId,
        items: [{ product_id: f.menu.productId, quantity: 1 }],
        delivery: { address: '3 Matrix Close, Lekki Phase 1, Lagos', latitude: 6.45, longitude: 3.48 },
        payment_method: 'cash',
      },
    }),
    expect: appUser('customer', 201),
  },
  { method: 'GET', route: '/api/app/orders', expect: appUser('customer', 200) },
  {
    method: 'GET',
    route: '/api/app/orders/:id',
    request: (f) => ({ url: `/api/app/orders/${f.orders.accepted}` }),
    expect: appUser('customer', 200),
  },
  {
    method: 'POST',
    route: '/api/app/orders/:id/cancel',
    // Accepted: too late for the customer.
    request: (f) => ({ url: `/api/app/orders/${f.orders.accepted}/cancel`, payload: {} }),
    expect: appUser('customer', 409),
  },
  {
    method: 'POST',
    route: '/api/app/orders/:id/review',
    // Not delivered yet.
    request: (f) => ({ url: `/api/app/orders/${f.orders.accepted}/review`, payload: { rating: 5 } }),
    expect: appUser('customer', 409),
  },

  // The merchant's orders.
  {
    method: 'GET',
    route: '/api/merchant/orders',
    request: () => ({ url: '/api/merchant/orders?status=active&per_page=5' }),
    expect: approvedMerchants(200),
  },
  {
    method: 'GET',
    route: '/api/merchant/orders/events',
    request: () => ({ url: '/api/merchant/orders/events', headers: stream }),
    stream: true,
    expect: approvedMerchants(200),
  },
  {
    method: 'GET',
    route: '/api/merchant/orders/:id',
    request: (f) => ({ url: `/api/merchant/orders/${f.orders.accepted}` }),
    expect: ownedByApprovedMerchant(200),
  },
  {
    method: 'POST',
    route: '/api/merchant/orders/:id/accept',
    request: (f) => ({ url: `/api/merchant/orders/${f.orders.accepted}/accept`, payload: { prep_minutes: 10 } }),
    expect: ownedByApprovedMerchant(409),
  },
  {
    method: 'POST',
    route: '/api/merchant/orders/:id/reject',
    request: (f) => ({ url: `/api/merchant/orders/${f.orders.accepted}/reject`, payload: { reason: 'Matrix' } }),
    expect: ownedByApprovedMerchant(409),
  },
  {
    method: 'POST',
    route: '/api/merchant/orders/:id/ready',
    request: (f) => ({ url: `/api/merchant/orders/${f.orders.ready}/ready`, payload: {} }),
    expect: ownedByApprovedMerchant(409),
  },

  // The rider's.
  {
    method: 'GET',
    route: '/api/rider/orders/available',
    request: () => ({ url: `/api/rider/orders/available?${LEKKI}` }),
    expect: appUser('rider', 200),
  },
  { method: 'GET', route: '/api/rider/orders', expect: appUser('rider', 200) },
  {
    method: 'GET',
    route: '/api/rider/orders/:id',
    request: (f) => ({ url: `/api/rider/orders/${f.orders.accepted}` }),
    expect: appUser('rider', 200),
  },
  {
    method: 'POST',
    route: '/api/rider/orders/:id/claim',
    // Already the rider's.
    request: (f) => ({ url: `/api/rider/orders/${f.orders.claimed}/claim`, payload: {} }),
    expect: appUser('rider', 409),
  },
  {
    method: 'POST',
    route: '/api/rider/orders/:id/picked-up',
    // Claimed, but not ready yet.
    request: (f) => ({ url: `/api/rider/orders/${f.orders.claimed}/picked-up`, payload: {} }),
    expect: appUser('rider', 409),
  },
  {
    method: 'POST',
    route: '/api/rider/orders/:id/delivered',
    request: (f) => ({ url: `/api/rider/orders/${f.orders.claimed}/delivered`, payload: {} }),
    expect: appUser('rider', 409),
  },

  // The admin's.
  {
    method: 'GET',
    route: '/api/admin/orders',
    request: (f) => ({ url: `/api/admin/orders?merchant_id=${f.approvedMerchantId}&status=closed` }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/orders/events',
    request: () => ({ url: '/api/admin/orders/events', headers: stream }),
    stream: true,
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/orders/:id',
    request: (f) => ({ url: `/api/admin/orders/${f.orders.delivered}` }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/cancel',
    // Delivered: too late to cancel.
    request: (f) => ({ url: `/api/admin/orders/${f.orders.delivered}/cancel`, payload: { reason: 'Matrix' } }),
    expect: adminOnly(409),
  },

  // The payment provider: the sandbox believes no notice.
  {
    method: 'POST',
    route: '/api/payments/paystack/webhook',
    request: () => ({ url: '/api/payments/paystack/webhook', payload: { event: 'charge.success', data: {} } }),
    expect: everyone(401),
  },
];
