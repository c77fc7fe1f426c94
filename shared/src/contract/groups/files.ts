// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import * as v from 'valibot';
import { endpoint, idParams, imageKeyParams, signedLinkQuery } from '../declare';

export const files = {
  image: endpoint({ access: 'public', method: 'GET', path: '/files/public/:key', params: imageKeyParams }),
  document: endpoint({
    access: 'public',
    method: 'GET',
    path: '/files/documents/:id',
    params: idParams,
    query: signedLinkQuery,
  }),
  /** A fresh signed link to a document, asked for as it is opened (a link signed when a page loaded expires). */
  documentLink: endpoint({
    access: 'authenticated',
    method: 'GET',
    path: '/files/documents/:id/link',
    params: idParams,
    response: v.object({ url: v.pipe(v.string(), v.description('Signed link, valid 10 minutes')) }),
  }),
} as const;
