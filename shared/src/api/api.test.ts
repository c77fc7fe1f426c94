import { endpoints } from '@oja/shared/contract';
import { toastStore } from '@oja/shared/toast';
import axios from 'axios';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
// The instance itself, for its settings (the public entry no longer hands it out to tests).
import { getApiClient } from './client';
import {
  ApiError,
  authApi,
  configureApi,
  defineCall,
  getErrorMessage,
  handleApiError,
  handleApiSuccess,
  REQUEST_TIMEOUT_MS,
} from './index';

// Calls as a remote declares them in its `src/data/calls.ts`.
const adminApi = {
  dashboard: defineCall(endpoints.admin.dashboard, { failure: 'Failed to get dashboard' }),
  merchants: defineCall(endpoints.admin.merchants, { failure: 'Failed to fetch merchants' }),
  approve: defineCall(endpoints.admin.approve, {
    failure: 'Failed to approve merchant',
    success: 'Merchant approved successfully!',
  }),
};
const categoryApi = {
  list: defineCall(endpoints.categories.list, { failure: 'Failed to load categories' }),
  create: defineCall(endpoints.categories.create, { failure: 'Failed to create category' }),
};
const uploadApi = {
  merchantDocument: defineCall(endpoints.upload.merchantDocument, { failure: 'Document upload failed' }),
};

/** An answer, or no answer at all (a dead network). */
type Answer = [status: number, body?: unknown] | 'network-error';
/** How the wire answers (MSW, in front of the page's real XMLHttpRequest); `sent` holds what went out. */
let answer: (request: Request) => Answer | Promise<Answer> = () => [404, null];
let sent: Request[] = [];
const wire = setupServer(
  http.all('*', async ({ request }) => {
    sent.push(request.clone());
    const given = await answer(request);
    if (given === 'network-error') return HttpResponse.error();
    return HttpResponse.json(given[1] ?? null, { status: given[0] });
  }),
);
const reply = (status: number, body: unknown) => {
  answer = () => [status, body];
};
/** Answers with the envelope whose data is what `pick` takes from the request. */
const echo = (pick: (request: Request) => unknown) => {
  answer = async (request) => [200, { success: true, message: 'ok', data: await pick(request) }];
};
/** The token source the starter hands the client (the session's token, in the shell). */
let sessionToken: string | null = null;
const onUnauthorized = jest.fn();
const toasts = () => toastStore.getState().toasts.map(({ type, message }) => ({ type, message }));

beforeAll(() => wire.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent = [];
  reply(404, null);
  sessionToken = null;
  onUnauthorized.mockReset();
  toastStore.setState({ toasts: [], durationOverride: null });
  configureApi({ baseURL: '/api', getToken: () => sessionToken, onUnauthorized });
});
afterAll(() => wire.close());

/** The error a call throws for a given server answer. */
async function failureFor(status: number, body: unknown) {
  reply(status, body);
  return adminApi.dashboard().catch((error: unknown) => error);
}

describe('the API client', () => {
  it('is one axios instance with the spec base settings: 30 s timeout and JSON headers', async () => {
    const client = await getApiClient();
    expect(await getApiClient()).toBe(client);
    expect([client.defaults.timeout, REQUEST_TIMEOUT_MS]).toEqual([30_000, 30_000]);
    echo(async (request) => [request.headers.get('accept'), request.headers.get('content-type'), await request.text()]);
    const answer = await authApi.login({ email: 'a@b.co', password: 'x' }, { silent: true });
    expect(answer).toEqual(['application/json', 'application/json', '{"email":"a@b.co","password":"x"}']);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('http://localhost/api/auth/login');
  });

  it('takes its base URL from the runtime configuration, and sends a query without its empty values', async () => {
    configureApi({ baseURL: 'https://api.example.ng/api/' });
    echo(() => ({ data: [], meta: {} }));
    await adminApi.merchants({ page: 2, status: 'pending', search: undefined });
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url).toBe('https://api.example.ng/api/admin/merchants?page=2&status=pending');
    expect(await sent[0]?.text()).toBe('');
  });

  it('adds the token of its token source to each request', async () => {
    sessionToken = 'secret-token';
    echo((request) => request.headers.get('authorization'));
    await expect(authApi.profile()).resolves.toBe('Bearer secret-token');
    // A later configuration keeps what it does not give.
    configureApi({ baseURL: '/api', getToken: undefined });
    await expect(authApi.profile()).resolves.toBe('Bearer secret-token');
  });

  it('sends a call-specific token instead of the session one', async () => {
    sessionToken = 'session-token';
    echo((request) => request.headers.get('authorization'));
    const file = new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });
    const answer = await uploadApi.merchantDocument(
      { document_type: 'business_id', document: file, merchant_id: 7 },
      { token: 'upload-token', silent: true },
    );
    expect(answer).toBe('Bearer upload-token');
  });

  it('reads the data field of the envelope', async () => {
    reply(200, { success: true, message: 'ok', data: [{ id: 1, name: 'Soups' }] });
    await expect(categoryApi.list()).resolves.toEqual([{ id: 1, name: 'Soups' }]);
  });

  it('shows the call success toast, unless silent', async () => {
    reply(200, { success: true, message: 'Approved', data: {} });
    await adminApi.approve({ id: 3, version: 2 });
    expect(toasts()).toEqual([{ type: 'success', message: 'Merchant approved successfully!' }]);
    toastStore.setState({ toasts: [] });
    await adminApi.approve({ id: 3, version: 2 }, { silent: true });
    expect(toasts()).toEqual([]);
  });

  // That the browser then writes the multipart Content-Type with its boundary is transport.test.ts's (real XHR).
  it('sends multipart bodies for calls with files', async () => {
    reply(201, { success: true, message: 'created', data: { id: 1 } });
    await categoryApi.create(
      { name: 'Soups', description: undefined, image: new File(['x'], 'a.png') },
      { silent: true },
    );
    expect(sent[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = (await sent[0]?.formData()) ?? new FormData();
    expect(form.get('name')).toBe('Soups');
    expect(form.has('description')).toBe(false);
    expect(form.get('image')).toBeInstanceOf(File);
  });

  it('throws the server message, or the call default when the server gives none', async () => {
    const withMessage = await failureFor(409, { success: false, message: 'Merchant is not pending' });
    expect(withMessage).toBeInstanceOf(ApiError);
    expect((withMessage as ApiError).message).toBe('Merchant is not pending');
    answer = () => 'network-error';
    const offline = await adminApi.dashboard().catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(ApiError);
    expect([(offline as ApiError).message, (offline as ApiError).status]).toEqual(['Failed to get dashboard', null]);
  });

  it('sends no Authorization header when there is no token', async () => {
    echo((request) => request.headers.get('authorization') ?? 'none');
    await expect(authApi.profile()).resolves.toBe('none');
  });

  it('calls the 401 handler when the session token is refused, and still throws', async () => {
    sessionToken = 'expired';
    reply(401, { success: false, message: 'Unauthenticated' });
    await expect(authApi.profile()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('calls the 401 handler for a refused call that carried no token', async () => {
    reply(401, { success: false, message: 'Unauthenticated' });
    await expect(adminApi.dashboard()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when a call with its own token is refused', async () => {
    sessionToken = 'good';
    reply(401, { success: false, message: 'Upload token expired' });
    const file = new File(['x'], 'id.png');
    await expect(
      uploadApi.merchantDocument({ document_type: 'business_id', document: file, merchant_id: 1 }, { token: 'stale' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves the session alone when the session changed while the refused call was out', async () => {
    sessionToken = 'old-token';
    answer = () => {
      sessionToken = 'new-token';
      return [401, { success: false, message: 'Unauthenticated' }];
    };
    await expect(authApi.profile()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("rejects with the call's default when the caller's signal cancels the request", async () => {
    const controller = new AbortController();
    answer = () => {
      controller.abort();
      return [200, { success: true, message: 'ok', data: null }];
    };
    const error = await authApi.profile(undefined, { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBeNull();
    expect(axios.isCancel((error as ApiError).cause)).toBe(true);
  });
});

describe('loading the client', () => {
  it('loads axios with the first request, and tries again after a load that failed', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./axios-client', () => {
        throw new Error('Loading chunk api-client failed.');
      });
      const client: typeof import('./client') = require('./client');
      const offline = await client
        .apiRequest({ method: 'GET', path: '/health', failureMessage: 'Failed to check' })
        .catch((error: unknown) => error);
      expect([(offline as ApiError).message, (offline as ApiError).status]).toEqual(['Failed to check', null]);

      jest.dontMock('./axios-client');
      const instance = await client.getApiClient();
      expect(typeof instance.request).toBe('function');
      expect(await client.getApiClient()).toBe(instance);
    });
  });
});

describe('the shared error handler', () => {
  it.each([
    [401, { message: 'Unauthenticated.' }, 'Please log in to continue'],
    [403, { message: 'Forbidden' }, 'You do not have permission to perform this action'],
    [404, { message: 'No query results' }, 'The requested resource was not found'],
    [500, { message: 'SQLSTATE[42P01]' }, 'Server error. Please try again later'],
    [503, {}, 'Server error. Please try again later'],
    [
      422,
      {
        message: 'The given data was invalid.',
        errors: { business_email: ['The business email has already been taken.'], x: ['y'] },
      },
      'The business email has already been taken.',
    ],
    [422, { message: 'Invalid input' }, 'Invalid input'],
    [409, { message: 'Merchant is not pending' }, 'Merchant is not pending'],
    [429, { message: 'Too many attempts. Try again in a minute.' }, 'Too many attempts. Try again in a minute.'],
    [400, {}, 'Failed to get dashboard'],
  ])('HTTP %i %j -> %s', async (status, body, message) => {
    expect(getErrorMessage(await failureFor(status, { success: false, ...body }))).toBe(message);
  });

  it('falls back to the error message, the string itself, then the default', () => {
    expect(getErrorMessage(new Error('boom'))).toBe('boom');
    expect(getErrorMessage('plain text')).toBe('plain text');
    expect(getErrorMessage(undefined)).toBe('An unexpected error occurred');
    expect(getErrorMessage({})).toBe('An unexpected error occurred');
  });

  it('shows an error toast and returns the message', async () => {
    const message = handleApiError(await failureFor(403, { success: false, message: 'no' }));
    expect(message).toBe('You do not have permission to perform this action');
    expect(toasts()).toEqual([{ type: 'error', message }]);
  });

  it('shows the default success text when none is given', async () => {
    expect(handleApiSuccess()).toBe('Operation completed successfully');
    // Another action (toasts of one task are one action's, which shows one).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(handleApiSuccess('Saved!')).toBe('Saved!');
    expect(toasts().map((item) => item.message)).toEqual(['Operation completed successfully', 'Saved!']);
  });
});
