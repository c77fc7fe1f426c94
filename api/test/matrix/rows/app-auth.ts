import { appUser, everyone, type MatrixRow } from '../expectations';

export const APP_AUTH_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    route: '/api/app/auth/login',
    request: (f) => ({ url: '/api/app/auth/login', payload: { email: f.customerEmail, password: f.loginPassword } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/app/auth/register',
    request: () => ({ url: '/api/app/auth/register', payload: { name: 'Matrix' } }),
    expect: everyone(422),
  },
  { method: 'POST', route: '/api/app/auth/logout', expect: appUser('both', 200) },
  { method: 'GET', route: '/api/app/auth/profile', expect: appUser('both', 200) },
];
