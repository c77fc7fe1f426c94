import { anySession, everyone, type MatrixRow, signedIn } from '../expectations';

export const AUTH_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    route: '/api/auth/login',
    request: (f) => ({ url: '/api/auth/login', payload: { email: f.loginEmail, password: f.loginPassword } }),
    expect: everyone(200),
  },
  { method: 'POST', route: '/api/auth/logout', expect: anySession(200) },
  { method: 'GET', route: '/api/auth/profile', expect: anySession(200) },
  // A name that fails its rule: every signed-in role reaches the check (its own name only), a guest does not.
  {
    method: 'PUT',
    route: '/api/auth/profile',
    request: () => ({ url: '/api/auth/profile', payload: { name: '' } }),
    expect: signedIn(422),
  },
  { method: 'POST', route: '/api/auth/sessions/end-others', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/auth/email/verify',
    request: () => ({ url: '/api/auth/email/verify', payload: { email: 'nobody@test.oja', token: 'not-a-token' } }),
    expect: everyone(422),
  },
  {
    method: 'GET',
    route: '/api/auth/email/verify',
    request: () => ({ url: '/api/auth/email/verify?email=nobody%40test.oja&token=nope' }),
    expect: everyone(422),
  },
  {
    method: 'POST',
    route: '/api/auth/email/resend',
    request: () => ({ url: '/api/auth/email/resend', payload: { email: 'nobody@test.oja' } }),
    expect: everyone(200),
  },
  // Any signed-in admin or merchant may change its own password (a wrong current password here: 422).
  {
    method: 'PUT',
    route: '/api/auth/password',
    request: () => ({
      url: '/api/auth/password',
      payload: {
        current_password: 'Not-the@1password',
        password: 'Brand@New123',
        password_confirmation: 'Brand@New123',
      },
    }),
    expect: signedIn(422),
  },
];
