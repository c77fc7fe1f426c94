// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import { endpoint, nothing } from '../declare';

export const payments = {
  /** Paystack's signed notification of a charge (the raw body is what the signature covers). */
  paystackWebhook: endpoint({
    access: 'public',
    method: 'POST',
    path: '/payments/paystack/webhook',
    response: nothing,
  }),
} as const;
