// Authorization matrix rows of merchant onboarding's routes (api/src/modules/onboarding/).
import { ACTOR_PASSWORD } from '../../support/actors';
import { multipart } from '../../support/multipart';
import { TINY_PDF, TINY_PNG } from '../../support/onboarding';
import { type Expectation, everyone, type MatrixRow, ownedByApprovedMerchant, signedIn } from '../expectations';

/** Any merchant (whatever its review status) on its own records; admins have their own routes. */
const merchantsOnly = (status: number): Expectation => ({ ...signedIn(status), admin: 403 });

/** A record of the approved merchant's own: any other merchant finds no such record (404); admins are refused. */
const ownRecord = (status: number): Expectation => ({ ...merchantsOnly(404), approvedMerchant: status });

/** An upload for the approved merchant: its owner or an admin; another merchant is refused. */
const uploadForApproved: Expectation = {
  guest: 401,
  customer: 403,
  rider: 403,
  pendingMerchant: 403,
  rejectedMerchant: 403,
  suspendedMerchant: 403,
  approvedMerchant: 200,
  otherMerchant: 403,
  admin: 200,
};

const form = (
  fields: Record<string, string>,
  file: { name: string; filename: string; type: string; content: Buffer },
) => {
  const { name, content, ...part } = file;
  const body = multipart({ ...fields, [name]: { ...part, data: content } });
  return { payload: body.payload, headers: body.headers };
};

export const ONBOARDING_ROWS: MatrixRow[] = [
  // Registration: public; an empty form is refused with the field messages.
  {
    method: 'POST',
    route: '/api/merchant/register',
    request: () => ({ url: '/api/merchant/register', payload: {} }),
    expect: everyone(422),
  },
  {
    method: 'POST',
    route: '/api/auth/register',
    request: () => ({ url: '/api/auth/register', payload: {} }),
    expect: everyone(422),
  },

  // The merchant's own records
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
  // Any signed-in admin or merchant may change its own password (a wrong current password here: 422).
  {
    method: 'PUT',
    route: '/api/auth/password',
    request: () => ({
      url: '/api/auth/password',
      payload: {
        current_password: 'Not-the@1password',
        password: 'Brand@New123',
        password_confirmation: 'Brand@New123',
      },
    }),
    expect: signedIn(422),
  },

  // Uploads: the owner (session or upload token) or an admin
  {
    method: 'POST',
    route: '/api/upload/merchant-document',
    request: (f) => ({
      url: '/api/upload/merchant-document',
      ...form(
        { document_type: 'business_id', merchant_id: String(f.approvedMerchantId) },
        { name: 'document', filename: 'id.pdf', type: 'application/pdf', content: TINY_PDF },
      ),
    }),
    expect: uploadForApproved,
  },
  {
    method: 'POST',
    route: '/api/upload/business-logo',
    request: (f) => ({
      url: '/api/upload/business-logo',
      ...form(
        { merchant_id: String(f.approvedMerchantId) },
        { name: 'logo', filename: 'logo.png', type: 'image/png', content: TINY_PNG },
      ),
    }),
    expect: uploadForApproved,
  },
  {
    method: 'GET',
    route: '/api/upload/merchant-documents/:id',
    request: (f) => ({ url: `/api/upload/merchant-documents/${f.approvedMerchantId}` }),
    // Another merchant's documents are simply not found.
    expect: {
      guest: 401,
      customer: 403,
      rider: 403,
      pendingMerchant: 404,
      rejectedMerchant: 404,
      suspendedMerchant: 403,
      approvedMerchant: 200,
      otherMerchant: 404,
      admin: 200,
    },
  },
  {
    method: 'DELETE',
    route: '/api/upload/document/:id',
    // Ownership is proven in onboarding-profile.test.ts; here the level: signed-in callers reach the lookup.
    request: () => ({ url: '/api/upload/document/999999' }),
    expect: {
      guest: 401,
      customer: 403,
      rider: 403,
      pendingMerchant: 404,
      rejectedMerchant: 404,
      suspendedMerchant: 403,
      approvedMerchant: 404,
      otherMerchant: 404,
      admin: 404,
    },
  },

  // Public helpers of the registration form
  { method: 'GET', route: '/api/paystack/banks', expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/paystack/verify-account',
    request: () => ({
      url: '/api/paystack/verify-account',
      payload: { bank_code: '058', account_number: '0123456789' },
    }),
    expect: everyone(200),
  },
  { method: 'GET', route: '/api/paystack/public-key', expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/address/autocomplete',
    request: () => ({ url: '/api/address/autocomplete?input=ikeja' }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/address/place-details',
    request: () => ({ url: '/api/address/place-details', payload: { place_id: 'oja:ikeja-lagos' } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/address/geocode',
    request: () => ({ url: '/api/address/geocode', payload: { address: 'Garki, Abuja' } }),
    expect: everyone(200),
  },
  { method: 'GET', route: '/api/address/api-key', expect: everyone(200) },
  { method: 'GET', route: '/api/phone/countries', expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/phone/validate',
    request: () => ({ url: '/api/phone/validate', payload: { phone: '0803 123 4567', country_code: '+234' } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/phone/validate-auto',
    request: () => ({ url: '/api/phone/validate-auto', payload: { phone: '+2348031234567' } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/phone/info',
    request: () => ({ url: '/api/phone/info', payload: { phone: '12' } }),
    expect: everyone(200),
  },
];
