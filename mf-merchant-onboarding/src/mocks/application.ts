// The application area's calls in the mock API, for the harness's rejected merchant (sample data): its profile with
// its documents, its business details' changes (registration's rules), a new ID, and the resubmission (only from
// rejected, only with an ID on file), with the API's messages. Any other caller gets the API's 401 or 403.
import { fail, invalid, MOCK_USERS, type MockRequest, type MockRoutes, ok, refusalUnless } from '@oja/harness/mock-api';
import type { Merchant, MerchantDocument } from '@oja/shared/api';
import {
  DOCUMENT_MESSAGES,
  documentFieldsSchema,
  merchantProfileUpdateSchema,
  RESUBMISSION_CONFLICTS,
  validate,
} from '@oja/shared/validation';

const applicant = MOCK_USERS['rejected-merchant'];

function sampleDocument(id: number, name: string, sentAt: string): MerchantDocument {
  return {
    id,
    document_type: 'business_id',
    file_path: `/api/files/documents/${id}?expires=4102444800&signature=sample`,
    original_name: name,
    mime_type: 'application/pdf',
    size: 48_213,
    description: null,
    created_at: sentAt,
  };
}

export function applicationRoutes(): MockRoutes {
  if (!applicant.merchant) throw new Error('The harness rejected merchant has no merchant');
  let merchant: Merchant = { ...applicant.merchant };
  let documents: MerchantDocument[] = [sampleDocument(901, 'sample-blurry-id.pdf', '2026-01-06T09:00:00.000Z')];
  let nextId = 902;
  const refused = (request: Pick<MockRequest, 'token'>) => refusalUnless(request, applicant);
  const profile = () => ({ ...merchant, documents, bank_account: null });

  return {
    'GET /merchant/profile': (request) => refused(request) ?? ok(profile(), 'Merchant profile retrieved successfully'),
    'PUT /merchant/profile': (request) => {
      const refusal = refused(request);
      if (refusal) return refusal;
      const checked = validate(merchantProfileUpdateSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      const { latitude, longitude, ...text } = checked.output;
      const defined = Object.fromEntries(Object.entries(text).filter(([, value]) => value !== undefined));
      merchant = { ...merchant, ...defined };
      if (checked.output.pickup_address !== undefined) {
        merchant = { ...merchant, latitude: latitude ?? null, longitude: longitude ?? null };
      }
      return ok(profile(), 'Profile updated successfully!');
    },
    'POST /merchant/documents': (request) => {
      const refusal = refused(request);
      if (refusal) return refusal;
      const checked = validate(documentFieldsSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      if (!request.files?.includes('document')) return invalid({ document: [DOCUMENT_MESSAGES.required] });
      const created = sampleDocument(nextId++, 'sample-new-id.pdf', '2026-01-12T09:00:00.000Z');
      documents = [...documents, created];
      return ok(created, 'Document uploaded successfully!');
    },
    'POST /merchant/resubmit': (request) => {
      const refusal = refused(request);
      if (refusal) return refusal;
      if (merchant.verification_status !== 'rejected') return fail(409, RESUBMISSION_CONFLICTS.pending);
      if (!documents.some((document) => document.document_type === 'business_id')) {
        return invalid({ document: [DOCUMENT_MESSAGES.idRequired] });
      }
      merchant = { ...merchant, verification_status: 'pending' };
      return ok(profile(), 'Application resubmitted successfully!');
    },
  };
}

/** The harness's rejected merchant, whose application these routes answer. */
export const APPLICANT = applicant;
