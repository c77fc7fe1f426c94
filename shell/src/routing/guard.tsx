// Applies the access decision of a route: renders the page, redirects, or first fetches a merchant's profile.
import { authApi } from '@oja/shared/api';
import { clearSession, updateUser, useSession } from '@oja/shared/session';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { RemoteLoading } from '../remotes/remote-loading';
import { type Access, decideAccess } from './access';

// One profile request at a time, whichever guards ask for it.
let profileRequest: Promise<void> | null = null;

/** Spec: fetch the profile and merge it into the stored user; if that fails, clear the session. */
function fetchProfileOnce(): Promise<void> {
  profileRequest ??= authApi
    .profile()
    .then((profile) => {
      if (profile.user_type === 'merchant' && !profile.merchant) throw new Error('The profile has no merchant');
      updateUser(profile);
    })
    .catch(() => clearSession())
    .finally(() => {
      profileRequest = null;
    });
  return profileRequest;
}

function Redirect({ to, clear }: { to: string; clear: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    // Navigate first, clear after: clearing first would re-render this guard as a visitor (a customer on /login
    // would see the login page for a moment instead of being sent to /).
    void Promise.resolve(navigate(to, { replace: true })).then(() => {
      if (clear) clearSession();
    });
  }, [navigate, to, clear]);
  return null;
}

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const decision = decideAccess(access, session);

  useEffect(() => {
    if (decision.action === 'fetch-profile') void fetchProfileOnce();
  }, [decision.action]);

  if (decision.action === 'allow') return children;
  if (decision.action === 'redirect') return <Redirect to={decision.to} clear={decision.clearSession} />;
  return <RemoteLoading placement="page" area="Your account" />;
}
