// The sign-in action: the call, the session (Remember me: docs/product/server-rules.md) and where the answer leads.
import { authApi, type LoginResult, type User } from '@oja/shared/api';
import { type SessionEnd, sessionStore, signIn } from '@oja/shared/session';
import { toast } from '@oja/shared/toast';
import type { LoginPayload } from '@oja/shared/validation';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLoginMutation, useRevokeTokenMutation } from '../data/auth';
import { isAccessDenied, type LoginOutcome, loginOutcome } from '../lib/login-outcome';

/**
 * Said on / to a customer or a rider, whom the product sends there (docs/product/screens.md, Login): this web app is
 * not theirs, and nothing is wrong with their password.
 */
export const APP_USER_NOTICE =
  'Customers use the Oja mobile app (coming soon). This website is for merchants and the Oja team, so you have not been signed in.';

/**
 * What the page shows instead of the form after a sign-in that keeps no session (yet). A pending merchant's screen
 * carries the sign-in's token, in memory only, for its ID check (components/id-document-request); a rejected
 * merchant's carries it with the user, to hand over to the restricted session of its application area
 * (components/application-link); nobody else's does.
 */
export type ReviewScreen =
  | (Extract<LoginOutcome, { kind: 'pending' }> & { token: string })
  | (Extract<LoginOutcome, { kind: 'rejected' }> & { token: string; user: User })
  | Extract<LoginOutcome, { kind: 'suspended' }>;

/** The server's answer to a sign-in, or `refused` when it refused this user type ("Access denied"). */
export type LoginAnswer = LoginResult | 'refused';

/** The dashboard page a session the server ended was on, if it was this person's (anything else: none). */
export function returnPath(ended: SessionEnd | null | undefined, email: string): string | null {
  if (!ended?.from || ended.email?.toLowerCase() !== email.toLowerCase()) return null;
  return /^\/dashboard(\/|\?|$)/.test(ended.from) ? ended.from : null;
}

export function useLogin() {
  const navigate = useNavigate();
  const [review, setReview] = useState<ReviewScreen | null>(null);
  const { mutateAsync } = useLoginMutation();
  const { mutate: revoke } = useRevokeTokenMutation();

  /** A customer or a rider goes to / (the product's rule), where a toast says why, with nothing stored. */
  const leaveForHome = useCallback(() => {
    toast.info(APP_USER_NOTICE);
    void navigate('/', { replace: true });
  }, [navigate]);

  /**
   * Runs the call; the form shows its errors (422 under the fields, the rest as a toast). A refusal of the user type
   * is not an error to the person (they typed the right password): it becomes an answer, so no error toast is raised,
   * and / explains.
   */
  const login = useCallback(
    (payload: LoginPayload): Promise<LoginAnswer> =>
      mutateAsync(payload).catch((error: unknown) => {
        if (isAccessDenied(error)) return 'refused' as const;
        throw error;
      }),
    [mutateAsync],
  );

  const onSuccess = useCallback(
    (answer: LoginAnswer, remember: boolean) => {
      if (answer === 'refused') {
        leaveForHome();
        return;
      }
      const result = answer;
      const outcome = loginOutcome(result.user);
      if (outcome.kind === 'app-user') {
        // The server refuses these types itself; a token it issued anyway goes straight back.
        revoke(result.token);
        leaveForHome();
        return;
      }
      if (outcome.kind === 'dashboard') {
        // Back to the page a session the server ended was on, when the same person signs in again there.
        const back = returnPath(sessionStore.getState().ended, result.user.email);
        signIn(result.token, result.user, { remember });
        toast.success(authApi.login.successMessage ?? 'Login successful!');
        if (back === null) {
          void navigate('/dashboard', { replace: true });
          return;
        }
        // The shell's guard sends a signed-in person away from this page to /dashboard as soon as the session
        // changes; leading back comes after that, in a task of its own, so it is the navigation that stands.
        setTimeout(() => void navigate(back, { replace: true }), 0);
        return;
      }
      if (outcome.kind === 'pending') {
        // No session: the review screen holds the token while it checks the ID, and revokes it when done.
        setReview({ ...outcome, token: result.token });
        return;
      }
      if (outcome.kind === 'rejected') {
        // No session until the merchant opens its application area; the screen revokes the token if it never does.
        setReview({ ...outcome, token: result.token, user: result.user });
        return;
      }
      // No session for anyone else: the token the server just issued is revoked at once rather than left alive
      // unused. A failure there changes nothing for the person, so it is not shown.
      revoke(result.token);
      setReview(outcome);
    },
    [navigate, revoke, leaveForHome],
  );

  return { login, onSuccess, review, closeReview: () => setReview(null) };
}
