// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import { verifyAccountSchema } from '@oja/shared/validation';
import * as v from 'valibot';
import { endpoint } from '../declare';
import { accountResolutionModel, bankModel } from '../records';

const publicKey = v.object({ public_key: v.nullable(v.string()) });

export const paystack = {
  banks: endpoint({ access: 'public', method: 'GET', path: '/paystack/banks', response: v.array(bankModel) }),
  verifyAccount: endpoint({
    access: 'public',
    method: 'POST',
    path: '/paystack/verify-account',
    body: verifyAccountSchema,
    response: accountResolutionModel,
  }),
  publicKey: endpoint({ access: 'public', method: 'GET', path: '/paystack/public-key', response: publicKey }),
} as const;
