// THE AUTHORIZATION MATRIX: every route of the service, called by each kind of caller, with the status each must
// get. A feature area adds its rows in its own file under rows/ (the test fails while a route has none). Each call is made
// with a fresh token of the caller, so a row may use it up (logout).

import { anySession, everyone, type MatrixRow, signedIn } from './expectations';
import { ADMIN_ROWS } from './rows/admin';
import { MENU_ROWS } from './rows/menu';
import { ONBOARDING_ROWS } from './rows/onboarding';
import { ORDER_ROWS } from './rows/orders';
import { PASSWORD_RESET_ROWS } from './rows/password-reset';

export * from './expectations';

const html = { accept: 'text/html' };

const CORE_ROWS: MatrixRow[] = [
  // Operations
  { method: 'GET', route: '/api/health', expect: everyone(200) },
  { method: 'GET', route: '/api/health/live', expect: everyone(200) },

  // Auth
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

  // Files
  {
    method: 'GET',
    route: '/api/files/public/:key',
    request: (f) => ({ url: f.imageUrl }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/files/documents/:id',
    request: (f) => ({ url: f.documentUrl }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/files/documents/:id/link',
    // The approved merchant's document: a fresh link for it and for an admin; any other merchant learns nothing.
    request: (f) => ({ url: `${f.documentUrl.split('?')[0]}/link` }),
    expect: { ...signedIn(404), approvedMerchant: 200, admin: 200 },
  },

  // API documentation
  { method: 'GET', route: '/api/docs', expect: everyone(200) },
  { method: 'HEAD', route: '/api/docs/', expect: everyone(200) },
  { method: 'GET', route: '/api/docs/json', expect: everyone(200) },
  { method: 'GET', route: '/api/docs/yaml', expect: everyone(200) },
  // swagger-ui's own redirect to the page
  { method: 'GET', route: '/api/docs/static/index.html', expect: everyone(302) },
  { method: 'GET', route: '/api/docs/static/swagger-initializer.js', expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/docs/static/*',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: everyone(200),
  },

  // The site
  { method: 'GET', route: '/runtime-config.json', expect: everyone(200) },
  {
    method: 'GET',
    route: '/remotes/:folder/:version/*',
    // The live version of the fake deploy root's one remote (matrix/fixtures.ts).
    request: () => ({ url: '/remotes/home/bbbbbbbbbbbb/mf-manifest.json' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/*',
    request: () => ({ url: '/dashboard/menu', headers: html }),
    expect: everyone(200),
  },
];

export const MATRIX: MatrixRow[] = [
  ...CORE_ROWS,
  ...PASSWORD_RESET_ROWS,
  ...ONBOARDING_ROWS,
  ...ADMIN_ROWS,
  ...MENU_ROWS,
  ...ORDER_ROWS,
];
