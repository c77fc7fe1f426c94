// docs/product/calls.md: the payment provider, phone and address helpers.
import type { VerifyAccountPayload } from '@oja/shared/validation';
import { defineCall } from '../define-call';
import type { AccountResolution, AddressPrediction, Bank, Country, PhoneValidation, PlaceDetails } from '../types';

export const paystackApi = {
  getBanks: defineCall<void, Bank[]>({ method: 'get', path: '/paystack/banks', failure: 'Failed to get banks' }),
  verifyAccount: defineCall<VerifyAccountPayload, AccountResolution>({
    method: 'post',
    path: '/paystack/verify-account',
    failure: 'Account verification failed',
    success: 'Account verified successfully!',
  }),
  getPublicKey: defineCall<void, { public_key: string | null }>({
    method: 'get',
    path: '/paystack/public-key',
    failure: 'Failed to get public key',
  }),
};

export interface PhoneInput {
  phone: string;
  country_code?: string;
}

export const phoneApi = {
  getCountries: defineCall<void, Country[]>({
    method: 'get',
    path: '/phone/countries',
    failure: 'Failed to get countries',
  }),
  validate: defineCall<PhoneInput, PhoneValidation>({
    method: 'post',
    path: '/phone/validate',
    failure: 'Phone validation failed',
    success: 'Phone number validated successfully!',
  }),
  validateAuto: defineCall<{ phone: string }, PhoneValidation>({
    method: 'post',
    path: '/phone/validate-auto',
    failure: 'Phone validation failed',
    success: 'Phone number validated successfully!',
  }),
  info: defineCall<PhoneInput, PhoneValidation>({
    method: 'post',
    path: '/phone/info',
    failure: 'Failed to get phone info',
  }),
};

export const addressApi = {
  autocomplete: defineCall<{ input: string }, AddressPrediction[]>({
    method: 'get',
    path: '/address/autocomplete',
    failure: 'Failed to get address suggestions',
  }),
  /** docs/product/calls.md, "Address helper": the answer's `data.data` holds formatted_address and geometry. */
  placeDetails: defineCall<{ place_id: string }, { data: PlaceDetails }>({
    method: 'post',
    path: '/address/place-details',
    failure: 'Failed to get place details',
  }),
  geocode: defineCall<{ address: string }, PlaceDetails>({
    method: 'post',
    path: '/address/geocode',
    failure: 'Failed to geocode address',
  }),
  getApiKey: defineCall<void, { api_key: string | null }>({
    method: 'get',
    path: '/address/api-key',
    failure: 'Failed to get API key',
  }),
};
