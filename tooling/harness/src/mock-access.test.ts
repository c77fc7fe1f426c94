// The mock API refuses as the API does, by each endpoint's access level in the contract, before any remote's
// handler runs: a menu call with an admin's session is a 403, whatever the menu's mock would have answered.
import { answerMock, defineMockApi, MOCK_USERS, mockTokenOf, ok } from './mock-api';

const createMock = defineMockApi(() => ({
  'GET /categories/with-count': () => ok([], 'Categories retrieved successfully'),
  'GET /admin/dashboard': () => ok({}, 'ok'),
  'GET /paystack/banks': () => ok([], 'ok'),
}));

const ask = (method: 'GET', path: string, token: string | null) =>
  answerMock(createMock(), { method, path, query: new URLSearchParams(), body: null, token });

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
