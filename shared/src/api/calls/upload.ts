// docs/product/calls.md, "Upload".
import { asMultipart, defineCall } from '../define-call';
import type { MerchantDocument } from '../types';

export interface MerchantDocumentUpload {
  document_type: 'business_id';
  document: File;
  description?: string;
  merchant_id: number;
}

export const uploadApi = {
  /**
   * After registration this carries the short-lived upload token (`options.token`): docs/product/server-rules.md,
   * ID upload right after registration.
   */
  merchantDocument: defineCall<MerchantDocumentUpload, MerchantDocument>({
    method: 'post',
    path: '/upload/merchant-document',
    send: (input) => asMultipart({ ...input }),
    failure: 'Document upload failed',
    success: 'Document uploaded successfully!',
  }),
  businessLogo: defineCall<{ logo: File; merchant_id: number }, { logo: string }>({
    method: 'post',
    path: '/upload/business-logo',
    send: (input) => asMultipart({ ...input }),
    failure: 'Logo upload failed',
    success: 'Logo uploaded successfully!',
  }),
  merchantDocuments: defineCall<{ merchantId: number }, MerchantDocument[]>({
    method: 'get',
    path: ({ merchantId }) => `/upload/merchant-documents/${merchantId}`,
    send: () => ({}),
    failure: 'Failed to get documents',
  }),
  deleteDocument: defineCall<{ id: number }, null>({
    method: 'delete',
    path: ({ id }) => `/upload/document/${id}`,
    send: () => ({}),
    failure: 'Failed to delete document',
    success: 'Document deleted successfully!',
  }),
};
