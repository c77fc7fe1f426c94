// Every request of sign-in and password reset, declared once. The forms (`@oja/shared/forms`) run them and show
// their outcome: 422 messages under the fields, other failures as the shared error toast, the calls' own
// success toasts ("Reset link sent to your email!", "Code verified successfully!", ...).
import { authApi } from '@oja/shared/api';
import { useMutation } from '@tanstack/react-query';
import { accountApi } from './calls';

type InputOf<TCall extends (input: never) => unknown> = Parameters<TCall>[0];

/** Signs in; silent, since what follows depends on who signed in (see hooks/use-login). */
export function useLoginMutation() {
  return useMutation({
    mutationFn: (payload: Parameters<typeof authApi.login>[0]) => authApi.login(payload, { silent: true }),
  });
}

/** Revokes a token the server issued to someone this web app does not keep signed in; a failure changes nothing. */
export function useRevokeTokenMutation() {
  return useMutation({
    mutationFn: (token: string) => authApi.logout(undefined, { token, silent: true }).catch(() => undefined),
  });
}

/** Sends a reset code to the email (also "Resend code"). */
export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: (email: string) => accountApi.forgotPassword({ email }) });
}

export function useVerifyResetCodeMutation() {
  return useMutation({
    mutationFn: (input: InputOf<typeof accountApi.verifyResetCode>) => accountApi.verifyResetCode(input),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (input: InputOf<typeof accountApi.resetPassword>) => accountApi.resetPassword(input),
  });
}

/** Sends the verification mail again; the page says it went, so no toast. */
export function useResendVerificationMutation() {
  return useMutation({ mutationFn: (email: string) => accountApi.resendVerification({ email }, { silent: true }) });
}
