// Step 2, "Check your email": the five boxes and "Verify Code". The code is checked, not used up: step 4 sends it
// again with the new password.
import { css } from '@emotion/react';
import { useForm } from '@oja/shared/forms';
import { useInterval } from '@oja/shared/hooks';
import { useOjaTheme } from '@oja/shared/theme';
import { Button } from '@oja/shared/ui';
import { RESET_CODE_LENGTH, verifyResetCodeSchema } from '@oja/shared/validation';
import { useState } from 'react';
import { useForgotPasswordMutation, useVerifyResetCodeMutation } from '../../data/auth';
import { AuthForm, AuthHeading } from '../auth-layout';
import { CodeInputs } from '../code-inputs';

/** Seconds before another code may be asked for: long enough that a slow mail is not answered with a new one. */
export const RESEND_AFTER_SECONDS = 30;

const emptyDigits = () => Array.from({ length: RESET_CODE_LENGTH }, () => '');

interface CodeStepProps {
  email: string;
  onVerified: (code: string) => void;
  onChangeEmail: () => void;
}

export function CodeStep({ email, onVerified, onChangeEmail }: CodeStepProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const [digits, setDigits] = useState(emptyDigits);
  const [wait, setWait] = useState(RESEND_AFTER_SECONDS);
  const verify = useVerifyResetCodeMutation();
  const sendCode = useForgotPasswordMutation();
  useInterval(() => setWait((seconds) => Math.max(0, seconds - 1)), wait > 0 ? 1000 : null);

  const form = useForm({
    schema: verifyResetCodeSchema,
    initialValues: { email, reset_code: '' },
    validateOnBlur: 'none',
    onSubmit: async (output) => {
      await verify.mutateAsync(output);
      return output.reset_code;
    },
    onSuccess: onVerified,
  });

  const changeDigits = (next: string[]) => {
    setDigits(next);
    form.setValue('reset_code', next.join(''));
  };

  const resend = () =>
    sendCode.mutate(email, {
      onSuccess: () => {
        changeDigits(emptyDigits());
        setWait(RESEND_AFTER_SECONDS);
      },
      // A failure has shown the call's error toast; the person may try again.
    });
  const resending = sendCode.isPending;

  const textButton = css({
    ...theme.text.bodySm,
    background: 'none',
    border: 0,
    padding: `${space[2]} 0`,
    cursor: 'pointer',
    color: colors.primaryText,
    fontWeight: theme.fontWeights.semibold,
    borderRadius: theme.radii.sm,
    '&:hover:not(:disabled)': { textDecoration: 'underline' },
    '&:disabled': { color: colors.textMuted, cursor: 'default', fontWeight: theme.fontWeights.regular },
  });

  return (
    <>
      <AuthHeading title="Check your email">
        We sent a 5-digit code to <strong css={css({ color: colors.text, overflowWrap: 'anywhere' })}>{email}</strong>.
        It expires in 10 minutes.
      </AuthHeading>
      <AuthForm onSubmit={form.handleSubmit} gap={6}>
        <CodeInputs
          label="Reset code"
          digits={digits}
          onChange={changeDigits}
          error={form.errors.reset_code}
          disabled={form.isSubmitting}
          autoFocus
        />
        <Button type="submit" size="lg" fullWidth busy={form.isSubmitting} busyLabel="Verifying...">
          Verify Code
        </Button>
      </AuthForm>
      <div
        css={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: space[2],
          marginTop: space[4],
        })}
      >
        <button type="button" css={textButton} onClick={onChangeEmail}>
          Use a different email
        </button>
        <button type="button" css={textButton} onClick={() => void resend()} disabled={wait > 0 || resending}>
          {wait > 0 ? `Resend code in ${wait}s` : resending ? 'Sending...' : 'Resend code'}
        </button>
      </div>
    </>
  );
}
