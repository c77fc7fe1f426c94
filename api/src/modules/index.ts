// Every module of the API, by its folder name (api/README.md lists them; a test keeps the three in step).
import { adminModule } from './admin/routes';
import { appAuthModule } from './app-auth/routes';
import { authModule } from './auth/routes';
import { categoriesModule } from './categories/routes';
import { filesModule } from './files/routes';
import { healthModule } from './health/routes';
import { lookupsModule } from './lookups/routes';
import { merchantModule } from './merchant/routes';
import type { ApiModule } from './module';
import { ordersModule } from './orders/routes';
import { passwordResetModule } from './password-reset/routes';
import { paymentsModule } from './payments/routes';
import { productsModule } from './products/routes';
import { registrationModule } from './registration/routes';
import { riderModule } from './rider/routes';
import { storeModule } from './store/routes';
import { uploadsModule } from './uploads/routes';

export const MODULES: Readonly<Record<string, ApiModule>> = {
  health: healthModule,
  auth: authModule,
  'password-reset': passwordResetModule,
  files: filesModule,
  registration: registrationModule,
  merchant: merchantModule,
  uploads: uploadsModule,
  lookups: lookupsModule,
  admin: adminModule,
  categories: categoriesModule,
  products: productsModule,
  'app-auth': appAuthModule,
  store: storeModule,
  orders: ordersModule,
  rider: riderModule,
  payments: paymentsModule,
};
