// /forgot-password (docs/product/screens.md, "Forgot password", four steps): email -> code -> confirmation -> new
// password -> /login. The email and the verified code live here, between the steps; nothing is stored in the browser.
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthCard, AuthLayout } from '../components/auth-layout';
import { CodeStep } from '../components/forgot/code-step';
import { ConfirmStep } from '../components/forgot/confirm-step';
import { EmailStep } from '../components/forgot/email-step';
import { NewPasswordStep } from '../components/forgot/new-password-step';
import { StepProgress } from '../components/step-progress';

type Step = 'email' | 'code' | 'confirm' | 'password';
const STEPS: readonly Step[] = ['email', 'code', 'confirm', 'password'];

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const region = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);

  // Each step replaces the last in place: its heading takes the focus so a screen reader reads the new step.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const heading = region.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    // The code step focuses its first box itself.
    if (step !== 'code') heading.focus();
  }, [step]);

  const restart = () => {
    setCode('');
    setStep('email');
  };

  return (
    <AuthLayout>
      <AuthCard>
        <div ref={region} css={css({ '& h1:focus': { outline: 'none' } })}>
          <StepProgress step={STEPS.indexOf(step) + 1} total={STEPS.length} />
          {step === 'email' && (
            <EmailStep
              initialEmail={email}
              onSent={(sentTo) => {
                setEmail(sentTo);
                setStep('code');
              }}
            />
          )}
          {step === 'code' && (
            <CodeStep
              email={email}
              onVerified={(verified) => {
                setCode(verified);
                setStep('confirm');
              }}
              onChangeEmail={restart}
            />
          )}
          {step === 'confirm' && <ConfirmStep onConfirm={() => setStep('password')} />}
          {step === 'password' && (
            <NewPasswordStep
              email={email}
              code={code}
              onUpdated={() => void navigate('/login', { replace: true })}
              onRestart={restart}
            />
          )}
        </div>
      </AuthCard>
    </AuthLayout>
  );
}
