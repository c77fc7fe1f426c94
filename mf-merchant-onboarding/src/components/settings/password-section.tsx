// Password: the current one, then the new one with the reset's rules. The server ends every other session.
import { CHANGE_PASSWORD_INTRO, ChangePasswordForm, FormActions } from '@oja/shared/forms';
import { useChangePassword } from '../../data/settings';
import { Section } from './section';

export function PasswordSection() {
  const change = useChangePassword();
  return (
    <Section id="password" title="Password" intro={CHANGE_PASSWORD_INTRO}>
      <ChangePasswordForm onSubmit={change.mutateAsync} actions={(submit) => <FormActions>{submit}</FormActions>} />
    </Section>
  );
}
