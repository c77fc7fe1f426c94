// Authorization matrix rows of the store front of the customer app (api/src/modules/store/).
import { WEEKDAYS } from '@oja/shared/validation';
import { approvedMerchants, appUser, type MatrixRow } from '../expectations';
import { LEKKI } from '../fixtures';

export const STORE_ROWS: MatrixRow[] = [
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
];
