// /merchant/application: the restricted area of a rejected merchant, which holds only its application. It reads the
// review team's reason, corrects its business details, adds a new ID and sends the application again; then it reads
// that the application is back in review. The session that opens it is the applicant's restricted one (the server
// lets its token read and change only the merchant's own application); signing out ends it.
import { css } from '@emotion/react';
import { authApi, getErrorMessage } from '@oja/shared/api';
import { ErrorState, LoadingState } from '@oja/shared/query';
import { clearSession, useSession } from '@oja/shared/session';
import { useOjaTheme } from '@oja/shared/theme';
import { Button } from '@oja/shared/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApplicationForm } from '../components/application/application-form';
import { type ApplicantProps, ApplicationSent } from '../components/application/application-sent';
import { RegistrationCard, RegistrationLayout } from '../components/registration-layout';
import { useApplicationProfile } from '../data/application';

/** How long sign-out waits for the server before it ends the session here anyway. */
const SIGN_OUT_WAIT_MS = 5_000;

function useSignOut() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await authApi.logout(undefined, { signal: AbortSignal.timeout(SIGN_OUT_WAIT_MS), silent: true });
    } catch {
      // The session ends here whatever the server said.
    } finally {
      clearSession();
      void navigate('/login', { replace: true });
    }
  };
  return { signOut, busy };
}

function SignedInBar({ onSignOut, busy }: { onSignOut: () => void; busy: boolean }) {
  const theme = useOjaTheme();
  const email = useSession((state) => state.user?.email);
  return (
    <div css={css({ display: 'flex', alignItems: 'center', gap: theme.space[3], minWidth: 0 })}>
      {email && (
        <p
          css={css({
            ...theme.text.bodySm,
            margin: 0,
            color: theme.colors.textMuted,
            overflowWrap: 'anywhere',
            display: 'none',
            [theme.media.sm]: { display: 'block' },
          })}
        >
          Signed in as {email}
        </p>
      )}
      <Button variant="secondary" size="sm" busy={busy} busyLabel="Signing out..." onClick={onSignOut}>
        Sign out
      </Button>
    </div>
  );
}

function Content(props: ApplicantProps) {
  if (props.merchant.verification_status === 'rejected') return <ApplicationForm merchant={props.merchant} />;
  return <ApplicationSent {...props} />;
}

export default function ApplicationPage() {
  const profile = useApplicationProfile();
  const { signOut, busy } = useSignOut();
  return (
    <RegistrationLayout topBar={<SignedInBar onSignOut={() => void signOut()} busy={busy} />}>
      <RegistrationCard>
        {profile.data ? (
          <Content merchant={profile.data} onSignOut={() => void signOut()} signingOut={busy} />
        ) : profile.isError ? (
          <ErrorState
            message={`Your application could not be loaded. ${getErrorMessage(profile.error)}`}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <LoadingState>Loading your application...</LoadingState>
        )}
      </RegistrationCard>
    </RegistrationLayout>
  );
}
