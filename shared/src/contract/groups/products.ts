// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import { productQuerySchema, productSchema, productUpdateSchema } from '@oja/shared/validation';
import * as v from 'valibot';
import { endpoint, idParams, nothing, uuidParams } from '../declare';
import { productModel, productPageModel } from '../records';

export const products = {
  list: endpoint({ access: 'approved-merchant', method: 'GET', path: '/products', response: v.array(productModel) }),
  filtered: endpoint({
    access: 'approved-merchant',
    method: 'GET',
    path: '/products/filtered',
    query: productQuerySchema,
    response: productPageModel,
  }),
  byCategory: endpoint({
    access: 'approved-merchant',
    method: 'GET',
    path: '/products/by-category/:id',
    params: idParams,
    response: v.array(productModel),
  }),
  get: endpoint({
    access: 'approved-merchant',
    method: 'GET',
    path: '/products/:id',
    params: idParams,
    response: productModel,
  }),
  create: endpoint({
    access: 'approved-merchant',
    method: 'POST',
    path: '/products',
    body: productSchema,
    files: { image: 'image' },
    response: productModel,
  }),
  update: endpoint({
    access: 'approved-merchant',
    method: 'POST',
    path: '/products/:uuid',
    params: uuidParams,
    body: productUpdateSchema,
    files: { image: 'image' },
    response: productModel,
  }),
  remove: endpoint({
    access: 'approved-merchant',
    method: 'DELETE',
    path: '/products/:id',
    params: idParams,
    response: nothing,
  }),
} as const;
