// /login (docs/product/screens.md, Login). Who may see it at all is the shell's guest guard: a stored admin or
// merchant is sent to /dashboard before this page renders, any other stored user is cleared and sent to /.

import { ApplicationLink } from '../components/application-link';
import { AuthCard, AuthHeading, AuthLayout } from '../components/auth-layout';
import { IdDocumentRequest } from '../components/id-document-request';
import { LoginForm } from '../components/login-form';
import { ReviewStatus } from '../components/review-status';
import { VerificationReminder } from '../components/verification-reminder';
import { useLogin } from '../hooks/use-login';

export default function LoginPage() {
  const { login, onSuccess, review, closeReview } = useLogin();
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
            <IdDocumentRequest key={review.token} merchantId={review.merchantId} token={review.token} />
          )}
          {review.kind === 'rejected' && <ApplicationLink key={review.token} token={review.token} user={review.user} />}
          {review.unverifiedEmail && <VerificationReminder email={review.unverifiedEmail} />}
        </ReviewStatus>
      ) : (
        <AuthCard>
          <AuthHeading title="Login">Welcome to Oja. Sign in to manage your store or review merchants.</AuthHeading>
          <LoginForm login={login} onSuccess={onSuccess} />
        </AuthCard>
      )}
    </AuthLayout>
  );
}
