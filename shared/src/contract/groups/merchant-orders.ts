// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import { acceptOrderSchema, merchantOrderQuerySchema, orderReasonSchema } from '@oja/shared/validation';
import { endpoint, idParams } from '../declare';
import { orderAnswerModel, orderPageModel } from '../orders';

/** The approved merchant's orders and its live stream. */
export const merchantOrders = {
  list: endpoint({
    access: 'approved-merchant',
    method: 'GET',
    path: '/merchant/orders',
    query: merchantOrderQuerySchema,
    response: orderPageModel,
  }),
  /** Server-Sent Events over an authenticated fetch (the bearer token stays in a header). */
  events: endpoint({
    access: 'approved-merchant',
    method: 'GET',
    path: '/merchant/orders/events',
    eventStream: true,
  }),
  get: endpoint({
    access: 'approved-merchant',
    method: 'GET',
    path: '/merchant/orders/:id',
    params: idParams,
    response: orderAnswerModel,
  }),
  accept: endpoint({
    access: 'approved-merchant',
    method: 'POST',
    path: '/merchant/orders/:id/accept',
    params: idParams,
    body: acceptOrderSchema,
    response: orderAnswerModel,
  }),
  reject: endpoint({
    access: 'approved-merchant',
    method: 'POST',
    path: '/merchant/orders/:id/reject',
    params: idParams,
    body: orderReasonSchema,
    response: orderAnswerModel,
  }),
  ready: endpoint({
    access: 'approved-merchant',
    method: 'POST',
    path: '/merchant/orders/:id/ready',
    params: idParams,
    response: orderAnswerModel,
  }),
} as const;
