// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import { categorySchema, categoryUpdateSchema } from '@oja/shared/validation';
import * as v from 'valibot';
import { endpoint, idParams, nothing, uuidParams } from '../declare';
import { categoryModel } from '../records';

export const categories = {
  list: endpoint({
    access: 'approved-merchant',
    method: 'GET',
    path: '/categories',
    response: v.array(categoryModel),
  }),
  withCount: endpoint({
    access: 'approved-merchant',
    method: 'GET',
    path: '/categories/with-count',
    response: v.array(categoryModel),
  }),
  get: endpoint({
    access: 'approved-merchant',
    method: 'GET',
    path: '/categories/:id',
    params: idParams,
    response: categoryModel,
  }),
  create: endpoint({
    access: 'approved-merchant',
    method: 'POST',
    path: '/categories',
    body: categorySchema,
    files: { image: 'image' },
    response: categoryModel,
  }),
  update: endpoint({
    access: 'approved-merchant',
    method: 'POST',
    path: '/categories/:uuid',
    params: uuidParams,
    body: categoryUpdateSchema,
    files: { image: 'image' },
    response: categoryModel,
  }),
  remove: endpoint({
    access: 'approved-merchant',
    method: 'DELETE',
    path: '/categories/:id',
    params: idParams,
    response: nothing,
  }),
} as const;
