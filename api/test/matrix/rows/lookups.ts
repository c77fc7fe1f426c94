import { everyone, type MatrixRow } from '../expectations';

export const LOOKUPS_ROWS: MatrixRow[] = [
  { method: 'GET', route: '/api/paystack/banks', expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/paystack/verify-account',
    request: () => ({
      url: '/api/paystack/verify-account',
      payload: { bank_code: '058', account_number: '0123456789' },
    }),
    expect: everyone(200),
  },
  { method: 'GET', route: '/api/paystack/public-key', expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/address/autocomplete',
    request: () => ({ url: '/api/address/autocomplete?input=ikeja' }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/address/place-details',
    request: () => ({ url: '/api/address/place-details', payload: { place_id: 'oja:ikeja-lagos' } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/address/geocode',
    request: () => ({ url: '/api/address/geocode', payload: { address: 'Garki, Abuja' } }),
    expect: everyone(200),
  },
  { method: 'GET', route: '/api/address/api-key', expect: everyone(200) },
  { method: 'GET', route: '/api/phone/countries', expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/phone/validate',
    request: () => ({ url: '/api/phone/validate', payload: { phone: '0803 123 4567', country_code: '+234' } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/phone/validate-auto',
    request: () => ({ url: '/api/phone/validate-auto', payload: { phone: '+2348031234567' } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/phone/info',
    request: () => ({ url: '/api/phone/info', payload: { phone: '12' } }),
    expect: everyone(200),
  },
];
