// /login (docs/product/screens.md, Login). Who may see it at all is the shell's guest guard: a stored admin or
// merchant is sent to /dashboard before this page renders, any other stored user is cleared and sent to /.

import { css } from '@emotion/react';
import { useSession } from '@oja/shared/session';
import { useOjaTheme } from '@oja/shared/theme';
import { Alert } from '@oja/shared/ui';
import { lazy, Suspense } from 'react';
import { ApplicationLink } from '../components/application-link';
import { AuthCard, AuthHeading, AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { ReviewStatus } from '../components/review-status';
import { VerificationReminder } from '../components/verification-reminder';
import { useLogin } from '../hooks/use-login';

// A pending merchant's ID check and upload (the file picker and its rules) come with their own code, when a review
// shows them: the sign-in's first load carries the form alone. Until it is there, nothing shows, as while it checks.
const IdDocumentRequest = lazy(() =>
  import('../components/id-document-request').then(({ IdDocumentRequest }) => ({ default: IdDocumentRequest })),
);

export default function LoginPage() {
  const { login, onSuccess, review, closeReview } = useLogin();
  // A session the server ended (its password changed elsewhere, a suspension, its time up): why, and whose.
  const ended = useSession((state) => state.ended ?? null);
  const theme = useOjaTheme();
  return (
    <AuthLayout>
      {review ? (
        <ReviewStatus
          status={review.kind}
          businessName={review.businessName}
          reason={review.kind === 'pending' ? null : review.reason}
          onBack={closeReview}
        >
          {/* Keyed by the token: each sign-in gets its own hold on its own token. */}
          {review.kind === 'pending' && (
            <Suspense fallback={null}>
              <IdDocumentRequest key={review.token} merchantId={review.merchantId} token={review.token} />
            </Suspense>
          )}
          {review.kind === 'rejected' && <ApplicationLink key={review.token} token={review.token} user={review.user} />}
          {review.unverifiedEmail && <VerificationReminder email={review.unverifiedEmail} />}
        </ReviewStatus>
      ) : (
        <AuthCard>
          <AuthHeading title="Login">Welcome to Oja. Sign in to manage your store or review merchants.</AuthHeading>
          {ended && (
            <div css={css({ marginBottom: theme.space[4] })}>
              <Alert tone={ended.reason === 'suspended' ? 'warning' : 'info'} title="You were signed out">
                {ended.message}
              </Alert>
            </div>
          )}
          <LoginForm login={login} onSuccess={onSuccess} email={ended?.email ?? ''} />
        </AuthCard>
      )}
    </AuthLayout>
  );
}
