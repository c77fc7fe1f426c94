import { ApiError, authApi, configureApi } from '@oja/shared/api';
import { clearSession, sessionStore, signIn } from '@oja/shared/session';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { connectApiToSession, SESSION_ENDED_DEFAULT } from './index';

const ada = { id: 1, name: 'Ada', email: 'a@oja.local', user_type: 'admin' } as const;

const wire = setupServer();
/** The next `GET /auth/profile` gets this answer. */
const profileAnswers = (answer: (request: Request) => Response) =>
  wire.use(http.get('*/api/auth/profile', ({ request }) => answer(request), { once: true }));
beforeAll(() => wire.listen({ onUnhandledRequest: 'error' }));
afterAll(() => wire.close());
beforeEach(() => {
  wire.resetHandlers();
  clearSession();
  configureApi({ baseURL: '/api' });
});

describe('connectApiToSession', () => {
  it("sends the session's token, and on a 401 to it signs out before calling back", async () => {
    const onSignedOut = jest.fn(() => expect(sessionStore.getState().token).toBeNull());
    connectApiToSession(onSignedOut);
    signIn('session-token', ada, { remember: true });
    profileAnswers((request) =>
      HttpResponse.json({ success: true, message: 'ok', data: request.headers.get('authorization') }),
    );
    await expect(authApi.profile()).resolves.toBe('Bearer session-token');

    profileAnswers(() => HttpResponse.json({ success: false, message: 'Unauthenticated' }, { status: 401 }));
    await expect(authApi.profile()).rejects.toBeInstanceOf(ApiError);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(sessionStore.getState().ended).toMatchObject({ reason: null, message: 'Unauthenticated', email: ada.email });
  });

  it('keeps why the server ended the session, whose it was and the page it was on, until the next sign-in', async () => {
    connectApiToSession(() => undefined);
    signIn('session-token', ada, { remember: false });
    window.history.pushState({}, '', '/dashboard/menu/items/new?from=list');
    const message =
      'Your password was changed in another session, so this one has ended. Please log in with the new password.';
    profileAnswers(() =>
      HttpResponse.json({ success: false, message, session_ended: 'password-changed' }, { status: 401 }),
    );
    await expect(authApi.profile()).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getState().ended).toEqual({
      reason: 'password-changed',
      message,
      email: ada.email,
      from: '/dashboard/menu/items/new?from=list',
    });
    clearSession();
    expect(sessionStore.getState().ended?.reason).toBe('password-changed');
    signIn('new-token', ada, { remember: false });
    expect(sessionStore.getState().ended).toBeNull();
  });

  it('says the session ended in plain words when the 401 has no message', async () => {
    connectApiToSession(() => undefined);
    signIn('session-token', ada, { remember: false });
    profileAnswers(() => HttpResponse.json(null, { status: 401 }));
    await expect(authApi.profile()).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getState().ended?.message).toBe(SESSION_ENDED_DEFAULT);
  });
});
