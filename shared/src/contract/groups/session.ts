// The session's own endpoints (signing in, signing out, the signed-in user), members of `endpoints.auth` (../endpoints.ts)
// and a module of their own: the shell's first load carries them (`authApi`, `@oja/shared/api`) and none of the other
// accounts' endpoints (./auth.ts), and a remote that calls those does not bring these again.
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
