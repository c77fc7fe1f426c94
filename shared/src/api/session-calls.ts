// The calls of the session itself, which the shell (its guard and its sign-out), the harness and more than one
// remote make: signing in, signing out and the signed-in user. Every other call belongs to the remote that makes
// it and is declared in that remote's `src/data/` (docs/platform.md, "Who owns a call"). Only their own part of the
// contract (the `auth` group's session endpoints) comes with them into the shell's first load.
import { session } from '@oja/shared/contract/session';
import { defineCall } from './define-call';

export const authApi = {
  login: defineCall(session.login, { failure: 'Login failed', success: 'Login successful!' }),
  logout: defineCall(session.logout, { failure: 'Logout failed', success: 'Logged out successfully' }),
  profile: defineCall(session.profile, { failure: 'Failed to get profile' }),
};
