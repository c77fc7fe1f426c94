// After "Resubmit application" (and on a later visit while the review runs): the application is back with the
// review team, a confirmation mail is on its way, and the way out.
import { css } from '@emotion/react';
import type { Merchant } from '@oja/shared/api';
import { useFocusOnMount } from '@oja/shared/hooks';
import { useOjaTheme } from '@oja/shared/theme';
import { Button, SupportLink } from '@oja/shared/ui';
import { ClockMark } from '../icons';

/** The applicant, and the way out of its restricted session. */
export interface ApplicantProps {
  merchant: Merchant;
  onSignOut: () => void;
  signingOut: boolean;
}

export function ApplicationSent({ merchant, onSignOut, signingOut }: ApplicantProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const inReview = merchant.verification_status === 'pending';
  return (
    <section aria-labelledby="sent-heading" css={css({ textAlign: 'center', padding: `${space[4]} 0` })}>
      <ClockMark />
      <h1
        id="sent-heading"
        ref={heading}
        tabIndex={-1}
        css={css({ ...theme.text.h2, margin: `${space[5]} 0 ${space[2]}`, color: colors.text, outline: 'none' })}
      >
        {inReview ? 'Your application is back in review' : 'Your application is no longer open to changes'}
      </h1>
      <p css={css({ ...theme.text.body, color: colors.textSecondary, margin: `0 0 ${space[5]}` })}>
        {inReview ? (
          <>
            Thank you. The corrected application for <strong>{merchant.business_name}</strong> is with our review team,
            and we emailed you a confirmation. We will email you as soon as it is reviewed.
          </>
        ) : (
          'Sign out, then sign in again to see where your account stands.'
        )}
      </p>
      <p css={css({ ...theme.text.bodySm, color: colors.textMuted, margin: `0 0 ${space[6]}` })}>
        If you have not heard from us within 7 days, please contact support at{' '}
        <SupportLink color={colors.primaryText} />.
      </p>
      <Button variant="secondary" busy={signingOut} busyLabel="Signing out..." onClick={onSignOut}>
        Sign out
      </Button>
    </section>
  );
}
