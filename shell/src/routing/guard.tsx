// Applies the access decision of a route: renders the page, redirects, or first fetches a merchant's profile.
import { authApi } from '@oja/shared/api';
import { queryClient } from '@oja/shared/query';
import { clearSession, updateUser, useSession } from '@oja/shared/session';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RemoteLoading } from '../remotes/remote-loading';
import { type Access, decideAccess } from './access';

/**
 * Fetches the profile and merges it into the stored user; if that fails, clears the session. One request at a
 * time, whichever guards ask for it (the query client shares a request in flight), and always a fresh answer.
 */
function fetchProfile(): Promise<void> {
  return queryClient
    .fetchQuery({ queryKey: ['auth', 'profile'], queryFn: () => authApi.profile(), staleTime: 0 })
    .then((profile) => {
      if (profile.user_type === 'merchant' && !profile.merchant) throw new Error('The profile has no merchant');
      updateUser(profile);
    })
    .catch(() => clearSession());
}

/** The key the browser router keeps in the history entry it shows (none under a memory router). */
function shownKey(): string | undefined {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' && 'key' in state && typeof state.key === 'string' ? state.key : undefined;
}

function Redirect({ to, clear }: { to: string; clear: boolean }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  useEffect(() => {
    // A task later, and only while the address is still the one this page was drawn for: a page that writes a
    // session and moves on at once (the rejected merchant's sign-in screen opening its application area) has a
    // navigation of its own under way, which may have changed the address before this guard renders again with the
    // session; it must not be cut short by this one.
    const timer = setTimeout(() => {
      const shown = shownKey();
      if (shown !== undefined && shown !== key) return;
      // Navigate first, clear after: clearing first would re-render this guard as a visitor (a customer on /login
      // would see the login page for a moment instead of being sent to /).
      void Promise.resolve(navigate(to, { replace: true })).then(() => {
        if (clear) clearSession();
      });
    }, 0);
    return () => clearTimeout(timer);
  }, [navigate, to, clear, key]);
  return null;
}

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const decision = decideAccess(access, session);

  useEffect(() => {
    if (decision.action === 'fetch-profile') void fetchProfile();
  }, [decision.action]);

  if (decision.action === 'allow') return children;
  if (decision.action === 'redirect') return <Redirect to={decision.to} clear={decision.clearSession} />;
  return <RemoteLoading placement="page" area="Your account" />;
}
