// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import { availableOrderQuerySchema, ownOrderQuerySchema } from '@oja/shared/validation';
import { endpoint, idParams } from '../declare';
import { orderAnswerModel, orderPageModel } from '../orders';

/** What the rider app calls. */
export const rider = {
  available: endpoint({
    access: 'rider',
    method: 'GET',
    path: '/rider/orders/available',
    query: availableOrderQuerySchema,
    response: orderPageModel,
  }),
  orders: endpoint({
    access: 'rider',
    method: 'GET',
    path: '/rider/orders',
    query: ownOrderQuerySchema,
    response: orderPageModel,
  }),
  order: endpoint({
    access: 'rider',
    method: 'GET',
    path: '/rider/orders/:id',
    params: idParams,
    response: orderAnswerModel,
  }),
  claim: endpoint({
    access: 'rider',
    method: 'POST',
    path: '/rider/orders/:id/claim',
    params: idParams,
    response: orderAnswerModel,
  }),
  pickedUp: endpoint({
    access: 'rider',
    method: 'POST',
    path: '/rider/orders/:id/picked-up',
    params: idParams,
    response: orderAnswerModel,
  }),
  delivered: endpoint({
    access: 'rider',
    method: 'POST',
    path: '/rider/orders/:id/delivered',
    params: idParams,
    response: orderAnswerModel,
  }),
} as const;
