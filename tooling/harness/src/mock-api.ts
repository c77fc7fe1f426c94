// The mock API a remote brings for testers with no API server: a table of typed routes (answers typed with the
// types of @oja/shared/api) that `mockHandlers` turns into MSW request handlers. MSW answers with them everywhere:
// the page tests (`setupServer`, `@oja/harness/testing`), the browser tests (`getResponse` under Playwright's
// route, `@oja/harness/e2e`) and the dev server's mock mode (`OJA_MOCK_API=1`, @oja/webpack-config). The same
// handlers, in all three places.
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
import { HttpResponse, http, type JsonBodyType, matchRequestUrl, type RequestHandler } from 'msw';
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
  /** A streamed answer (Server-Sent Events, `eventStream`) instead of a JSON body. */
  events?: ReadableStream<Uint8Array>;
}

/** One Server-Sent Event, as `eventStream` writes it. */
export interface MockEvent {
  id?: string | number;
  event: string;
  data: unknown;
}

/**
 * A `text/event-stream` answer that stays open: `subscribe` gets a `send` for each event to write, and returns what
 * stops it when the page closes the stream. (MSW's own `sse()` needs a global EventSource, which the dev server's
 * Node does not have, and cannot answer the API's 401/403; a streamed Response is MSW's way everywhere.)
 */
export function eventStream(subscribe: (send: (event: MockEvent) => void) => () => void): MockAnswer {
  const encoder = new TextEncoder();
  let stop = () => {};
  const events = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(': connected\n\n'));
      stop = subscribe(({ id, event, data }) => {
        const lines = [...(id === undefined ? [] : [`id: ${id}`]), `event: ${event}`, `data: ${JSON.stringify(data)}`];
        controller.enqueue(encoder.encode(`${lines.join('\n')}\n\n`));
      });
    },
    cancel() {
      stop();
    },
  });
  return { status: 200, body: null, events };
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

/** The answer of a network failure: MSW fails the request with no answer, as a dead network does. */
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
export async function bodyOf(request: Request): Promise<{ body: Record<string, unknown> | null; files: string[] }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await request.clone().text();
    return { body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>), files: [] };
  }
  if (type.includes('multipart/form-data')) {
    const entries = [...(await request.clone().formData()).entries()];
    return {
      body: Object.fromEntries(entries.filter(([, value]) => typeof value === 'string')),
      files: entries.filter(([, value]) => typeof value !== 'string' && value.size > 0).map(([name]) => name),
    };
  }
  return { body: null, files: [] };
}

/** Where the API's routes are, on whatever origin the page is served from. */
const API_PREFIX = '/api';
const API_ROUTES = `*${API_PREFIX}`;

/** A route's key (`GET /categories/:id`) as the method and MSW path it matches. */
function routeOf(key: string): { method: MockMethod; path: string } {
  const [method = '', pattern = ''] = key.split(' ');
  return { method: method as MockMethod, path: `${API_ROUTES}${pattern}` };
}

/** Whether a route's key (`GET /categories/:id`) is the one a request asks for. */
export function routeMatches(key: string, method: string, url: string | URL): boolean {
  const route = routeOf(key);
  return route.method === method && matchRequestUrl(new URL(url), route.path).matches;
}

/** A handler's request, read from the one MSW hands over. */
async function mockRequestOf(request: Request, params: Record<string, unknown>): Promise<MockRequest> {
  const url = new URL(request.url);
  const authorization = request.headers.get('authorization') ?? '';
  return {
    method: request.method as MockMethod,
    path: url.pathname.slice(API_PREFIX.length),
    params: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])),
    query: url.searchParams,
    ...(await bodyOf(request)),
    token: authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null,
  };
}

/** An answer as the Response MSW sends; status 0 is a dead network (the request fails with no answer). */
function responseOf({ status, body, events }: MockAnswer): Response {
  if (status === 0) return HttpResponse.error();
  if (events) {
    return new HttpResponse(events, {
      status,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store', 'x-oja-mock': '1' },
    });
  }
  return HttpResponse.json(body as JsonBodyType, { status, headers: { 'x-oja-mock': '1' } });
}

/**
 * The routes as MSW request handlers, under `/api` of any origin, in their order (the first route that matches
 * answers, as in MSW); a call no route answers gets the API's 404 envelope, so the page sees what the API would
 * say and the test that makes it fails on the console error.
 */
export function mockHandlers(routes: MockRoutes): RequestHandler[] {
  const handlers = Object.entries(routes).flatMap(([key, handler]) => {
    if (!handler) return [];
    const { method, path } = routeOf(key);
    const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return [
      http[verb](path, async ({ request, params }) => responseOf(await handler(await mockRequestOf(request, params)))),
    ];
  });
  const notFound = http.all(`${API_ROUTES}/*`, ({ request }) =>
    responseOf(
      fail(
        404,
        `Route not found in the mock API: ${request.method} ${new URL(request.url).pathname.slice(API_PREFIX.length)}`,
      ),
    ),
  );
  return [...handlers, notFound];
}

/**
 * Calls a route's handler as a test would, past the access levels (`trusted`): the first route that matches, or
 * the API's 404.
 */
export async function callRoute(
  routes: MockRoutes,
  method: MockMethod,
  path: string,
  body: Record<string, unknown> | null,
): Promise<MockAnswer> {
  const url = new URL(`${API_PREFIX}${path}`, 'http://mock.local');
  for (const [key, handler] of Object.entries(routes)) {
    if (!handler || !routeMatches(key, method, url)) continue;
    const match = matchRequestUrl(url, routeOf(key).path);
    const params = Object.fromEntries(Object.entries(match.params ?? {}).map(([name, value]) => [name, String(value)]));
    return handler({ method, path, params, query: url.searchParams, body, token: null, trusted: true });
  }
  return fail(404, `Route not found in the mock API: ${method} ${path}`);
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
