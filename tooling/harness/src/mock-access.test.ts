// The mock API refuses as the API does, by each endpoint's access level in the contract, before any remote's
// handler runs: a menu call with an admin's session is a 403, whatever the menu's mock would have answered.
import { getResponse } from 'msw';
import { defineMockApi, MOCK_USERS, mockHandlers, mockTokenOf, ok } from './mock-api';

const createMock = defineMockApi(() => ({
  'GET /categories/with-count': () => ok([], 'Categories retrieved successfully'),
  'GET /admin/dashboard': () => ok({}, 'ok'),
  'GET /paystack/banks': () => ok([], 'ok'),
}));

/** What MSW answers the page's request with, from the mock's handlers. */
async function ask(method: 'GET', path: string, token: string | null) {
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const response = await getResponse(mockHandlers(createMock()), request);
  if (!response) throw new Error(`No handler answered ${method} ${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('the mock API by access level', () => {
  it("answers a menu call for an approved merchant and refuses an admin's, a pending merchant's and a guest's", async () => {
    const path = '/categories/with-count';
    expect((await ask('GET', path, mockTokenOf(MOCK_USERS.merchant))).status).toBe(200);
    expect(await ask('GET', path, mockTokenOf(MOCK_USERS.admin))).toEqual({
      status: 403,
      body: { success: false, message: 'This action is for approved merchants only.' },
    });
    expect((await ask('GET', path, mockTokenOf(MOCK_USERS['pending-merchant']))).body).toMatchObject({
      message: 'Your merchant application is still under review. This becomes available once it is approved.',
    });
    expect((await ask('GET', path, null)).status).toBe(401);
  });

  it("refuses a merchant an admin's call, and lets anyone make a public one", async () => {
    expect((await ask('GET', '/admin/dashboard', mockTokenOf(MOCK_USERS.merchant))).status).toBe(403);
    expect((await ask('GET', '/admin/dashboard', mockTokenOf(MOCK_USERS.admin))).status).toBe(200);
    expect((await ask('GET', '/paystack/banks', null)).status).toBe(200);
  });

  it('refuses to answer a route the API contract does not declare', () => {
    const undeclared = defineMockApi(() => ({ 'GET /categories/everything': () => ok([]) }));
    expect(() => undeclared()).toThrow(
      'The mock answers GET /categories/everything, which the API contract does not declare',
    );
  });
});
