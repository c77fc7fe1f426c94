// The admin calls this remote's pages make, answered with sample data (the harness's mock mode and page tests).

import { defineMockApi, fail, ok } from '@oja/harness/mock-api';
import type { AdminDashboard, Merchant, Page } from '@oja/shared/api';

const NOW = '2026-01-10T09:00:00.000Z';

function sampleMerchant(id: number, name: string, status: Merchant['verification_status']): Merchant {
  return {
    id,
    uuid: `30000000-0000-4000-8000-00000000000${id}`,
    business_name: name,
    business_type: 'restaurant',
    business_email: `sample${id}@example.ng`,
    country_code: '+234',
    business_phone: '8031234567',
    pickup_address: '12 Allen Avenue, Ikeja, Lagos',
    latitude: null,
    longitude: null,
    logo: null,
    verification_status: status,
    rejection_reason: null,
    reviewed_at: status === 'pending' ? null : NOW,
    created_at: NOW,
    contact_name: `${name} contact`,
    documents: [],
    bank_account: null,
  };
}

export default defineMockApi(() => {
  const merchants = [
    sampleMerchant(1, 'Sample Approved Kitchen', 'approved'),
    sampleMerchant(2, 'Sample Pending Store', 'pending'),
    sampleMerchant(3, 'Sample Pending Pharmacy', 'pending'),
  ];
  const page = (rows: Merchant[]): Page<Merchant> => ({
    data: rows,
    current_page: 1,
    per_page: 10,
    total: rows.length,
    last_page: 1,
  });
  const count = (status: Merchant['verification_status']) =>
    merchants.filter((m) => m.verification_status === status).length;

  return {
    'GET /admin/dashboard': () => {
      const dashboard: AdminDashboard = {
        statistics: {
          total_merchants: merchants.length,
          approved_merchants: count('approved'),
          pending_merchants: count('pending'),
          rejected_merchants: count('rejected'),
        },
      };
      return ok(dashboard);
    },
    'GET /admin/merchants': ({ query }) => {
      const status = query.get('status');
      return ok(page(merchants.filter((merchant) => !status || merchant.verification_status === status)));
    },
    'GET /admin/merchants/:id': ({ params }) => {
      const merchant = merchants.find((candidate) => String(candidate.id) === params.id);
      return merchant ? ok(merchant) : fail(404, 'Merchant not found');
    },
    'POST /admin/merchants/:id/approve': ({ params }) => {
      const merchant = merchants.find((candidate) => String(candidate.id) === params.id);
      if (!merchant) return fail(404, 'Merchant not found');
      merchant.verification_status = 'approved';
      return ok(merchant, 'Merchant approved successfully!');
    },
    'POST /admin/merchants/:id/reject': ({ params, body }) => {
      const merchant = merchants.find((candidate) => String(candidate.id) === params.id);
      if (!merchant) return fail(404, 'Merchant not found');
      merchant.verification_status = 'rejected';
      merchant.rejection_reason = typeof body?.rejection_reason === 'string' ? body.rejection_reason : null;
      return ok(merchant, 'Merchant rejected successfully!');
    },
  };
});
