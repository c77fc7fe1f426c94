// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import { adminOrderQuerySchema, orderReasonSchema } from '@oja/shared/validation';
import { endpoint, idParams } from '../declare';
import { orderAnswerModel, orderPageModel } from '../orders';

export const adminOrders = {
  list: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/admin/orders',
    query: adminOrderQuerySchema,
    response: orderPageModel,
  }),
  events: endpoint({ access: 'admin', method: 'GET', path: '/admin/orders/events', eventStream: true }),
  get: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/admin/orders/:id',
    params: idParams,
    response: orderAnswerModel,
  }),
  cancel: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/admin/orders/:id/cancel',
    params: idParams,
    body: orderReasonSchema,
    response: orderAnswerModel,
  }),
} as const;
