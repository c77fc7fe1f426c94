// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import { businessLogoUploadSchema, merchantDocumentUploadSchema } from '@oja/shared/validation';
import * as v from 'valibot';
import { endpoint, idParams, nothing } from '../declare';
import { merchantDocumentModel } from '../models';

const logo = v.object({ logo: v.pipe(v.string(), v.description('Public URL of the logo')) });

export const upload = {
  merchantDocument: endpoint({
    access: 'upload',
    method: 'POST',
    path: '/upload/merchant-document',
    body: merchantDocumentUploadSchema,
    files: { document: 'document' },
    multipartOnly: true,
    response: merchantDocumentModel,
  }),
  businessLogo: endpoint({
    access: 'upload',
    method: 'POST',
    path: '/upload/business-logo',
    body: businessLogoUploadSchema,
    files: { logo: 'image' },
    multipartOnly: true,
    response: logo,
  }),
  merchantDocuments: endpoint({
    access: 'authenticated',
    method: 'GET',
    path: '/upload/merchant-documents/:id',
    params: idParams,
    response: v.array(merchantDocumentModel),
  }),
  deleteDocument: endpoint({
    access: 'authenticated',
    method: 'DELETE',
    path: '/upload/document/:id',
    params: idParams,
    response: nothing,
  }),
} as const;
