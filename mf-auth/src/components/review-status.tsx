// What a merchant whose application is not approved, or whose account is suspended, sees after signing in
// (docs/product/screens.md, "Login"; docs/product/server-rules.md, "After sign-in"): no session is kept, only where
// the review stands (or why the account is suspended), what the application still lacks, and whom to write to.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Alert, Button, Icon, SupportLink } from '@oja/shared/ui';
import type { ReactNode } from 'react';
import { AuthCard } from './auth-layout';
import { StatusCircle, StatusTitle } from './status-circle';

type Status = 'pending' | 'rejected' | 'suspended';

function StatusIcon({ tone }: { tone: Status }) {
  const theme = useOjaTheme();
  return (
    <StatusCircle tone={tone === 'pending' ? theme.colors.warning : theme.colors.error}>
      {tone === 'suspended' ? (
        <Icon size={28}>
          <circle cx="12" cy="12" r="9" />
          <path d="M10 9v6M14 9v6" />
        </Icon>
      ) : tone === 'pending' ? (
        <Icon size={28}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </Icon>
      ) : (
        <Icon size={28}>
          <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
          <path d="M14 3v5h5M10 12l4 4M14 12l-4 4" />
        </Icon>
      )}
    </StatusCircle>
  );
}

function SupportNote() {
  const theme = useOjaTheme();
  return (
    <p css={css({ ...theme.text.bodySm, color: theme.colors.textMuted, margin: 0 })}>
      If you have not received an email after 7 days, or your details need changing, please contact support at{' '}
      <SupportLink color={theme.colors.primaryText} />.
    </p>
  );
}

const TITLES: Record<Status, string> = {
  pending: 'Welcome back!',
  rejected: 'Your application was not approved',
  suspended: 'Your merchant account is suspended',
};

interface ReviewStatusProps {
  status: Status;
  businessName: string | null;
  reason?: string | null;
  onBack: () => void;
  /**
   * Under the screen's text: what the application still lacks (a missing ID), the way to the application area (a
   * rejected merchant), a new verification mail (an address still unverified).
   */
  children?: ReactNode;
}

export function ReviewStatus({ status, businessName, reason, onBack, children }: ReviewStatusProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const business = businessName ? <strong css={css({ color: colors.text })}>{businessName}</strong> : 'your business';
  return (
    <AuthCard>
      <div css={css({ display: 'flex', flexDirection: 'column', gap: space[5] })}>
        <StatusIcon tone={status} />
        <StatusTitle>{TITLES[status]}</StatusTitle>
        {status === 'pending' ? (
          <>
            <p css={css({ ...theme.text.body, color: colors.textSecondary, margin: 0 })}>
              Your merchant account for {business} is being reviewed. We will send you an email as soon as it is
              approved, and then you can sign in to your dashboard.
            </p>
            {children}
            <SupportNote />
          </>
        ) : status === 'suspended' ? (
          <>
            <p css={css({ ...theme.text.body, color: colors.textSecondary, margin: 0 })}>
              The merchant account of {business} is suspended, so you cannot use your dashboard until it is reinstated.
            </p>
            <Alert tone="error" title="Reason given by our team">
              {reason ?? 'No reason was given.'}
            </Alert>
            <p css={css({ ...theme.text.bodySm, color: colors.textMuted, margin: 0 })}>
              To answer this or ask for your account to be reinstated, please contact support at{' '}
              <SupportLink color={colors.primaryText} />.
            </p>
            {children}
          </>
        ) : (
          <>
            <p css={css({ ...theme.text.body, color: colors.textSecondary, margin: 0 })}>
              We reviewed the merchant application for {business} and could not approve it.
            </p>
            <Alert tone="error" title="Reason given by our review team">
              {reason ?? 'No reason was given.'}
            </Alert>
            <p css={css({ ...theme.text.body, color: colors.textSecondary, margin: 0 })}>
              You can correct your business details and replace your documents, then send the application again.
            </p>
            {children}
            <SupportNote />
          </>
        )}
        <Button variant="secondary" fullWidth onClick={onBack}>
          Back to login
        </Button>
      </div>
    </AuthCard>
  );
}
