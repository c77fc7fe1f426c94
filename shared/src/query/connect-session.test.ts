import { ApiError, authApi, configureApi, setApiTransport, type WireResponse } from '@oja/shared/api';
import { clearSession, sessionStore, signIn } from '@oja/shared/session';
import { connectApiToSession } from './index';

const ada = { id: 1, name: 'Ada', email: 'a@oja.local', user_type: 'admin' } as const;

afterEach(() => setApiTransport(null));
beforeEach(() => {
  clearSession();
  configureApi({ baseURL: '/api' });
});

describe('connectApiToSession', () => {
  it("sends the session's token, and on a 401 to it signs out before calling back", async () => {
    const onSignedOut = jest.fn(() => expect(sessionStore.getState().token).toBeNull());
    connectApiToSession(onSignedOut);
    signIn('session-token', ada, { remember: true });
    setApiTransport(
      async ({ headers }): Promise<WireResponse> => ({
        status: 200,
        body: { success: true, message: 'ok', data: headers.Authorization },
      }),
    );
    await expect(authApi.profile()).resolves.toBe('Bearer session-token');

    setApiTransport(async () => ({ status: 401, body: { success: false, message: 'Unauthenticated' } }));
    await expect(authApi.profile()).rejects.toBeInstanceOf(ApiError);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});
