// The mock API a remote brings for testers with no API server: typed handlers (answers typed with the types of
// @oja/shared/api) that the standalone harness's dev server answers `/api` with (`OJA_MOCK_API=1`), and that the
// remote's page tests install on the page's one axios instance (`mockApi`, with axios-mock-adapter). The same
// handlers, in both places.
import type { LoginResult, Merchant, User } from '@oja/shared/api';
import { type AccessLevel, type Endpoint, endpoints, type Store } from '@oja/shared/contract';
import {
  type FieldErrors,
  minutesOfDay,
  openingHoursSchema,
  storeAvailabilitySchema,
  validate,
  WEEKDAYS,
} from '@oja/shared/validation';
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
  /** The names of a multipart form's file fields that carry a file (`['image']`); the files themselves are not kept. */
  files?: string[];
  /** The bearer token, if any. */
  token: string | null;
  /**
   * A test setting the mock's state up (mockTest's `mockApi.request`), not the page: no access level applies. Never
   * set by a request that comes over the network.
   */
  trusted?: boolean;
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

/** The API's 422: the message is the first field's first message, as the API writes it. */
export function invalid(errors: FieldErrors): MockAnswer {
  const first = Object.values(errors).find((messages) => messages.length > 0)?.[0];
  return fail(422, first ?? 'The given data was invalid.', errors);
}

/** The messages the API answers a status with when nothing more precise applies (api/src/errors.ts). */
export const API_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Please log in to continue',
  403: 'You do not have permission to perform this action',
  404: 'The requested resource was not found',
  429: 'Too many requests. Please try again later.',
  500: 'Server error. Please try again later',
};

/** The failure switch's path: `POST` a {@link MockFailure} to it, `DELETE` it to heal every route. */
export const MOCK_FAILURES_PATH = '/__mock/failures';

/** Where a mock's test controls live: paths no page calls and the API does not have. */
export const MOCK_CONTROL_PREFIX = '/__mock/';

/**
 * A route made to fail (the failure switch): `route` is a key of the mock routes (`GET /categories/with-count`),
 * `status` 0 drops the connection as a dead network would, `times` limits how many answers fail (default: until
 * healed), `message` replaces the API's message for that status.
 */
export interface MockFailure {
  route: string;
  status: number;
  message?: string;
  times?: number;
}

/** The answer of a network failure: the dev server and the Playwright route drop the connection instead. */
export const NETWORK_FAILURE: MockAnswer = { status: 0, body: null };

function parseFailure(body: Record<string, unknown> | null): MockFailure | null {
  const route = typeof body?.route === 'string' ? body.route : '';
  const status = Number(body?.status ?? 500);
  if (!/^(GET|POST|PUT|DELETE) \//.test(route) || !Number.isInteger(status) || (status !== 0 && status < 400)) {
    return null;
  }
  const times = body?.times === undefined ? undefined : Number(body.times);
  return {
    route,
    status,
    ...(typeof body?.message === 'string' ? { message: body.message } : {}),
    ...(times !== undefined && Number.isInteger(times) && times > 0 ? { times } : {}),
  };
}

/**
 * A remote's mock API: a factory, so each dev server and each test starts from the same fresh state. Every mock
 * API also answers the demo accounts' sign-in and the failure switch ({@link MOCK_FAILURES_PATH}).
 */
export function defineMockApi(create: () => MockRoutes): () => MockRoutes {
  return () => {
    const failures = new Map<string, MockFailure>();
    const routes: MockRoutes = withAccess({ ...harnessAuthRoutes(), ...create() });
    const switched: MockRoutes = {
      [`POST ${MOCK_FAILURES_PATH}`]: ({ body }) => {
        const failure = parseFailure(body);
        if (!failure) return invalid({ route: ['Give a route such as "GET /categories" and a status of 0 or 400+'] });
        failures.set(failure.route, failure);
        return ok(failure, 'The route fails until healed');
      },
      [`DELETE ${MOCK_FAILURES_PATH}`]: () => {
        failures.clear();
        return ok(null, 'Every route answers again');
      },
    };
    for (const [key, handler] of Object.entries(routes)) {
      if (!handler) continue;
      switched[key as keyof MockRoutes] = (request) => {
        const failure = failures.get(key);
        if (!failure) return handler(request);
        if (failure.times !== undefined) {
          if (failure.times <= 1) failures.delete(key);
          else failure.times -= 1;
        }
        if (failure.status === 0) return NETWORK_FAILURE;
        return fail(failure.status, failure.message ?? API_MESSAGES[failure.status] ?? 'The request failed.');
      };
    }
    return switched;
  };
}

/** `GET /admin/merchants/:` for `GET /admin/merchants/:id`: a route's shape, whatever its parameters' names. */
const shapeOf = (method: string, path: string) => `${method} ${path.replace(/:\w+/g, ':')}`;

/** Every endpoint of the contract by its shape. */
const DECLARED = new Map<string, Endpoint>(
  Object.values(endpoints).flatMap((group) =>
    Object.values(group as Record<string, Endpoint>).map((endpoint) => [
      shapeOf(endpoint.method, endpoint.path),
      endpoint,
    ]),
  ),
);

/** What the API answers a caller refused at an access level (api/src/http/access.ts says the same). */
const DENIED = {
  adminOnly: 'This action is for administrators only.',
  merchantOnly: 'This action is for approved merchants only.',
  pending: 'Your merchant application is still under review. This becomes available once it is approved.',
  rejected: 'Your merchant application was not approved, so this is not available.',
  appOnly: 'This is for the Oja customer and rider apps.',
  customerOnly: 'This action is for customers of the Oja app.',
  riderOnly: 'This action is for Oja riders.',
} as const;

/**
 * The API's refusal of `user` at an endpoint's access level, or null when it lets the call through to the handler
 * (which may narrow it further, as the API's handlers do). A token the harness does not know (a remote's own sample
 * account, the upload token of registration) is the remote's handlers' to judge.
 */
export function refusalAt(access: AccessLevel, token: string | null): MockAnswer | null {
  if (access === 'public') return null;
  if (token === null) return fail(401, API_MESSAGES[401] ?? '');
  const user = Object.values(MOCK_USERS).find((candidate) => mockTokenOf(candidate) === token);
  if (!user) return null;
  const status = user.merchant?.verification_status ?? null;
  switch (access) {
    case 'admin':
      return user.user_type === 'admin' ? null : fail(403, DENIED.adminOnly);
    case 'approved-merchant':
      if (user.user_type !== 'merchant' || status === null) return fail(403, DENIED.merchantOnly);
      if (status === 'pending') return fail(403, DENIED.pending);
      if (status === 'rejected') return fail(403, DENIED.rejected);
      return null;
    // The harness's accounts are the web's (admins and merchants): the mobile apps' levels refuse them all.
    case 'app':
      return fail(403, DENIED.appOnly);
    case 'customer':
      return fail(403, DENIED.customerOnly);
    case 'rider':
      return fail(403, DENIED.riderOnly);
    default:
      return null;
  }
}

/**
 * The routes, each refusing by its endpoint's access level in the contract before its handler runs, as the API
 * does: a menu call made with an admin's session is a 403 here too. A route the contract does not declare is a
 * mistake in the mock (the page would call something the API does not have): it throws, but for a test's own
 * controls under `/__mock/`, which no page calls.
 */
function withAccess(routes: MockRoutes): MockRoutes {
  const guarded: MockRoutes = {};
  for (const [key, handler] of Object.entries(routes)) {
    if (!handler) continue;
    const [method = '', path = ''] = key.split(' ');
    // A test's own control under /__mock/ (placing a customer's order, say) is the harness's, not the API's.
    if (path.startsWith(MOCK_CONTROL_PREFIX)) {
      guarded[key as keyof MockRoutes] = handler;
      continue;
    }
    const endpoint = DECLARED.get(shapeOf(method, path));
    if (!endpoint) throw new Error(`The mock answers ${key}, which the API contract does not declare`);
    const { access } = endpoint;
    guarded[key as keyof MockRoutes] = (request) =>
      (request.trusted ? null : refusalAt(access, request.token)) ?? handler(request);
  }
  return guarded;
}

/** A request body as the handlers get it: JSON, or a multipart form's text fields and the names of its files. */
export async function parseMockBody(
  raw: Uint8Array | null,
  contentType: string,
): Promise<{ body: Record<string, unknown> | null; files: string[] }> {
  if (!raw || raw.length === 0) return { body: null, files: [] };
  if (contentType.includes('application/json')) {
    return { body: JSON.parse(new TextDecoder().decode(raw)) as Record<string, unknown>, files: [] };
  }
  if (contentType.includes('multipart/form-data')) {
    // The platform's Request parses multipart.
    const form = await new Request('http://mock.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Blob([new Uint8Array(raw)]),
    }).formData();
    const entries = [...form.entries()];
    return {
      body: Object.fromEntries(entries.filter(([, value]) => typeof value === 'string')),
      files: entries.filter(([, value]) => typeof value !== 'string' && value.size > 0).map(([name]) => name),
    };
  }
  return { body: null, files: [] };
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

export function sampleMerchant(id: number, name: string, status: Merchant['verification_status']): Merchant {
  return {
    id,
    version: 1,
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

export function sampleUser(
  id: number,
  name: string,
  email: string,
  userType: User['user_type'],
  merchant?: Merchant,
): User {
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
export const MOCK_USERS: Record<'admin' | 'merchant' | 'pending-merchant' | 'rejected-merchant', User> = {
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
  'rejected-merchant': sampleUser(
    10,
    'Sample Corrected Store',
    HARNESS_SESSIONS['rejected-merchant'].email,
    'merchant',
    {
      ...sampleMerchant(9, 'Sample Corrected Store', 'rejected'),
      rejection_reason: 'Sample reason: the business ID document is unreadable.',
    },
  ),
};

/**
 * Sign-in, sign-out and the profile for the demo accounts: every harness needs them to switch sessions. A remote
 * whose pages sign in (the login page) answers more accounts by wrapping `'POST /auth/login'` from here.
 */
/** The bearer token the mock API gives a user at sign-in. */
export const mockTokenOf = (user: User) => `mock-token-${user.id}`;

/** The API's refusal of a call none of `users` made (401 without a token, 403 with anyone else's), or null. */
export function refusalUnless({ token }: Pick<MockRequest, 'token'>, ...users: User[]): MockAnswer | null {
  if (token === null) return fail(401, API_MESSAGES[401] ?? '');
  return users.some((user) => token === mockTokenOf(user)) ? null : fail(403, API_MESSAGES[403] ?? '');
}

export function harnessAuthRoutes(): MockRoutes {
  const tokenOf = mockTokenOf;
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

/** Lagos is UTC+1 all year (no daylight saving time). */
const LAGOS_OFFSET_MINUTES = 60;

/**
 * The approved merchant's store (`/merchant/store`, `/merchant/opening-hours`) as the API answers it, for the remotes
 * that show it: the pause switch and the week's hours, checked with the API's schemas, and `open` worked out from
 * both at the moment asked (Lagos time). Each call of this keeps its own store.
 */
export function storeAvailabilityRoutes(merchant: User): MockRoutes {
  const store = {
    accepting_orders: true,
    opening_hours: WEEKDAYS.map((weekday) => ({ weekday, closed: false, opens_at: '00:00', closes_at: '24:00' })),
  };
  const openNow = () => {
    const local = new Date(Date.now() + LAGOS_OFFSET_MINUTES * 60_000);
    const day = store.opening_hours[(local.getUTCDay() + 6) % 7];
    const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
    return (
      day !== undefined && !day.closed && minute >= minutesOfDay(day.opens_at) && minute < minutesOfDay(day.closes_at)
    );
  };
  // Every day closed leaves nothing to open next; otherwise the mock does not work the next opening out.
  const answer = (): Store => ({ ...store, open: store.accepting_orders && openNow(), next_open_at: null });
  return {
    'GET /merchant/store': (request) =>
      refusalUnless(request, merchant) ?? ok(answer(), 'Store retrieved successfully'),
    'PUT /merchant/store': (request) => {
      const refused = refusalUnless(request, merchant);
      if (refused) return refused;
      const checked = validate(storeAvailabilitySchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      store.accepting_orders = checked.output.accepting_orders;
      return ok(answer(), store.accepting_orders ? 'Store is taking orders' : 'Store is paused');
    },
    'GET /merchant/opening-hours': (request) =>
      refusalUnless(request, merchant) ?? ok({ days: store.opening_hours }, 'Opening hours retrieved successfully'),
    'PUT /merchant/opening-hours': (request) => {
      const refused = refusalUnless(request, merchant);
      if (refused) return refused;
      const checked = validate(openingHoursSchema, request.body ?? {});
      if (!checked.success) return invalid(checked.errors);
      // Monday to Sunday, whatever order they came in, as the API keeps them.
      store.opening_hours = WEEKDAYS.map((weekday) => {
        const day = checked.output.days.find((candidate) => candidate.weekday === weekday);
        return day ?? { weekday, closed: true, opens_at: '00:00', closes_at: '24:00' };
      });
      return ok({ days: store.opening_hours }, 'Opening hours saved successfully!');
    },
  };
}
