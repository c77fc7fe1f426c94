// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import { customerRegistrationSchema } from '@oja/shared/validation';
import { endpoint } from '../declare';
import { loginResultModel } from '../models';
import { session } from './session';

/**
 * The customer and rider apps' sign-in (the web sign-in refuses them): the web session's calls (./session.ts) under
 * `/app/auth`, signing out and the profile for the apps' sessions.
 */
export const appAuth = {
  login: endpoint({ ...session.login, path: '/app/auth/login' }),
  /** A new customer account, signed in at once. */
  register: endpoint({
    access: 'public',
    method: 'POST',
    path: '/app/auth/register',
    body: customerRegistrationSchema,
    response: loginResultModel,
  }),
  logout: endpoint({ ...session.logout, access: 'app', path: '/app/auth/logout' }),
  profile: endpoint({ ...session.profile, access: 'app', path: '/app/auth/profile' }),
} as const;
