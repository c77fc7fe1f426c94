// The session: the bearer token and the signed-in user, kept under the storage keys `auth_token` and `user`: in
// localStorage when "Remember me" is checked (survives a browser restart), in sessionStorage otherwise (ends with
// the tab). One store on the page (a federation singleton).
import { createStore } from 'zustand/vanilla';
import type { SessionUser } from './session-user';

export const STORAGE_KEYS = { token: 'auth_token', user: 'user' } as const;

export type Persistence = 'local' | 'session';

/**
 * A session the server ended (its token answered 401): why, in the server's words, whose it was and the page it was
 * on, so the sign-in page can say why, fill in the email and lead back there. In memory only, until the next sign-in.
 */
export interface SessionEnd {
  /** The server's reason ('password-changed', 'suspended', 'expired', ...), or null when it gave none. */
  reason: string | null;
  message: string;
  email: string | null;
  /** The address (path and query) the person was on. */
  from: string | null;
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Where the session is kept; decides where updates are written. */
  persistence: Persistence;
  /** The last session the server ended, until the next sign-in (absent: none). */
  ended?: SessionEnd | null;
}

function storageFor(persistence: Persistence): Storage | null {
  try {
    return persistence === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames): the session then lives in memory only.
    return null;
  }
}

function clearStorage(persistence: Persistence) {
  const storage = storageFor(persistence);
  storage?.removeItem(STORAGE_KEYS.token);
  storage?.removeItem(STORAGE_KEYS.user);
}

const SIGNED_OUT: SessionState = { token: null, user: null, persistence: 'session' };

function isUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.user_type === 'string';
}

/**
 * Reads the stored session: localStorage first, then sessionStorage. A token without a user, a user without a
 * token, or a user that cannot be parsed is no session: its keys are cleared.
 */
export function readStoredSession(): SessionState {
  for (const persistence of ['local', 'session'] as const) {
    const storage = storageFor(persistence);
    const token = storage?.getItem(STORAGE_KEYS.token) ?? null;
    const rawUser = storage?.getItem(STORAGE_KEYS.user) ?? null;
    if (token === null && rawUser === null) continue;
    let user: unknown = null;
    try {
      user = rawUser === null ? null : JSON.parse(rawUser);
    } catch {
      user = null;
    }
    if (token && isUser(user)) return { token, user, persistence };
    clearStorage(persistence);
  }
  return SIGNED_OUT;
}

export const sessionStore = createStore<SessionState>(() =>
  typeof window === 'undefined' ? SIGNED_OUT : readStoredSession(),
);

/** Keeps the session after a successful sign-in. */
export function signIn(token: string, user: SessionUser, options: { remember: boolean }): void {
  const persistence: Persistence = options.remember ? 'local' : 'session';
  clearStorage(persistence === 'local' ? 'session' : 'local');
  const storage = storageFor(persistence);
  storage?.setItem(STORAGE_KEYS.token, token);
  storage?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  sessionStore.setState({ token, user, persistence, ended: null });
}

/** Merges fields into the stored user (e.g. the merchant object fetched by the route guard). */
export function updateUser(changes: Partial<SessionUser>): void {
  const { user, persistence, token } = sessionStore.getState();
  if (!user || !token) return;
  const merged = { ...user, ...changes };
  storageFor(persistence)?.setItem(STORAGE_KEYS.user, JSON.stringify(merged));
  sessionStore.setState({ user: merged });
}

/** Clears the token and user from both storages and from memory (what the server said of an end stays). */
export function clearSession(): void {
  clearStorage('local');
  clearStorage('session');
  sessionStore.setState(SIGNED_OUT);
}

/** The server ended the session: cleared like a sign-out, with why and where, for the sign-in page. */
export function endSession(end: SessionEnd): void {
  clearStorage('local');
  clearStorage('session');
  sessionStore.setState({ ...SIGNED_OUT, ended: end });
}

/**
 * Follows sign-in and sign-out in other tabs (localStorage only: sessionStorage belongs to one tab).
 * Returns the unsubscribe function.
 */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
    sessionStore.setState(readStoredSession());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
