// Every call of the Oja API, declared once: method, path below `/api`, what it takes (body, query, path
// parameters, files) and the `data` its success answer carries. The server registers its routes from these
// declarations (validation, handler types and the OpenAPI document); a client reads the same ones.
import type * as v from 'valibot';
import type { Endpoint } from './declare';

export { businessEmailTokenSchema } from './registration';

import { address } from './groups/address';
import { admin } from './groups/admin';
import { adminOrders } from './groups/admin-orders';
import { app } from './groups/app';
import { appAuth } from './groups/app-auth';
import { auth } from './groups/auth';
import { categories } from './groups/categories';
import { files } from './groups/files';
import { health } from './groups/health';
import { merchant } from './groups/merchant';
import { merchantOrders } from './groups/merchant-orders';
import { passwordReset } from './groups/password-reset';
import { payments } from './groups/payments';
import { paystack } from './groups/paystack';
import { phone } from './groups/phone';
import { products } from './groups/products';
import { rider } from './groups/rider';
import { session } from './groups/session';
import { store } from './groups/store';
import { upload } from './groups/upload';
import { authRegistration } from './registration';

export {
  ACCESS_LEVELS,
  type AccessLevel,
  DOCUMENT_LINK_INVALID,
  type Endpoint,
  idParams,
  imageKeyParams,
  type Method,
  signedLinkQuery,
  uuidParams,
} from './declare';

/**
 * Every group, by its name. The server registers all of them; a browser app imports only the groups it calls, each
 * from its own module (`import { auth } from '@oja/shared/contract/auth'`), so that it bundles no other.
 */
export const endpoints = {
  health,
  // The accounts' endpoints, declared in three parts that a browser app takes alone (see ./groups/auth.ts).
  auth: { ...session, ...auth, register: authRegistration },
  passwordReset,
  files,
  merchant,
  upload,
  paystack,
  address,
  phone,
  admin,
  appAuth,
  app,
  merchantOrders,
  store,
  rider,
  adminOrders,
  payments,
  categories,
  products,
} as const;

/** The output of an endpoint's schema under `key`, or `Absent` where it declares none. */
type OutputOf<TEndpoint extends Endpoint, TKey extends keyof Endpoint, Absent> = TEndpoint[TKey] extends v.GenericSchema
  ? v.InferOutput<TEndpoint[TKey]>
  : Absent;

/** The input types of an endpoint, as its handler receives them (after validation and transforms). */
export type BodyOf<TEndpoint extends Endpoint> = OutputOf<TEndpoint, 'body', undefined>;
export type QueryOf<TEndpoint extends Endpoint> = OutputOf<TEndpoint, 'query', undefined>;
export type ParamsOf<TEndpoint extends Endpoint> = OutputOf<TEndpoint, 'params', undefined>;
export type HeadersOf<TEndpoint extends Endpoint> = OutputOf<TEndpoint, 'headers', undefined>;
/** The `data` of an endpoint's success answer. */
export type DataOf<TEndpoint extends Endpoint> = OutputOf<TEndpoint, 'response', never>;
