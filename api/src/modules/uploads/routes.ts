// `/upload/*`: the two uploads accept the 30-minute upload token of registration as well as a session; reading
// and deleting documents need a session.
import { endpoints } from '@oja/shared/contract';
import { answerDone, success } from '../../http/envelope';
import { apiModule, type RouteGroup } from '../module';
import { uploadsService } from './service';

const uploadRoutes: RouteGroup<ReturnType<typeof uploadsService>> = (route, uploads) => {
  route(endpoints.upload.merchantDocument, {
    access: 'upload',
    summary: "Upload a merchant's document (the ID after registration)",
    description:
      'multipart/form-data: `document_type` (business_id), `document` (PDF or image, at most 10 MB), optional ' +
      '`description`, `merchant_id`. Accepts the upload token returned by registration.',
    failures: {
      403: 'Not the caller’s business',
      404: 'No such merchant (admin)',
      413: 'Larger than 10 MB',
      415: 'Not multipart',
      422: 'Invalid field or file',
    },
    handler: async ({ principal, body, files }) =>
      success('Document uploaded successfully!', await uploads.uploadDocument(principal, body, files.document)),
  });

  route(endpoints.upload.businessLogo, {
    access: 'upload',
    summary: "Upload or replace a merchant's logo",
    description:
      'multipart/form-data: `logo` (PNG, JPEG, WebP or GIF, at most 5 MB; stored re-encoded as WebP, metadata ' +
      'removed), `merchant_id`. Accepts the upload token.',
    failures: { 403: 'Not the caller’s business', 413: 'Larger than 5 MB', 415: 'Not multipart', 422: 'Invalid' },
    handler: async ({ principal, body, files }) =>
      success('Logo uploaded successfully!', {
        logo: await uploads.uploadLogo(principal, body.merchant_id, files.logo),
      }),
  });

  route(endpoints.upload.merchantDocuments, {
    access: 'authenticated',
    summary: "A merchant's documents (the merchant itself or an admin)",
    failures: { 404: 'No such merchant, or not the caller’s' },
    handler: async ({ principal, params }) =>
      success('Documents retrieved successfully', await uploads.documentsOf(principal, params.id)),
  });

  route(endpoints.upload.deleteDocument, {
    access: 'authenticated',
    summary: 'Delete a document (its merchant or an admin)',
    description: "A merchant's last ID document stays (upload a new one first); an admin may delete it.",
    failures: { 404: 'No such document, or not the caller’s', 409: "The merchant's last ID document" },
    handler: answerDone('Document deleted successfully!', ({ principal, params }) =>
      uploads.deleteDocument(principal, params.id),
    ),
  });
};

export const uploadsModule = apiModule('Upload', uploadsService, [uploadRoutes]);
