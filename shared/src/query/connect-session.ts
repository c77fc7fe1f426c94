// The page's server connection and the session meet here, above both: the API client asks for no session and
// the session knows no API client, so the app that starts the page (the shell, or a remote's standalone harness)
// connects them once, with this.
import { configureApi } from '@oja/shared/api';
import { endSession, sessionStore } from '@oja/shared/session';

/** When the server's 401 says nothing of why. */
export const SESSION_ENDED_DEFAULT = 'Your session has ended. Please log in again.';

/**
 * Every call carries the signed-in user's token; a 401 to that token ends the session, keeping why (the server's
 * words), whose it was and the page it was on for the sign-in page, and calls `onSignedOut` (the starter goes to
 * /login). The query cache empties itself as the session changes (see QueryProvider).
 */
export function connectApiToSession(onSignedOut: () => void): void {
  configureApi({
    getToken: () => sessionStore.getState().token,
    onUnauthorized: ({ reason, message }) => {
      const { user } = sessionStore.getState();
      const from = typeof window === 'undefined' ? null : `${window.location.pathname}${window.location.search}`;
      endSession({ reason, message: message ?? SESSION_ENDED_DEFAULT, email: user?.email ?? null, from });
      onSignedOut();
    },
  });
}
