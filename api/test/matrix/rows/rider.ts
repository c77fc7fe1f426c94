import { appUser, type MatrixRow } from '../expectations';
import { LEKKI } from '../fixtures';

export const RIDER_ROWS: MatrixRow[] = [
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
];
