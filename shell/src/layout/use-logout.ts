// Spec: logout clears the stored token and user and goes to /login, even if the logout call fails. The session ends
// here first and the dashboard goes, then the token is revoked: a dashboard page left mounted while the call ran could
// still start a request with the token, which the server, having revoked it, answered with a 401.
import { authApi } from '@oja/shared/api';
import { clearSession, sessionStore } from '@oja/shared/session';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** How long the logout call may take to revoke the token (the visitor is already signed out by then). */
const LOGOUT_WAIT_MS = 5000;

export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    const token = sessionStore.getState().token;
    clearSession();
    navigate('/login', { replace: true });
    if (token === null) return;
    try {
      await authApi.logout(undefined, { token, signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
    } catch {
      // Signed out here whatever the server said; the token expires on its own.
    }
  }, [navigate]);
}
