// Step 3: the application is in. What happens next, and the 7-day support note (the same words as the email). When
// the ID did not reach the server, the step says so first, with another try; when none was chosen, it says where to
// add it: an application without its ID cannot be decided.
import { css } from '@emotion/react';
import { useFocusOnMount } from '@oja/shared/hooks';
import { ErrorState } from '@oja/shared/query';
import { useOjaTheme } from '@oja/shared/theme';
import { Alert, buttonStyles, ListMarker, SupportLink } from '@oja/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ClockMark } from '../icons';

export interface IdUploadState {
  /** An ID was chosen on step 1 (the product does not require one to move on). */
  chosen: boolean;
  uploaded: boolean;
  /** The last try (the first, or a retry) failed. */
  failedAgain: boolean;
  retry: () => Promise<void>;
}

export function ReviewStep({
  businessName,
  email,
  idUpload,
}: {
  businessName: string;
  email: string;
  idUpload: IdUploadState;
}) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const heading = useFocusOnMount<HTMLHeadingElement>();
  // A success after a failure is said too; an upload that worked the first time needs no word.
  const [firstTryFailed] = useState(idUpload.chosen && !idUpload.uploaded);
  const steps = [
    { title: 'Check your inbox', text: `We sent a confirmation and a link to verify ${email}.` },
    { title: 'We review your details', text: 'Our team checks your business, ID and bank details.' },
    { title: 'Start selling', text: 'Once approved, log in to add your menu and receive orders.' },
  ];
  return (
    <section aria-labelledby="review-heading" css={css({ textAlign: 'center', padding: `${space[4]} 0` })}>
      <ClockMark />
      <h1
        id="review-heading"
        ref={heading}
        tabIndex={-1}
        css={css({
          ...theme.text.h2,
          margin: `${space[6]} 0 ${space[2]}`,
          outline: 'none',
          [theme.media.md]: theme.text.h1,
        })}
      >
        Your profile is being reviewed!
      </h1>
      <p css={css({ ...theme.text.body, color: colors.textSecondary, margin: '0 auto', maxWidth: 460 })}>
        Thank you for registering <strong>{businessName}</strong>. We will email you as soon as your application is
        approved.
      </p>
      <IdUploadNotice idUpload={idUpload} firstTryFailed={firstTryFailed} email={email} />
      <NextSteps steps={steps} />
      <SupportNote />
      <div css={css({ display: 'flex', gap: space[3], justifyContent: 'center', flexWrap: 'wrap' })}>
        <ButtonLink to="/" variant="secondary">
          Back to home
        </ButtonLink>
        <ButtonLink to="/login" variant="primary">
          Go to login
        </ButtonLink>
      </div>
    </section>
  );
}

/** What happens next, numbered. */
function NextSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <ol
      css={css({
        listStyle: 'none',
        padding: 0,
        margin: `${space[8]} auto`,
        maxWidth: 460,
        textAlign: 'left',
        display: 'grid',
        gap: space[4],
      })}
    >
      {steps.map((step, index) => (
        <li key={step.title} css={css({ display: 'flex', gap: space[3] })}>
          <ListMarker background={colors.surfaceSunken} color={colors.textSecondary}>
            {index + 1}
          </ListMarker>
          <span>
            <span css={css({ display: 'block', fontWeight: theme.fontWeights.semibold, color: colors.text })}>
              {step.title}
            </span>
            <span css={css({ display: 'block', ...theme.text.bodySm, color: colors.textMuted })}>{step.text}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Where the ID stands: none chosen (where to add it), or a failed upload (another try) and its outcome. */
function IdUploadNotice({
  idUpload,
  firstTryFailed,
  email,
}: {
  idUpload: IdUploadState;
  /** The first upload failed: what follows is said, a success included. */
  firstTryFailed: boolean;
  email: string;
}) {
  const { space } = useOjaTheme();
  const frame = css({ maxWidth: 460, margin: `${space[6]} auto 0`, textAlign: 'left' });
  if (!idUpload.chosen) {
    return (
      <div css={frame}>
        <Alert tone="warning" title="Your application has no ID document yet">
          Our team needs your CAC certificate or national ID to review it. Log in with {email} and your password: the
          page you see then takes your ID.
        </Alert>
      </div>
    );
  }
  if (!firstTryFailed) return null;
  return (
    <div css={frame}>
      {idUpload.uploaded ? (
        <Alert tone="success">Your ID document is uploaded. Thank you.</Alert>
      ) : (
        <ErrorState message="Your ID document did not upload" onRetry={idUpload.retry}>
          Your application is in, but we need your ID to review it. Try again now.
          {idUpload.failedAgain && (
            <>
              {' '}
              If it keeps failing, email your ID from {email} to <SupportLink />.
            </>
          )}
        </ErrorState>
      )}
    </div>
  );
}

/** The 7-day support note, the same words as the email. */
function SupportNote() {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <p
      css={css({
        ...theme.text.bodySm,
        color: colors.warning.fg,
        backgroundColor: colors.warning.bg,
        border: `1px solid ${colors.warning.border}`,
        borderRadius: theme.radii.md,
        padding: `${space[3]} ${space[4]}`,
        margin: `0 auto ${space[8]}`,
        maxWidth: 460,
        textAlign: 'left',
      })}
    >
      If you have not heard from us within 7 days, or your details need changing, contact <SupportLink />.
    </p>
  );
}

/** A link that looks like a button keeps the button's colours, not the links'. */
function ButtonLink({ to, variant, children }: { to: string; variant: 'primary' | 'secondary'; children: string }) {
  const theme = useOjaTheme();
  const color = variant === 'primary' ? theme.colors.onPrimary : theme.colors.text;
  return (
    <Link
      to={to}
      css={[buttonStyles(theme, { variant }), css({ textDecoration: 'none', '&, &:visited, &:hover': { color } })]}
    >
      {children}
    </Link>
  );
}
