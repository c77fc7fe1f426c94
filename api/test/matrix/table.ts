// THE AUTHORIZATION MATRIX: every route of the service, called by each kind of caller, with the status each must
// get. Each module of api/src/modules has its rows in rows/<module>.ts (the docs and the site have theirs too); the
// test fails while a route has none. Each call is made with a fresh token of the caller, so a row may use it up
// (logout).

import type { MatrixRow } from './expectations';
import { ADMIN_ROWS } from './rows/admin';
import { APP_AUTH_ROWS } from './rows/app-auth';
import { AUTH_ROWS } from './rows/auth';
import { CATEGORIES_ROWS } from './rows/categories';
import { DOCS_ROWS } from './rows/docs';
import { FILES_ROWS } from './rows/files';
import { HEALTH_ROWS } from './rows/health';
import { LOOKUPS_ROWS } from './rows/lookups';
import { MERCHANT_ROWS } from './rows/merchant';
import { ORDERS_ROWS } from './rows/orders';
import { PASSWORD_RESET_ROWS } from './rows/password-reset';
import { PAYMENTS_ROWS } from './rows/payments';
import { PRODUCTS_ROWS } from './rows/products';
import { REGISTRATION_ROWS } from './rows/registration';
import { RIDER_ROWS } from './rows/rider';
import { SITE_ROWS } from './rows/site';
import { STORE_ROWS } from './rows/store';
import { UPLOADS_ROWS } from './rows/uploads';

export * from './expectations';

/** Every row, module by module (rows/ holds one file per module of api/src/modules, and the docs and the site). */
export const MATRIX: MatrixRow[] = [
  ...HEALTH_ROWS,
  ...AUTH_ROWS,
  ...FILES_ROWS,
  ...DOCS_ROWS,
  ...SITE_ROWS,
  ...PASSWORD_RESET_ROWS,
  ...REGISTRATION_ROWS,
  ...MERCHANT_ROWS,
  ...UPLOADS_ROWS,
  ...LOOKUPS_ROWS,
  ...ADMIN_ROWS,
  ...CATEGORIES_ROWS,
  ...PRODUCTS_ROWS,
  ...APP_AUTH_ROWS,
  ...STORE_ROWS,
  ...ORDERS_ROWS,
  ...RIDER_ROWS,
  ...PAYMENTS_ROWS,
];
