// The mock API a remote brings for testers with no API server: typed handlers (answers typed with the types of
// @oja/shared/api) that the standalone harness's dev server answers `/api` with (`OJA_MOCK_API=1`), and that the
// remote's page tests install on the page's one axios instance. The same handlers, in both places.
import type { LoginResult, Merchant, User } from '@oja/shared/api';
import { HARNESS_SESSIONS } from './harness-sessions';

export type MockMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface MockRequest {
  method: MockMethod;
  /** The path under the API's base, e.g. `/categories/12`. */
  path: string;
  /** Values of the route's `:name` segments. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** A JSON body, or the text fields of a multipart form (files are left out); null without a body. */
  body: Record<string, unknown> | null;
  /** The bearer token, if any. */
  token: string | null;
}

export interface MockAnswer {
  status: number;
  body: unknown;
}

export type MockHandler = (request: MockRequest) => MockAnswer | Promise<MockAnswer>;
export type MockRoutes = Partial<Record<`${MockMethod} /${string}`, MockHandler>>;

/** The API's success envelope. */
export function ok<T>(data: T, message = 'OK', status = 200): MockAnswer {
  return { status, body: { success: true, message, data } };
}

/** The API's failure envelope. */
export function fail(status: number, message: string, errors?: Record<string, string[]>): MockAnswer {
  return { status, body: { success: false, message, ...(errors ? { errors } : {}) } };
}

/** A remote's mock API: a factory, so each dev server and each test starts from the same fresh state. */
export function defineMockApi(create: () => MockRoutes): () => MockRoutes {
  return () => ({ ...harnessAuthRoutes(), ...create() });
}

function matches(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/** Answers a request from the routes: the first route whose method and path match; a 404 envelope otherwise. */
export async function answerMock(routes: MockRoutes, request: Omit<MockRequest, 'params'>): Promise<MockAnswer> {
  for (const [key, handler] of Object.entries(routes)) {
    const [method, pattern = ''] = key.split(' ');
    if (method !== request.method || !handler) continue;
    const params = matches(pattern, request.path);
    if (params) return handler({ ...request, params });
  }
  return fail(404, `Route not found in the mock API: ${request.method} ${request.path}`);
}

function sampleMerchant(id: number, name: string, status: Merchant['verification_status']): Merchant {
  return {
    id,
    uuid: `00000000-0000-4000-8000-00000000010${id}`,
    business_name: name,
    business_type: 'restaurant',
    business_email: `merchant${id}@example.ng`,
    country_code: '+234',
    business_phone: '8031234567',
    pickup_address: '12 Allen Avenue, Ikeja, Lagos',
    latitude: null,
    longitude: null,
    logo: null,
    verification_status: status,
    rejection_reason: null,
    reviewed_at: null,
    created_at: '2026-01-06T09:00:00.000Z',
    contact_name: name,
  };
}

function sampleUser(id: number, name: string, email: string, userType: User['user_type'], merchant?: Merchant): User {
  return {
    id,
    name,
    email,
    user_type: userType,
    email_verified_at: '2026-01-05T09:00:00.000Z',
    created_at: '2026-01-05T09:00:00.000Z',
    ...(merchant ? { merchant } : {}),
  };
}

/** The users behind the harness's demo accounts when no API answers (sample data). */
export const MOCK_USERS: Record<'admin' | 'merchant' | 'pending-merchant', User> = {
  admin: sampleUser(1, 'Sample Admin', HARNESS_SESSIONS.admin.email, 'admin'),
  merchant: sampleUser(
    2,
    'Sample Kitchen',
    HARNESS_SESSIONS.merchant.email,
    'merchant',
    sampleMerchant(1, 'Sample Kitchen', 'approved'),
  ),
  'pending-merchant': sampleUser(
    3,
    'Sample Pending Store',
    HARNESS_SESSIONS['pending-merchant'].email,
    'merchant',
    sampleMerchant(2, 'Sample Pending Store', 'pending'),
  ),
};

/** Sign-in, sign-out and the profile for the demo accounts: every harness needs them to switch sessions. */
function harnessAuthRoutes(): MockRoutes {
  const tokenOf = (user: User) => `mock-token-${user.id}`;
  return {
    // The harness asks this to say, in its bar, that the answers are samples.
    'GET /health': () => ok({ status: 'ok', mock: true }),
    'POST /auth/login': ({ body }) => {
      const kind = (Object.keys(MOCK_USERS) as (keyof typeof MOCK_USERS)[]).find(
        (candidate) =>
          HARNESS_SESSIONS[candidate].email === body?.email && HARNESS_SESSIONS[candidate].password === body?.password,
      );
      // The API's own answer to a wrong password.
      if (!kind) return fail(422, 'Invalid email or password.', { email: ['Invalid email or password.'] });
      const user = MOCK_USERS[kind];
      const result: LoginResult = {
        token: tokenOf(user),
        token_type: 'Bearer',
        expires_at: '2099-01-01T00:00:00.000Z',
        user,
      };
      return ok(result, 'Login successful!');
    },
    'POST /auth/logout': () => ok(null, 'Logged out successfully'),
    'GET /auth/profile': ({ token }) => {
      const user = Object.values(MOCK_USERS).find((candidate) => token === tokenOf(candidate));
      return user ? ok(user) : fail(401, 'Unauthenticated.');
    },
  };
}
