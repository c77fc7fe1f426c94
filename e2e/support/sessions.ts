// Stored sessions of each kind for the guard tests: real sign-ins for the seeded accounts (a real token the
// API accepts, signed in once per run), and hand-made ones for what cannot sign in (a customer, an unparsable
// user).

import { readFileSync } from 'node:fs';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { SESSIONS_FILE } from './environment';

export type SessionKind = 'guest' | 'admin' | 'merchant' | 'pending-merchant' | 'customer' | 'unparsable';

export interface StoredSession {
  token: string;
  /** The `user` key's text, as the app stores it (possibly not JSON at all). */
  user: string;
}

interface LoginAnswer {
  data: { token: string; user: Record<string, unknown> };
}

export async function loginThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<LoginAnswer['data']> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`login ${account.email} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as LoginAnswer).data;
}

/** A stored session of each kind: the demo accounts' from the global setup, hand-made ones for the rest. */
export function storedSession(kind: SessionKind): StoredSession | null {
  switch (kind) {
    case 'guest':
      return null;
    case 'admin':
    case 'merchant':
    case 'pending-merchant': {
      const sessions = JSON.parse(readFileSync(SESSIONS_FILE, 'utf8')) as Record<string, StoredSession>;
      const session = sessions[kind];
      if (!session) throw new Error(`no ${kind} session in ${SESSIONS_FILE}: did the global setup run?`);
      return session;
    }
    case 'customer':
      // Customers cannot sign in to this web app (the API refuses them); a stale stored one must still be handled.
      return {
        token: 'customer-token',
        user: JSON.stringify({ id: 99, name: 'Chidi Customer', email: 'chidi@example.ng', user_type: 'customer' }),
      };
    case 'unparsable':
      return { token: 'some-token', user: '{"name": "half a JSON' };
  }
}

/** Puts the session in localStorage before the first page of the context loads ("Remember me" on). */
export async function useStoredSession(context: BrowserContext, session: StoredSession | null) {
  if (!session) return;
  await context.addInitScript((stored) => {
    // Only on the first load of the tab: the app may clear it later, and a reload must not bring it back.
    if (window.sessionStorage.getItem('__e2e_seeded')) return;
    window.sessionStorage.setItem('__e2e_seeded', '1');
    window.localStorage.setItem('auth_token', stored.token);
    window.localStorage.setItem('user', stored.user);
  }, session);
}
