// The page's server connection and the session meet here, above both: the API client asks for no session and
// the session knows no API client, so the app that starts the page (the shell, or a remote's standalone harness)
// connects them once, with this.
import { configureApi } from '@oja/shared/api';
import { clearSession, sessionStore } from '@oja/shared/session';

/**
 * Every call carries the signed-in user's token; a 401 to that token clears the session and calls `onSignedOut`
 * (the starter goes to /login). The query cache empties itself as the session changes (see QueryProvider).
 */
export function connectApiToSession(onSignedOut: () => void): void {
  configureApi({
    getToken: () => sessionStore.getState().token,
    onUnauthorized: () => {
      clearSession();
      onSignedOut();
    },
  });
}
