// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import { customerRegistrationSchema, loginSchema } from '@oja/shared/validation';
import { endpoint, nothing } from '../declare';
import { loginResultModel, userModel } from '../models';

/** The customer and rider apps' sign-in (the web sign-in refuses them). */
export const appAuth = {
  login: endpoint({
    access: 'public',
    method: 'POST',
    path: '/app/auth/login',
    body: loginSchema,
    response: loginResultModel,
  }),
  /** A new customer account, signed in at once. */
  register: endpoint({
    access: 'public',
    method: 'POST',
    path: '/app/auth/register',
    body: customerRegistrationSchema,
    response: loginResultModel,
  }),
  logout: endpoint({ access: 'app', method: 'POST', path: '/app/auth/logout', response: nothing }),
  profile: endpoint({ access: 'app', method: 'GET', path: '/app/auth/profile', response: userModel }),
} as const;
