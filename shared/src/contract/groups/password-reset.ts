// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import { forgotPasswordSchema, resetPasswordSchema, verifyResetCodeSchema } from '@oja/shared/validation';
import { endpoint, nothing } from '../declare';

export const passwordReset = {
  request: endpoint({
    access: 'public',
    method: 'POST',
    path: '/auth/forgot-password',
    body: forgotPasswordSchema,
    response: nothing,
  }),
  verify: endpoint({
    access: 'public',
    method: 'POST',
    path: '/auth/verify-reset-code',
    body: verifyResetCodeSchema,
    response: nothing,
  }),
  reset: endpoint({
    access: 'public',
    method: 'POST',
    path: '/auth/reset-password',
    body: resetPasswordSchema,
    response: nothing,
  }),
} as const;
