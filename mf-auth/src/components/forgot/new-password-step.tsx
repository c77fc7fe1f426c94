// Step 4: the new password twice, each with a show/hide toggle; "Update Password". The call is made only when
// the pair is valid and equal (docs/product/rules.md, "States and transitions"); on success the person goes to /login.
import { css } from '@emotion/react';
import { ApiError } from '@oja/shared/api';
import { useForm } from '@oja/shared/forms';
import { useOjaTheme } from '@oja/shared/theme';
import { Alert, Button, PasswordField } from '@oja/shared/ui';
import { newPasswordSchema } from '@oja/shared/validation';
import { useState } from 'react';
import { useResetPasswordMutation } from '../../data/auth';
import { AuthForm, AuthHeading } from '../auth-layout';

interface NewPasswordStepProps {
  email: string;
  code: string;
  onUpdated: () => void;
  onRestart: () => void;
}

export function NewPasswordStep({ email, code, onUpdated, onRestart }: NewPasswordStepProps) {
  const theme = useOjaTheme();
  const { space } = theme;
  const [codeFailed, setCodeFailed] = useState(false);
  const reset = useResetPasswordMutation();
  const form = useForm({
    schema: newPasswordSchema,
    initialValues: { password: '', password_confirmation: '' },
    validateOnBlur: 'all',
    onSubmit: (output) => reset.mutateAsync({ email, reset_code: code, ...output }),
    onSuccess: onUpdated,
    onError: (error) => {
      // The code expired or was used up meanwhile: only a new code helps.
      if (error instanceof ApiError && error.errors?.reset_code) setCodeFailed(true);
    },
  });
  return (
    <>
      <AuthHeading title="Set a new password">
        Choose a strong password you have not used before. You will sign in with it from now on.
      </AuthHeading>
      {codeFailed && (
        <Alert
          tone="error"
          title="Your reset code is no longer valid"
          action={
            <Button variant="secondary" size="sm" onClick={onRestart}>
              Request a new code
            </Button>
          }
          css={css({ marginBottom: space[4] })}
        >
          Codes work once and expire after 10 minutes.
        </Alert>
      )}
      <AuthForm onSubmit={form.handleSubmit}>
        <PasswordField
          {...form.field('password')}
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&."
          required
          reserveErrorSpace
        />
        <PasswordField
          {...form.field('password_confirmation')}
          label="Confirm new password"
          autoComplete="new-password"
          toggleLabels={{ show: 'Show password confirmation', hide: 'Hide password confirmation' }}
          required
          reserveErrorSpace
        />
        <Button type="submit" size="lg" fullWidth busy={form.isSubmitting} busyLabel="Updating...">
          Update Password
        </Button>
      </AuthForm>
    </>
  );
}
