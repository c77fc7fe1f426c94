// A group of the API's endpoints (see ../endpoints.ts), a module of its own so that an app bundles only the
// groups it calls (`@oja/shared/contract/<group>`).
import { autocompleteQuerySchema, geocodeSchema, placeDetailsRequestSchema } from '@oja/shared/validation';
import * as v from 'valibot';
import { endpoint } from '../declare';
import { addressPredictionModel, placeDetailsModel } from '../records';

const mapsKey = v.object({ api_key: v.nullable(v.string()) });

export const address = {
  autocomplete: endpoint({
    access: 'public',
    method: 'GET',
    path: '/address/autocomplete',
    query: autocompleteQuerySchema,
    response: v.array(addressPredictionModel),
  }),
  placeDetails: endpoint({
    access: 'public',
    method: 'POST',
    path: '/address/place-details',
    body: placeDetailsRequestSchema,
    response: v.object({ data: placeDetailsModel }),
  }),
  geocode: endpoint({
    access: 'public',
    method: 'POST',
    path: '/address/geocode',
    body: geocodeSchema,
    response: placeDetailsModel,
  }),
  mapsKey: endpoint({ access: 'public', method: 'GET', path: '/address/api-key', response: mapsKey }),
} as const;
