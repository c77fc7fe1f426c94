// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import { phoneAutoSchema, phoneSchema } from '@oja/shared/validation';
import * as v from 'valibot';
import { endpoint } from '../declare';
import { countryModel, phoneValidationModel } from '../records';

export const phone = {
  countries: endpoint({ access: 'public', method: 'GET', path: '/phone/countries', response: v.array(countryModel) }),
  validate: endpoint({
    access: 'public',
    method: 'POST',
    path: '/phone/validate',
    body: phoneSchema,
    response: phoneValidationModel,
  }),
  validateAuto: endpoint({
    access: 'public',
    method: 'POST',
    path: '/phone/validate-auto',
    body: phoneAutoSchema,
    response: phoneValidationModel,
  }),
  info: endpoint({
    access: 'public',
    method: 'POST',
    path: '/phone/info',
    body: phoneSchema,
    response: phoneValidationModel,
  }),
} as const;
