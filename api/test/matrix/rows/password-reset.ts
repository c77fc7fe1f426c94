import { everyone, type MatrixRow } from '../expectations';

const NOBODY = 'nobody.reset@test.oja';

export const PASSWORD_RESET_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    request: () => ({ url: '/api/auth/forgot-password', payload: { email: NOBODY } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/verify-reset-code',
    request: () => ({ url: '/api/auth/verify-reset-code', payload: { email: NOBODY, reset_code: '12345' } }),
    expect: everyone(422),
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    request: () => ({
      url: '/api/auth/reset-password',
      payload: { email: NOBODY, reset_code: '12345', password: 'Fresh@2026x', password_confirmation: 'Fresh@2026x' },
    }),
    expect: everyone(422),
  },
];
