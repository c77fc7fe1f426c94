import { TINY_PDF, TINY_PNG } from '../../support/registration';
import { type MatrixRow, signedIn, uploadForApproved } from '../expectations';
import { form } from '../fixtures';

export const UPLOADS_ROWS: MatrixRow[] = [
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
    expect: { ...signedIn(404), approvedMerchant: 200, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/upload/document/:id',
    // Ownership is proven in modules/merchant/profile.test.ts; here the level: signed-in callers reach the lookup.
    request: () => ({ url: '/api/upload/document/999999' }),
    expect: signedIn(404),
  },
];
