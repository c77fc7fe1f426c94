// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
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
} as const;
