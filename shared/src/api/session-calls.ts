// The calls of the session itself, which the shell (its guard and its sign-out), the harness and more than one
// remote make: signing in, signing out and the signed-in user. Every other call belongs to the remote that makes
// it and is declared in that remote's `src/data/` (docs/platform.md, "Who owns a call").
import { endpoints } from '@oja/shared/contract';
import { defineCall } from './define-call';

export const authApi = {
  login: defineCall(endpoints.auth.login, { failure: 'Login failed', success: 'Login successful!' }),
  logout: defineCall(endpoints.auth.logout, { failure: 'Logout failed', success: 'Logged out successfully' }),
  profile: defineCall(endpoints.auth.profile, { failure: 'Failed to get profile' }),
};
