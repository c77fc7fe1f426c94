// Where a sign-in leads (docs/product/screens.md, Login; docs/product/server-rules.md, After sign-in), decided from
// the answer alone so the rules are one pure function the page and the tests share.
import type { User } from '@oja/shared/api';

export type LoginOutcome =
  /** Keep the session and go to /dashboard: admins and approved merchants. */
  | { kind: 'dashboard' }
  /** No session: the "Welcome back!" review screen (which checks the merchant's ID document). */
  | { kind: 'pending'; businessName: string | null; merchantId: number; unverifiedEmail: string | null }
  /**
   * No session yet: the screen with the admin's reason, which leads to the application area (a restricted session
   * that opens only the merchant's own application).
   */
  | { kind: 'rejected'; businessName: string | null; reason: string | null; unverifiedEmail: string | null }
  /** No session (the server opens nothing else to it): the screen with the reason of the suspension and support. */
  | { kind: 'suspended'; businessName: string | null; reason: string | null; unverifiedEmail: string | null }
  /** No session: a customer or a rider (any user type this web app does not sign in). They go to /. */
  | { kind: 'app-user' };

export function loginOutcome(user: User): LoginOutcome {
  if (user.user_type === 'admin') return { kind: 'dashboard' };
  if (user.user_type !== 'merchant') return { kind: 'app-user' };
  const merchant = user.merchant;
  // A merchant answer always carries its merchant; without one the dashboard's guard fetches the profile and
  // decides (docs/product/screens.md, "The route guard"), so nothing is decided on a guess here.
  if (!merchant) return { kind: 'dashboard' };
  const businessName = merchant.business_name || null;
  // Every review screen offers a new verification mail to an address still unverified.
  const unverifiedEmail = user.email_verified_at ? null : user.email;
  switch (merchant.verification_status) {
    case 'approved':
      return { kind: 'dashboard' };
    case 'rejected':
      return { kind: 'rejected', businessName, reason: merchant.rejection_reason?.trim() || null, unverifiedEmail };
    case 'suspended':
      return { kind: 'suspended', businessName, reason: merchant.suspension_reason?.trim() || null, unverifiedEmail };
    default:
      return { kind: 'pending', businessName, merchantId: merchant.id, unverifiedEmail };
  }
}

/** The server refuses customers and riders with "Access denied: ...": they are app users (see `app-user`). */
export function isAccessDenied(error: unknown): boolean {
  if (error instanceof Error && error.message.includes('Access denied')) return true;
  if (typeof error === 'string') return error.includes('Access denied');
  return false;
}
