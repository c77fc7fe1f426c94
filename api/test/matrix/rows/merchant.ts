import { ACTOR_PASSWORD } from '../../support/actors';
import { TINY_PDF } from '../../support/registration';
import { everyone, type MatrixRow, merchantsOnly, ownedByApprovedMerchant, ownRecord } from '../expectations';
import { form } from '../fixtures';

export const MERCHANT_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/merchant/profile', expect: merchantsOnly(200) },
  // Only an approved merchant has a dashboard: an applicant (pending, rejected) is refused its figures.
  { method: 'GET', route: '/api/merchant/dashboard', expect: { ...ownedByApprovedMerchant(200), otherMerchant: 200 } },
  {
    method: 'PUT',
    route: '/api/merchant/profile',
    request: () => ({ url: '/api/merchant/profile', payload: {} }),
    expect: merchantsOnly(200),
  },
  // Confirming a new business email: the mailed token is the proof, whoever opens the link (a wrong one: 422).
  {
    method: 'POST',
    route: '/api/merchant/business-email/verify',
    request: () => ({ url: '/api/merchant/business-email/verify', payload: { token: 'not-a-real-token-at-all' } }),
    expect: everyone(422),
  },
  {
    method: 'GET',
    route: '/api/merchant/business-email/verify',
    request: () => ({ url: '/api/merchant/business-email/verify?token=not-a-real-token-at-all' }),
    expect: everyone(422),
  },
  {
    method: 'POST',
    route: '/api/merchant/documents',
    request: () => ({
      url: '/api/merchant/documents',
      ...form(
        { document_type: 'business_id' },
        { name: 'document', filename: 'id.pdf', type: 'application/pdf', content: TINY_PDF },
      ),
    }),
    expect: merchantsOnly(200),
  },
  { method: 'GET', route: '/api/merchant/documents', expect: merchantsOnly(200) },
  // Only a rejected merchant resubmits; the rows above gave it a business ID, so its call succeeds (and leaves it
  // pending: no later row tells pending from rejected). Pending and approved ones have nothing to resubmit.
  {
    method: 'POST',
    route: '/api/merchant/resubmit',
    expect: { ...merchantsOnly(409), rejectedMerchant: 200 },
  },
  {
    method: 'POST',
    route: '/api/merchant/pickup-locations',
    request: () => ({
      url: '/api/merchant/pickup-locations',
      payload: { address: '5 Adeola Odeku Street, Victoria Island, Lagos' },
    }),
    expect: merchantsOnly(200),
  },
  { method: 'GET', route: '/api/merchant/pickup-locations', expect: merchantsOnly(200) },
  {
    method: 'PUT',
    route: '/api/merchant/pickup-locations/:id',
    request: (f) => ({
      url: `/api/merchant/pickup-locations/${f.settings.pickupLocationId}`,
      payload: { address: '3 Matrix Road, Ikeja, Lagos', is_default: true },
    }),
    expect: ownRecord(200),
  },
  {
    method: 'DELETE',
    route: '/api/merchant/pickup-locations/:id',
    request: (f) => ({ url: `/api/merchant/pickup-locations/${f.settings.sparePickupLocationId}` }),
    expect: ownRecord(200),
  },
  {
    method: 'DELETE',
    route: '/api/merchant/documents/:id',
    request: (f) => ({ url: `/api/merchant/documents/${f.settings.spareDocumentId}` }),
    expect: ownRecord(200),
  },
  {
    method: 'PUT',
    route: '/api/merchant/bank-account',
    request: () => ({
      url: '/api/merchant/bank-account',
      payload: { bank_code: '058', account_number: '0001234567', current_password: ACTOR_PASSWORD },
    }),
    expect: merchantsOnly(200),
  },
];
