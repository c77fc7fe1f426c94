import {
  clearSession,
  readStoredSession,
  type SessionUser,
  sessionStore,
  signIn,
  syncSessionAcrossTabs,
  updateUser,
} from './index';

const merchant: SessionUser = {
  id: 2,
  name: 'Nkechi Okafor',
  email: 'merchant@oja.local',
  user_type: 'merchant',
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
});

describe('session store', () => {
  it('keeps a remembered session in localStorage under auth_token and user', () => {
    signIn('t1', merchant, { remember: true });
    expect(localStorage.getItem('auth_token')).toBe('t1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(merchant);
    expect(sessionStorage.getItem('auth_token')).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: 't1', user: merchant, persistence: 'local' });
  });

  it('keeps an unremembered session in sessionStorage only', () => {
    signIn('t2', merchant, { remember: false });
    expect(sessionStorage.getItem('auth_token')).toBe('t2');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('moves the session when the user signs in again with the other choice', () => {
    signIn('t1', merchant, { remember: true });
    signIn('t2', merchant, { remember: false });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(sessionStorage.getItem('auth_token')).toBe('t2');
  });

  it('reads a stored session back', () => {
    localStorage.setItem('auth_token', 'abc');
    localStorage.setItem('user', JSON.stringify(merchant));
    expect(readStoredSession()).toMatchObject({ token: 'abc', user: merchant, persistence: 'local' });
  });

  it.each([
    ['an unparsable user', 'abc', '{not json'],
    ['a user without a type', 'abc', '{"name":"x"}'],
    ['a token without a user', 'abc', null],
    ['a user without a token', null, JSON.stringify(merchant)],
  ])('clears %s', (_case, token, user) => {
    if (token !== null) sessionStorage.setItem('auth_token', token);
    if (user !== null) sessionStorage.setItem('user', user);
    expect(readStoredSession()).toMatchObject({ token: null, user: null });
    expect(sessionStorage.getItem('auth_token')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('merges changes into the stored user, where the session lives', () => {
    signIn('t3', merchant, { remember: false });
    updateUser({ name: 'Nkechi O.' });
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toMatchObject({ name: 'Nkechi O.' });
    expect(sessionStore.getState().user?.name).toBe('Nkechi O.');
  });

  it('signs out of both storages', () => {
    signIn('t4', merchant, { remember: true });
    clearSession();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('follows a sign-out made in another tab', () => {
    signIn('t5', merchant, { remember: true });
    const stop = syncSessionAcrossTabs();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token', storageArea: localStorage }));
    expect(sessionStore.getState().token).toBeNull();
    stop();
  });
});
