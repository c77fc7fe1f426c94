// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import {
  accountNameSchema,
  changePasswordSchema,
  resendVerificationSchema,
  verifyEmailSchema,
} from '@oja/shared/validation';
import * as v from 'valibot';
import { endpoint, nothing } from '../declare';
import { userModel } from '../models';

/**
 * Accounts: the password, the name, the mail's verification. `endpoints.auth` (../endpoints.ts) is this group with
 * the session's own endpoints (./session.ts) and the registration under the accounts' path (`/auth/register`, declared
 * with the registration, ../registration.ts); a browser app takes each part it calls alone, and none brings the others
 * (the registration's rules are 1.4 KiB gzip, the session's models 0.8).
 */
export const auth = {
  /** The signed-in user's new password; every other session of the user ends. */
  changePassword: endpoint({
    access: 'authenticated',
    method: 'PUT',
    path: '/auth/password',
    body: changePasswordSchema,
    response: nothing,
  }),
  /** The signed-in user's own name. */
  updateProfile: endpoint({
    access: 'authenticated',
    method: 'PUT',
    path: '/auth/profile',
    body: accountNameSchema,
    response: userModel,
  }),
  /** Ends every other session of the signed-in user; this one stays. Answers how many ended. */
  endOtherSessions: endpoint({
    access: 'authenticated',
    method: 'POST',
    path: '/auth/sessions/end-others',
    response: v.object({ ended: v.number() }),
  }),
  verifyEmail: endpoint({
    access: 'public',
    method: 'POST',
    path: '/auth/email/verify',
    body: verifyEmailSchema,
    response: nothing,
  }),
  /** The link in the verification mail: answers a page. */
  verifyEmailLink: endpoint({
    access: 'public',
    method: 'GET',
    path: '/auth/email/verify',
    query: verifyEmailSchema,
  }),
  resendVerification: endpoint({
    access: 'public',
    method: 'POST',
    path: '/auth/email/resend',
    body: resendVerificationSchema,
    response: nothing,
  }),
} as const;
