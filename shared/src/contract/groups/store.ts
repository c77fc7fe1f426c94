// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import { openingHoursSchema, storeAvailabilitySchema } from '@oja/shared/validation';
import * as v from 'valibot';
import { endpoint } from '../declare';
import { openingDayModel, storeModel } from '../orders';

const openingHours = v.object({ days: v.array(openingDayModel) });

/** The approved merchant's availability: its pause switch and its opening hours (Lagos time). */
export const store = {
  get: endpoint({ access: 'approved-merchant', method: 'GET', path: '/merchant/store', response: storeModel }),
  update: endpoint({
    access: 'approved-merchant',
    method: 'PUT',
    path: '/merchant/store',
    body: storeAvailabilitySchema,
    response: storeModel,
  }),
  openingHours: endpoint({
    access: 'approved-merchant',
    method: 'GET',
    path: '/merchant/opening-hours',
    response: openingHours,
  }),
  updateOpeningHours: endpoint({
    access: 'approved-merchant',
    method: 'PUT',
    path: '/merchant/opening-hours',
    body: openingHoursSchema,
    response: openingHours,
  }),
} as const;
