// Sign-in, sign-out, the signed-in user, and email verification.
import { endpoints } from '@oja/shared/contract';
import type { VerificationStatus } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import { answerDone, success } from '../../http/envelope';
import { linkResultPage, pageOnInvalid, sendPage } from '../../http/page';
import type { RouteLimit } from '../../http/route';
import { toUser } from '../../present';
import { apiModule, type RouteGroup } from '../module';
import { authService } from './service';
import { signOutRoute } from './sign-out';

/**
 * What comes next after the verification link, by where the merchant's application stands (an admin, or a user
 * with no merchant, reads the approved line): a verified email does not open the dashboard while the application
 * awaits review. Any other status says only where to look.
 */
export function verifiedHint(status: VerificationStatus | null): string {
  switch (status) {
    case null:
    case 'approved':
      return 'You can now sign in to your dashboard.';
    case 'pending':
      return (
        'Your merchant application is still awaiting review. We will email you as soon as it is approved, and ' +
        'then you can sign in to your dashboard.'
      );
    case 'rejected':
      return 'Sign in to read the review team’s decision on your merchant application.';
    default:
      return 'Sign in to see where your merchant account stands.';
  }
}

/** What the module's groups of routes share: its service and its limits, built once. */
function scopeOf(ctx: AppContext) {
  const auth = authService(ctx);
  const limits = ctx.settings.rateLimits;
  const loginLimit: RouteLimit = { name: 'login', rule: limits.login.perIp, per: 'ip' };
  const verificationLimit: RouteLimit = {
    name: 'email-verification',
    rule: limits.emailVerification.perIp,
    per: 'ip',
  };
  return { auth, limits, loginLimit, verificationLimit };
}

type Group = RouteGroup<ReturnType<typeof scopeOf>>;

/** Sign-in, sign-out and the signed-in account. */
const signInRoutes: Group = (route, { auth, limits, loginLimit }, ctx) => {
  route(endpoints.auth.login, {
    access: 'public',
    summary: 'Sign in with email and password',
    description:
      'Answers a bearer token and the user (with its merchant object). Wrong credentials: 422 with `errors.email`. ' +
      'Customers and riders: 403 `Access denied: ...`. Pending, rejected and suspended merchants do sign in (the ' +
      "answer carries their status and reason); the client decides. A suspended merchant's token opens only the " +
      'profile and sign-out.',
    limits: [loginLimit],
    failures: { 403: 'Not a dashboard user type', 422: 'Invalid input or credentials', 429: 'Too many attempts' },
    handler: async ({ body, request }) => success('Login successful!', await auth.login(body, request.ip)),
  });

  route(endpoints.auth.logout, {
    access: 'session',
    failures: { 401: 'No valid token' },
    ...signOutRoute(auth.logout),
  });

  route(endpoints.auth.profile, {
    access: 'session',
    summary: 'The signed-in user with its merchant object',
    description:
      'For a merchant, `merchant.verification_status` with `merchant.rejection_reason` or ' +
      '`merchant.suspension_reason` says where it stands.',
    failures: { 401: 'No valid token' },
    async handler({ principal }) {
      const { user, merchant } = principal;
      return success('Profile retrieved successfully', toUser(user, merchant, ctx.urls));
    },
  });

  route(endpoints.auth.changePassword, {
    access: 'authenticated',
    summary: "Change the signed-in user's password",
    description:
      "The current password, then the new one with the reset's rules. Every other session of the user ends at " +
      "once; this token stays valid. A mail tells the account's owner.",
    limits: [{ name: 'password-changes', rule: limits.login.failures.perEmailAndIp, per: 'account' }],
    failures: {
      401: 'No valid token',
      403: 'A suspended merchant, or an upload token',
      422: 'Invalid field, the current password wrong, or the new one the same',
      429: 'Too many attempts',
    },
    handler: answerDone('Password changed successfully!', ({ principal, body }) =>
      auth.changePassword(principal, body),
    ),
  });

  route(endpoints.auth.updateProfile, {
    access: 'authenticated',
    summary: "Change the signed-in user's own name",
    failures: { 401: 'No valid token', 403: 'A suspended merchant, or an upload token', 422: 'Invalid name' },
    async handler({ principal, body }) {
      const user = await auth.rename(principal, body.name);
      return success('Profile updated successfully!', toUser(user, principal.merchant, ctx.urls));
    },
  });

  route(endpoints.auth.endOtherSessions, {
    access: 'authenticated',
    summary: 'End every other session of the signed-in user',
    description: 'This token stays valid. A request with an ended token is answered 401 saying why.',
    failures: { 401: 'No valid token', 403: 'A suspended merchant, or an upload token' },
    async handler({ principal }) {
      const ended = await auth.endOtherSessions(principal);
      return success(ended === 1 ? '1 other session signed out' : `${ended} other sessions signed out`, { ended });
    },
  });
};

/** The email verification: the form, the mailed link, a new mail. */
const verificationRoutes: Group = (route, { auth, verificationLimit }) => {
  route(endpoints.auth.verifyEmail, {
    access: 'public',
    summary: 'Verify an email address with the token from the verification mail',
    limits: [verificationLimit],
    failures: { 422: 'Invalid input, or the token is wrong, used or expired', 429: 'Too many attempts' },
    handler: answerDone('Email verified successfully!', ({ body }) => auth.verifyEmail(body.email, body.token)),
  });

  route(endpoints.auth.verifyEmailLink, {
    access: 'public',
    summary: 'The link in the verification mail: verifies and shows a page',
    limits: [verificationLimit],
    errorHandler: pageOnInvalid((message) => ({
      ok: false,
      title: 'Verification failed',
      message,
      hint: 'Sign in and ask for a new verification email, or contact support if this keeps happening.',
    })),
    async handler({ query, reply }) {
      const application = await auth.verifyEmail(query.email, query.token);
      return sendPage(
        reply,
        linkResultPage({
          ok: true,
          title: 'Email verified',
          message: 'Your email address is verified. Thank you!',
          hint: verifiedHint(application),
        }),
      );
    },
  });

  route(endpoints.auth.resendVerification, {
    access: 'public',
    summary: 'Send the verification mail again',
    description: 'The answer is the same whether or not an account exists for the email.',
    limits: [verificationLimit],
    failures: { 422: 'Invalid email', 429: 'Too many attempts' },
    async handler({ body, request }) {
      await auth.resendVerification(body.email, request.ip);
      return success(
        'If an account with this email still needs verifying, a new verification email is on its way.',
        null,
      );
    },
  });
};

export const authModule = apiModule('Auth', scopeOf, [signInRoutes, verificationRoutes]);
