// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import {
  customerCancelSchema,
  nearbyMerchantsQuerySchema,
  orderReviewSchema,
  ownOrderQuerySchema,
  placeOrderHeadersSchema,
  placeOrderSchema,
} from '@oja/shared/validation';
import * as v from 'valibot';
import { endpoint, idParams } from '../declare';
import { nearbyMerchantPageModel, orderAnswerModel, orderPageModel, orderReviewModel, storeMenuModel } from '../orders';

/** What the customer app calls: browsing, placing and following its orders. */
export const app = {
  merchants: endpoint({
    access: 'customer',
    method: 'GET',
    path: '/app/merchants',
    query: nearbyMerchantsQuerySchema,
    response: nearbyMerchantPageModel,
  }),
  menu: endpoint({
    access: 'customer',
    method: 'GET',
    path: '/app/merchants/:id/menu',
    params: idParams,
    response: storeMenuModel,
  }),
  placeOrder: endpoint({
    access: 'customer',
    method: 'POST',
    path: '/app/orders',
    headers: placeOrderHeadersSchema,
    body: placeOrderSchema,
    response: orderAnswerModel,
  }),
  orders: endpoint({
    access: 'customer',
    method: 'GET',
    path: '/app/orders',
    query: ownOrderQuerySchema,
    response: orderPageModel,
  }),
  order: endpoint({
    access: 'customer',
    method: 'GET',
    path: '/app/orders/:id',
    params: idParams,
    response: orderAnswerModel,
  }),
  cancel: endpoint({
    access: 'customer',
    method: 'POST',
    path: '/app/orders/:id/cancel',
    params: idParams,
    body: customerCancelSchema,
    response: orderAnswerModel,
  }),
  review: endpoint({
    access: 'customer',
    method: 'POST',
    path: '/app/orders/:id/review',
    params: idParams,
    body: orderReviewSchema,
    response: v.object({ review: orderReviewModel }),
  }),
} as const;
