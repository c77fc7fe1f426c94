import { adminOnly, type MatrixRow } from '../expectations';

export const ADMIN_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/admin/dashboard', expect: adminOnly(200) },
  {
    method: 'GET',
    route: '/api/admin/merchants',
    request: () => ({ url: '/api/admin/merchants?status=pending&search=foods&page=1&per_page=5' }),
    expect: adminOnly(200),
  },
  { method: 'GET', route: '/api/admin/merchants/stats/review', expect: adminOnly(200) },
  {
    method: 'GET',
    route: '/api/admin/merchants/:id',
    request: (f) => ({ url: `/api/admin/merchants/${f.approvedMerchantId}` }),
    expect: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/merchants/:id/approve',
    request: (f) => ({ url: `/api/admin/merchants/${f.approvedMerchantId}/approve`, payload: { version: 1 } }),
    expect: adminOnly(409),
  },
  {
    method: 'POST',
    route: '/api/admin/merchants/:id/reject',
    request: (f) => ({
      url: `/api/admin/merchants/${f.approvedMerchantId}/reject`,
      payload: { rejection_reason: 'Matrix check', version: 1 },
    }),
    expect: adminOnly(409),
  },
  {
    method: 'POST',
    route: '/api/admin/merchants/:id/bank-account/accept',
    // The approved merchant of the fixtures has no bank account change waiting: the admin meets the 409.
    request: (f) => ({
      url: `/api/admin/merchants/${f.approvedMerchantId}/bank-account/accept`,
      payload: { version: 1 },
    }),
    expect: adminOnly(409),
  },
  {
    method: 'POST',
    route: '/api/admin/merchants/:id/bank-account/decline',
    request: (f) => ({
      url: `/api/admin/merchants/${f.approvedMerchantId}/bank-account/decline`,
      payload: { reason: 'Matrix check', version: 1 },
    }),
    expect: adminOnly(409),
  },
  {
    method: 'POST',
    route: '/api/admin/merchants/:id/suspend',
    // The pending merchant of the fixtures cannot be suspended: the admin meets the 409, and nothing changes.
    request: (f) => ({
      url: `/api/admin/merchants/${f.pendingMerchantId}/suspend`,
      payload: { suspension_reason: 'Matrix check' },
    }),
    expect: adminOnly(409),
  },
  {
    method: 'POST',
    route: '/api/admin/merchants/:id/reinstate',
    request: (f) => ({ url: `/api/admin/merchants/${f.approvedMerchantId}/reinstate`, payload: {} }),
    expect: adminOnly(409),
  },
  {
    method: 'POST',
    route: '/api/admin/merchants/bulk-approve',
    request: (f) => ({ url: '/api/admin/merchants/bulk-approve', payload: { merchant_ids: [f.approvedMerchantId] } }),
    expect: adminOnly(200),
  },
  { method: 'GET', route: '/api/admin/activity-log', expect: adminOnly(200) },
];
