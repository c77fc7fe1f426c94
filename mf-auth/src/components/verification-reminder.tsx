// On the review screen of a pending merchant whose email is not verified yet: the way to get a new verification
// mail (the link lasts 24 hours, and the page of a dead link tells the person to sign in and ask for another).
import { css } from '@emotion/react';
import { getErrorMessage } from '@oja/shared/api';
import { useOjaTheme } from '@oja/shared/theme';
import { Alert, Button } from '@oja/shared/ui';
import { useResendVerificationMutation } from '../data/auth';
import { accountApi } from '../data/calls';

export const RESENT_MESSAGE = accountApi.resendVerification.successMessage ?? 'Verification email sent successfully!';

export function VerificationReminder({ email }: { email: string }) {
  const theme = useOjaTheme();
  const resend = useResendVerificationMutation();
  if (resend.isSuccess) return <Alert tone="success">{RESENT_MESSAGE}</Alert>;
  return (
    // The button sits under the words, not beside them: the card is narrow at every width.
    <Alert tone={resend.isError ? 'error' : 'info'} title="Your email address is not verified yet">
      <p css={css({ margin: 0 })}>
        {resend.isError ? (
          getErrorMessage(resend.error)
        ) : (
          <>
            {/* A long address breaks anywhere rather than push the card wider than a phone. */}
            Open the link we sent to <span css={css({ overflowWrap: 'anywhere' })}>{email}</span>. If it has expired or
            did not arrive, we can send a new one.
          </>
        )}
      </p>
      <Button
        variant="secondary"
        size="sm"
        busy={resend.isPending}
        onClick={() => resend.mutate(email)}
        css={css({ marginTop: theme.space[3] })}
      >
        Send a new verification email
      </Button>
    </Alert>
  );
}
