// The signed-in person's own account: the name, the password, the other sessions. The calls' own success toasts say
// how each went, except the other sessions' count, which the page says.
import { updateUser } from '@oja/shared/session';
import type { AccountNamePayload, ChangePasswordPayload } from '@oja/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { ownAccountApi } from './calls';

/** A new name; the greeting and the menu read it from the session at once. */
export function useRenameAccount() {
  return useMutation({
    mutationFn: (input: AccountNamePayload) => ownAccountApi.rename(input),
    onSuccess: (user) => updateUser({ name: user.name }),
  });
}

/** The current password, then the new one; the server ends every other session. */
export function useChangeOwnPassword() {
  return useMutation({ mutationFn: (input: ChangePasswordPayload) => ownAccountApi.changePassword(input) });
}

export function useEndOtherSessions() {
  return useMutation({ mutationFn: () => ownAccountApi.endOtherSessions() });
}
