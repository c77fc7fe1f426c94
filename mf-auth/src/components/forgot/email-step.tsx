// Step 1: the email the code goes to. Button "Reset Password"; the toast "Reset link sent to your email!" comes
// with the call.
import { css } from '@emotion/react';
import { useForm } from '@oja/shared/forms';
import { useOjaTheme } from '@oja/shared/theme';
import { Button } from '@oja/shared/ui';
import { forgotPasswordSchema } from '@oja/shared/validation';
import { Link } from 'react-router-dom';
import { useForgotPasswordMutation } from '../../data/auth';
import { AuthForm, AuthHeading } from '../auth-layout';
import { SignInEmailField } from '../sign-in-email-field';

export function EmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const sendCode = useForgotPasswordMutation();
  const form = useForm({
    schema: forgotPasswordSchema,
    initialValues: { email: initialEmail },
    validateOnBlur: ['email'],
    onSubmit: async (output) => {
      await sendCode.mutateAsync(output.email);
      return output.email;
    },
    onSuccess: onSent,
  });
  return (
    <>
      <AuthHeading title="Forgot password?">
        Enter the email you sign in with and we will send you a 5-digit code to reset your password.
      </AuthHeading>
      <AuthForm onSubmit={form.handleSubmit}>
        <SignInEmailField {...form.field('email')} />
        <Button type="submit" size="lg" fullWidth busy={form.isSubmitting} busyLabel="Sending code...">
          Reset Password
        </Button>
        <p css={css({ ...theme.text.bodySm, color: colors.textMuted, textAlign: 'center', margin: `${space[2]} 0 0` })}>
          Remembered it?{' '}
          <Link
            to="/login"
            css={css({
              color: colors.primaryText,
              fontWeight: theme.fontWeights.semibold,
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
            })}
          >
            Back to login
          </Link>
        </p>
      </AuthForm>
    </>
  );
}
