// /merchant/register: the three steps of docs/product/screens.md, "Merchant registration". One form holds every field
// (one schema, the one the API checks); "Continue" moves to step 2 only when no step-1 field has an error; "Sign up as
// merchant" sends the registration, then the ID with the short-lived upload token (its failure is logged, and step 3
// says so with another try). Steps 2 and 3 load with the moves towards them (components/registration/later-steps.ts).
import { lazy, Suspense } from 'react';
import { BackLink } from '../components/registration/back-link';
import { BusinessStep } from '../components/registration/business-step';
import { loadBankStep, loadReviewStep } from '../components/registration/later-steps';
import { StepIndicator } from '../components/registration/step-indicator';
import { RegistrationCard, RegistrationLayout } from '../components/registration-layout';
import { StepHeading } from '../components/step-heading';
import { useBankFields } from '../hooks/use-bank-fields';
import { useRegistration } from '../hooks/use-registration';

const BankStep = lazy(() => loadBankStep().then(({ BankStep }) => ({ default: BankStep })));
const TermsAcceptance = lazy(() => loadBankStep().then(({ TermsAcceptance }) => ({ default: TermsAcceptance })));
const ReviewStep = lazy(() => loadReviewStep().then(({ ReviewStep }) => ({ default: ReviewStep })));

export default function RegisterPage() {
  const registration = useRegistration();
  const { step, moved, goTo, form, registered } = registration;
  const bank = useBankFields(form, { loadBanks: step === 2 });

  return (
    <RegistrationLayout>
      <StepIndicator current={step} />
      <RegistrationCard>
        {step === 1 && (
          <>
            <StepHeading
              title="Sign Up as a Merchant"
              subtitle="Tell us about your business. It takes about 5 minutes."
              focusOnMount={moved}
            />
            <BusinessStep
              field={form.field}
              values={form.values}
              setValue={form.setValue}
              onAddressBlur={form.handleBlur}
              logo={registration.logo}
              onLogoChange={registration.setLogo}
              logoError={registration.logoError}
              idDocument={registration.idDocument}
              onIdDocumentChange={registration.setIdDocument}
              processing={registration.processing}
              onContinue={() => void registration.continueToBank()}
            />
          </>
        )}
        {step === 2 && (
          <>
            <BackLink onClick={() => goTo(1)} disabled={form.isSubmitting} />
            <StepHeading
              title="Bank Details"
              subtitle="The account your sales are paid into. It must be in your business's name."
              focusOnMount={moved}
            />
            <Suspense fallback={null}>
              <BankStep {...bank}>
                <TermsAcceptance
                  checked={form.values.terms_accepted === true}
                  onChange={(accepted) => form.setValue('terms_accepted', accepted)}
                  error={form.errors.terms_accepted}
                />
              </BankStep>
            </Suspense>
          </>
        )}
        {step === 3 && registered && (
          <Suspense fallback={null}>
            <ReviewStep
              businessName={registered.result.merchant.business_name}
              email={registered.result.merchant.business_email}
              idUpload={{
                chosen: registered.idDocument !== null,
                uploaded: registered.idUploaded,
                failedAgain: registration.idRetryFailed,
                retry: registration.retryIdUpload,
              }}
            />
          </Suspense>
        )}
      </RegistrationCard>
    </RegistrationLayout>
  );
}
