// Who may see a page, decided from the session alone: one pure function that the shell's guards, the standalone
// harness's guards and the tests share, so a page behaves alone as it does on the site. A page's declaration names
// its access level (declaration.ts); what each level means is decided here.
import { DASHBOARD_USER_TYPES } from '@oja/shared/validation';
import type { Access } from './declaration';

export type Decision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string; clearSession: boolean }
  /** A stored merchant without its merchant object: fetch the profile, merge it, decide again. */
  | { action: 'fetch-profile' };

/** The user as the session holds it: what the decision reads of it. */
export interface AccessUser {
  user_type: string;
  merchant?: { verification_status: string } | null;
}

export interface SessionView {
  token: string | null;
  user: AccessUser | null;
}

const allow: Decision = { action: 'allow' };
const APPROVED_ONLY = ['approved'] as const;

function isDashboardUser(user: AccessUser): boolean {
  return (DASHBOARD_USER_TYPES as readonly string[]).includes(user.user_type);
}

export function decideAccess(access: Access, session: SessionView): Decision {
  const { token, user } = session;
  const signedIn = Boolean(token && user);

  if (access.kind === 'public') return allow;

  if (access.kind === 'guest') {
    if (!signedIn || !user) return allow;
    // Spec: a signed-in admin or merchant goes to /dashboard; any other stored user is cleared and sent to /. A
    // merchant that is not approved (an applicant's restricted session) is one too: at /dashboard the guard signs it
    // out and sends it to /login, the product's two rules one after the other.
    return isDashboardUser(user)
      ? { action: 'redirect', to: '/dashboard', clearSession: false }
      : { action: 'redirect', to: '/', clearSession: true };
  }

  if (!signedIn || !user) return { action: 'redirect', to: '/login', clearSession: false };
  if (!(access.roles as readonly string[]).includes(user.user_type))
    return { action: 'redirect', to: '/', clearSession: false };
  if (user.user_type === 'merchant') {
    if (!user.merchant) return { action: 'fetch-profile' };
    // A merchant that is not approved holds a restricted session: only a page that names its status opens.
    const statuses: readonly string[] = access.merchantStatuses ?? APPROVED_ONLY;
    const status = user.merchant.verification_status;
    if (!statuses.includes(status)) {
      // An approved merchant on an applicant's page (an old link) has its dashboard to go to: its session is a
      // full one, not to be ended for that.
      return status === 'approved'
        ? { action: 'redirect', to: '/dashboard', clearSession: false }
        : { action: 'redirect', to: '/login', clearSession: true };
    }
  }
  return allow;
}
