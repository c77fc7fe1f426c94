// Every call the registration form and Settings (./settings.ts) make, answered with sample data for testers with no API (the harness's mock
// mode, its browser tests and the page tests): the banks, the account lookup, address suggestions and a place's
// details, the registration itself and the ID document's upload with the token it returns. Bodies are checked with
// the API's schemas and refusals carry its messages (an unresolvable account, a taken business email, an unknown
// bank). What a test registers is kept, so registering the same email twice is refused as the API refuses it. The
// application area's calls, for the harness's rejected merchant, are in ./application.ts.
import {
  defineMockApi,
  fail,
  invalid,
  type MockRoutes,
  mockTokenOf,
  ok,
  sampleMerchant,
  sampleUser,
} from '@oja/harness/mock-api';
import type {
  AccountResolution,
  AddressPrediction,
  Bank,
  MerchantRegistrationResult,
  PlaceDetails,
} from '@oja/shared/api';
import {
  autocompleteQuerySchema,
  merchantDocumentUploadSchema,
  merchantRegistrationSchema,
  placeDetailsRequestSchema,
  validate,
  verifyAccountSchema,
} from '@oja/shared/validation';
import { APPLICANT, applicationRoutes } from './application';
import { settingsRoutes } from './settings';

export const SAMPLE_BANKS: Bank[] = [
  { id: 1, name: 'Sample Bank One', code: '001' },
  { id: 2, name: 'Sample Bank Two', code: '002' },
];
/** The one account number the sample banks resolve, and the name they give it. */
export const SAMPLE_ACCOUNT = { number: '0123456789', name: 'SAMPLE ACCOUNT NAME' };
/** A sample place: its suggestion and its details name it the same. */
const samplePlace = (n: number, address: string, lat: number, lng: number): AddressPrediction & PlaceDetails => ({
  place_id: `sample-place-${n}`,
  description: address,
  formatted_address: address,
  geometry: { location: { lat, lng } },
});
/** Addresses the suggestions come from (sample data: a few Nigerian places), each with its place's details. */
export const SAMPLE_PLACES: (AddressPrediction & PlaceDetails)[] = [
  samplePlace(1, '15 Admiralty Way, Lekki Phase 1, Lagos, Nigeria', 6.4474, 3.4722),
  samplePlace(2, 'Victoria Island, Lagos, Nigeria', 6.4281, 3.4219),
  samplePlace(3, 'Victoria Garden City, Lekki, Lagos, Nigeria', 6.4619, 3.5493),
  samplePlace(4, 'Bodija, Ibadan, Oyo, Nigeria', 7.4352, 3.9133),
];
/** A business email that is taken from the start, as if registered before. */
export const TAKEN_EMAIL = 'taken@example.ng';

const EMAIL_TAKEN = 'The business email has already been taken.';
const ACCOUNT_NOT_RESOLVED = 'Could not resolve account name';
const UNKNOWN_BANK = 'Please select a bank from the list';
const UPLOAD_TOKEN = 'mock-upload-token';

export default defineMockApi(() => {
  const registered = new Set([TAKEN_EMAIL]);
  let nextId = 10;
  const resolve = (bankCode: string, accountNumber: string) => {
    if (!SAMPLE_BANKS.some((bank) => bank.code === bankCode)) return invalid({ bank_code: [UNKNOWN_BANK] });
    if (accountNumber !== SAMPLE_ACCOUNT.number) return invalid({ account_number: [ACCOUNT_NOT_RESOLVED] });
    return null;
  };

  return {
    ...bothMerchants(applicationRoutes(), settingsRoutes(SAMPLE_BANKS, SAMPLE_ACCOUNT)),
    'GET /paystack/banks': () => ok(SAMPLE_BANKS, 'Banks retrieved successfully'),
    'POST /paystack/verify-account': ({ body }) => {
      const checked = validate(verifyAccountSchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      const refused = resolve(checked.output.bank_code, checked.output.account_number);
      if (refused) return refused;
      const resolution: AccountResolution = {
        account_name: SAMPLE_ACCOUNT.name,
        account_number: checked.output.account_number,
        bank_code: checked.output.bank_code,
      };
      return ok(resolution, 'Account verified successfully!');
    },
    'GET /address/autocomplete': ({ query }) => {
      const checked = validate(autocompleteQuerySchema, Object.fromEntries(query));
      if (!checked.success) return invalid(checked.errors);
      const words = checked.output.input
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean);
      const found = SAMPLE_PLACES.filter((place) =>
        words.every((word) => place.description.toLowerCase().includes(word)),
      ).map(({ place_id, description }) => ({ place_id, description }));
      return ok(checked.output.input.length < 3 ? [] : found, 'Address suggestions');
    },
    'POST /address/place-details': ({ body }) => {
      const checked = validate(placeDetailsRequestSchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      const place = SAMPLE_PLACES.find((candidate) => candidate.place_id === checked.output.place_id);
      if (!place) return fail(404, 'The requested resource was not found');
      const details: PlaceDetails = { formatted_address: place.formatted_address, geometry: place.geometry };
      return ok({ data: details }, 'Place details');
    },
    'POST /merchant/register': ({ body }) => {
      const checked = validate(merchantRegistrationSchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      const input = checked.output;
      if (registered.has(input.business_email.toLowerCase())) return invalid({ business_email: [EMAIL_TAKEN] });
      const refused = resolve(input.bank_code, input.account_number);
      if (refused) return refused;
      registered.add(input.business_email.toLowerCase());
      const id = nextId++;
      const merchant = {
        ...sampleMerchant(id, input.business_name, 'pending'),
        business_email: input.business_email,
        business_type: input.business_type,
        pickup_address: input.pickup_address,
      };
      const result: MerchantRegistrationResult = {
        merchant,
        user: sampleUser(id, input.business_name, input.business_email, 'merchant'),
        upload_token: UPLOAD_TOKEN,
      };
      return ok(result, 'Registration successful! Please check your email for verification.', 201);
    },
    'POST /upload/merchant-document': ({ body, files, token }) => {
      if (token !== UPLOAD_TOKEN) return fail(401, 'Please log in to continue');
      const checked = validate(merchantDocumentUploadSchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      if (!files?.includes('document')) return invalid({ document: ['Please choose a document to upload'] });
      return ok(
        {
          id: nextId++,
          document_type: checked.output.document_type,
          file_path: '/api/files/documents/sample',
          original_name: 'sample-document',
          mime_type: 'application/pdf',
          size: 1,
          description: checked.output.description ?? null,
          created_at: '2026-01-10T09:00:00.000Z',
        },
        'Document uploaded successfully',
        201,
      );
    },
  };
});

/**
 * The application area (the harness's rejected merchant) and Settings (its approved merchant) answer some of the
 * same calls (the profile, a new document): each such call goes to the routes of whoever makes it.
 */
function bothMerchants(application: MockRoutes, settings: MockRoutes): MockRoutes {
  const routes: MockRoutes = { ...application, ...settings };
  for (const key of Object.keys(application) as (keyof MockRoutes)[]) {
    const forApplicant = application[key];
    const forOthers = settings[key];
    if (!forApplicant || !forOthers) continue;
    routes[key] = (request) => (request.token === mockTokenOf(APPLICANT) ? forApplicant(request) : forOthers(request));
  }
  return routes;
}
