// THE AUTHORIZATION MATRIX: every route of the service, called by each kind of caller, with the status each must
// get. A feature that adds a route adds its row here (the test fails while a route has none). Each call is made
// with a fresh token of the caller, so a row may use it up (logout).
import type { Fixtures } from './fixtures';

export const MATRIX_ACTORS = [
  'guest',
  'customer',
  'pendingMerchant',
  'approvedMerchant',
  'otherMerchant',
  'admin',
] as const;
export type MatrixActor = (typeof MATRIX_ACTORS)[number];
export type Expectation = Record<MatrixActor, number>;

export interface RequestSpec {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixRow {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  /** The route as registered (`/api/files/documents/:id`). */
  route: string;
  /** The concrete call; by default the route itself with no body. `approvedMerchant` owns the fixtures. */
  request?: (fixtures: Fixtures) => RequestSpec;
  expect: Expectation;
}

/** Anyone gets `status`. */
export const everyone = (status: number): Expectation => ({
  guest: status,
  customer: status,
  pendingMerchant: status,
  approvedMerchant: status,
  otherMerchant: status,
  admin: status,
});

/** Any signed-in admin or merchant (pending included) gets `status`. */
export const signedIn = (status: number): Expectation => ({
  guest: 401,
  customer: 403,
  pendingMerchant: status,
  approvedMerchant: status,
  otherMerchant: status,
  admin: status,
});

/** Admins only. */
export const adminOnly = (status: number): Expectation => ({
  guest: 401,
  customer: 403,
  pendingMerchant: 403,
  approvedMerchant: 403,
  otherMerchant: 403,
  admin: status,
});

/** Approved merchants, on a resource of their own (the fixtures belong to approvedMerchant). */
export const ownedByApprovedMerchant = (status: number): Expectation => ({
  guest: 401,
  customer: 403,
  pendingMerchant: 403,
  approvedMerchant: status,
  otherMerchant: 404,
  admin: 403,
});

const html = { accept: 'text/html' };

export const MATRIX: MatrixRow[] = [
  // Operations
  { method: 'GET', route: '/api/health', expect: everyone(200) },

  // Auth (issue 3)
  {
    method: 'POST',
    route: '/api/auth/login',
    request: (f) => ({ url: '/api/auth/login', payload: { email: f.loginEmail, password: f.loginPassword } }),
    expect: everyone(200),
  },
  { method: 'POST', route: '/api/auth/logout', expect: signedIn(200) },
  { method: 'GET', route: '/api/auth/profile', expect: signedIn(200) },
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
    route: '/remotes/:remote/*',
    request: () => ({ url: '/remotes/landing/mf-manifest.json' }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/*',
    request: () => ({ url: '/dashboard/menu', headers: html }),
    expect: everyone(200),
  },
];
