// The sign-in action: the call, the session (Remember me: docs/product/server-rules.md) and where the answer leads.
import { authApi, type LoginResult } from '@oja/shared/api';
import { signIn } from '@oja/shared/session';
import { toast } from '@oja/shared/toast';
import type { LoginPayload } from '@oja/shared/validation';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLoginMutation, useRevokeTokenMutation } from '../data/auth';
import { isAccessDenied, type LoginOutcome, loginOutcome } from '../lib/login-outcome';

export type ReviewScreen = Extract<LoginOutcome, { kind: 'pending' | 'rejected' }>;

export function useLogin() {
  const navigate = useNavigate();
  const [review, setReview] = useState<ReviewScreen | null>(null);
  const { mutateAsync } = useLoginMutation();
  const { mutate: revoke } = useRevokeTokenMutation();

  /** Runs the call; the form shows its errors (422 under the fields, the rest as a toast). */
  const login = useCallback((payload: LoginPayload) => mutateAsync(payload), [mutateAsync]);

  const onSuccess = useCallback(
    (result: LoginResult, remember: boolean) => {
      const outcome = loginOutcome(result.user);
      if (outcome.kind === 'dashboard') {
        signIn(result.token, result.user, { remember });
        toast.success(authApi.login.successMessage ?? 'Login successful!');
        void navigate('/dashboard', { replace: true });
        return;
      }
      // No session for anyone else: the token the server just issued is revoked at once rather than left alive
      // unused. A failure there changes nothing for the person, so it is not shown.
      revoke(result.token);
      if (outcome.kind === 'home') void navigate('/', { replace: true });
      else setReview(outcome);
    },
    [navigate, revoke],
  );

  const onError = useCallback(
    (error: unknown) => {
      if (isAccessDenied(error)) void navigate('/', { replace: true });
    },
    [navigate],
  );

  return { login, onSuccess, onError, review, closeReview: () => setReview(null) };
}
