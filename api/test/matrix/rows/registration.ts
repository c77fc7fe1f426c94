import { everyone, type MatrixRow } from '../expectations';

export const REGISTRATION_ROWS: MatrixRow[] = [
  // Registration: public; an empty form is refused with the field messages.
  {
    method: 'POST',
    route: '/api/merchant/register',
    request: () => ({ url: '/api/merchant/register', payload: {} }),
    expect: everyone(422),
  },
  {
    method: 'POST',
    route: '/api/auth/register',
    request: () => ({ url: '/api/auth/register', payload: {} }),
    expect: everyone(422),
  },
];
