// The signed-in person's own account: the name, the password, the other sessions. The calls' own success toasts say
// how each went, except the other sessions' count, which the page says.
import { authApi } from '@oja/shared/api';
import { updateUser } from '@oja/shared/session';
import type { AccountNamePayload, ChangePasswordPayload } from '@oja/shared/validation';
import { useMutation } from '@tanstack/react-query';

/** A new name; the greeting and the menu read it from the session at once. */
export function useRenameAccount() {
  return useMutation({
    mutationFn: (input: AccountNamePayload) => authApi.updateProfile(input),
    onSuccess: (user) => updateUser({ name: user.name }),
  });
}

/** The current password, then the new one; the server ends every other session. */
export function useChangeOwnPassword() {
  return useMutation({ mutationFn: (input: ChangePasswordPayload) => authApi.changePassword(input) });
}

export function useEndOtherSessions() {
  return useMutation({ mutationFn: () => authApi.endOtherSessions() });
}
