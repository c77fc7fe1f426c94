import { ApiError, authApi, configureApi, getApiClient } from '@oja/shared/api';
import { clearSession, sessionStore, signIn } from '@oja/shared/session';
import MockAdapter from 'axios-mock-adapter';
import { connectApiToSession } from './index';

const ada = { id: 1, name: 'Ada', email: 'a@oja.local', user_type: 'admin' } as const;

let wire: MockAdapter;
beforeAll(async () => {
  wire = new MockAdapter(await getApiClient());
});
afterAll(() => wire.restore());
beforeEach(() => {
  wire.reset();
  clearSession();
  configureApi({ baseURL: '/api' });
});

describe('connectApiToSession', () => {
  it("sends the session's token, and on a 401 to it signs out before calling back", async () => {
    const onSignedOut = jest.fn(() => expect(sessionStore.getState().token).toBeNull());
    connectApiToSession(onSignedOut);
    signIn('session-token', ada, { remember: true });
    wire
      .onGet('/auth/profile')
      .replyOnce((config) => [200, { success: true, message: 'ok', data: config.headers?.Authorization }]);
    await expect(authApi.profile()).resolves.toBe('Bearer session-token');

    wire.onGet('/auth/profile').replyOnce(401, { success: false, message: 'Unauthenticated' });
    await expect(authApi.profile()).rejects.toBeInstanceOf(ApiError);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});
