// A signed-in person's password change, as every Settings page asks it: the current password, then the new one twice
// with the reset's rules. The page sends it with its own call and lays out the row its submit button stands in.
import { Button, PasswordField } from '@oja/shared/ui';
import { type ChangePasswordInput, type ChangePasswordPayload, changePasswordSchema } from '@oja/shared/validation';
import type { ReactNode } from 'react';
import { useForm } from './use-form';

export const CHANGE_PASSWORD_INTRO =
  'Use 8 or more characters with upper and lower case letters, a number and one of @$!%*?&. Changing it signs you out everywhere else.';

const EMPTY: ChangePasswordInput = { current_password: '', password: '', password_confirmation: '' };

/** The three fields, in the order asked: each one's label, what a password manager fills, and its toggle's names. */
const FIELDS = [
  ['current_password', 'Current password', 'current-password', 'current password'],
  ['password', 'New password', 'new-password', 'new password'],
  ['password_confirmation', 'Confirm new password', 'new-password', 'password confirmation'],
] as const satisfies readonly (readonly [keyof ChangePasswordInput, string, string, string])[];

export interface ChangePasswordFormProps {
  /** Sends the change; the form empties itself once it resolves, and shows a refusal at its field. */
  onSubmit: (payload: ChangePasswordPayload) => Promise<unknown>;
  /** The page's own button row around the submit button. */
  actions: (submit: ReactNode) => ReactNode;
}

export function ChangePasswordForm({ onSubmit, actions }: ChangePasswordFormProps) {
  const form = useForm({
    schema: changePasswordSchema,
    initialValues: EMPTY,
    onSubmit,
    onSuccess: () => form.reset(),
  });
  return (
    <form noValidate aria-label="Change password" onSubmit={form.handleSubmit}>
      {FIELDS.map(([name, label, autoComplete, toggled]) => (
        <PasswordField
          key={name}
          label={label}
          autoComplete={autoComplete}
          toggleLabels={{ show: `Show ${toggled}`, hide: `Hide ${toggled}` }}
          required
          {...form.field(name)}
        />
      ))}
      {actions(
        <Button type="submit" busy={form.isSubmitting} busyLabel="Changing...">
          Change password
        </Button>,
      )}
    </form>
  );
}
