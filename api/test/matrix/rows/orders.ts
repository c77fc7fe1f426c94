import { adminOnly, approvedMerchants, appUser, type MatrixRow, ownedByApprovedMerchant } from '../expectations';
import { STREAM } from '../fixtures';

export const ORDERS_ROWS: MatrixRow[] = [
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
    request: () => ({ url: '/api/merchant/orders/events', headers: STREAM }),
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
    request: () => ({ url: '/api/admin/orders/events', headers: STREAM }),
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
];
