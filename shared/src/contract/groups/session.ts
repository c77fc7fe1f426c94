// The session's own endpoints (signing in, signing out, the signed-in user), part of the `auth` group (./auth.ts)
// and a module of their own: the shell's first load carries them (`authApi`, `@oja/shared/api`) and none of the
// rest of the group (the registration's schema alone is 1.4 KiB gzip).
import { loginSchema } from '@oja/shared/validation';
import { endpoint, nothing } from '../declare';
import { loginResultModel, userModel } from '../models';

export const session = {
  login: endpoint({
    access: 'public',
    method: 'POST',
    path: '/auth/login',
    body: loginSchema,
    response: loginResultModel,
  }),
  logout: endpoint({ access: 'session', method: 'POST', path: '/auth/logout', response: nothing }),
  profile: endpoint({ access: 'session', method: 'GET', path: '/auth/profile', response: userModel }),
} as const;
