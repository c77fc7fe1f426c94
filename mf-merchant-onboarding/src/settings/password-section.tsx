// Password: the current one, then the new one with the reset's rules. The server ends every other session.

import { useForm } from '@oja/shared/forms';
import { Button, PasswordField } from '@oja/shared/ui';
import type { ChangePasswordInput } from '@oja/shared/validation';
import { changePasswordSchema } from '@oja/shared/validation';
import { useChangePassword } from '../data/settings';
import { FormActions, Section } from './section';

const EMPTY: ChangePasswordInput = { current_password: '', password: '', password_confirmation: '' };

export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm({
    schema: changePasswordSchema,
    initialValues: EMPTY,
    onSubmit: (output) => change.mutateAsync(output),
    onSuccess: () => form.reset(),
  });
  return (
    <Section
      id="password"
      title="Password"
      intro="Use 8 or more characters with upper and lower case letters, a number and one of @$!%*?&. Changing it signs you out everywhere else."
    >
      <form noValidate aria-label="Change password" onSubmit={form.handleSubmit}>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          toggleLabels={{ show: 'Show current password', hide: 'Hide current password' }}
          required
          {...form.field('current_password')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          toggleLabels={{ show: 'Show new password', hide: 'Hide new password' }}
          required
          {...form.field('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          toggleLabels={{ show: 'Show password confirmation', hide: 'Hide password confirmation' }}
          required
          {...form.field('password_confirmation')}
        />
        <FormActions>
          <Button type="submit" busy={form.isSubmitting} busyLabel="Changing...">
            Change password
          </Button>
        </FormActions>
      </form>
    </Section>
  );
}
