// /merchant/register: the three steps of spec section 2. One form holds every field (one schema, the one the
// API checks); "Continue" moves to step 2 only when no step-1 field has an error; "Sign up as merchant" sends
// the registration, then the ID with the short-lived upload token (its failure is only logged, spec section 4).
import { css } from '@emotion/react';
import { ApiError } from '@oja/shared/api';
import { useForm } from '@oja/shared/forms';
import { useOjaTheme } from '@oja/shared/theme';
import { merchantRegistrationSchema } from '@oja/shared/validation';
import { useCallback, useRef, useState } from 'react';
import { BackLink } from '../components/back-link';
import { BankStep } from '../components/bank-step';
import { BusinessStep } from '../components/business-step';
import { RegistrationLayout } from '../components/registration-layout';
import { ReviewStep } from '../components/review-step';
import { StepHeading } from '../components/step-heading';
import { StepIndicator } from '../components/step-indicator';
import { useAccountLookup, useBanks, useRegisterMerchantMutation } from '../data/onboarding';
import {
  accountDigits,
  BLUR_FIELDS,
  ID_DOCUMENT_REQUIRED,
  INITIAL_VALUES,
  isStepOneField,
  STEP_ONE_FIELDS,
  stepOneErrors,
} from '../registration/form';

type Step = 1 | 2 | 3;

export default function RegisterPage() {
  const theme = useOjaTheme();
  const [step, setStep] = useState<Step>(1);
  // The first render's heading does not steal the focus; every later step change moves it to the new heading.
  const [moved, setMoved] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const [idDocument, setIdDocument] = useState<File | null>(null);
  const [idDocumentError, setIdDocumentError] = useState<string | undefined>();
  const [processing, setProcessing] = useState(false);
  const [registered, setRegistered] = useState<{ businessName: string; email: string } | null>(null);
  const { banks, loading: banksLoading } = useBanks();
  const register = useRegisterMerchantMutation();

  const goTo = useCallback((next: Step) => {
    setStep(next);
    setMoved(true);
    window.scrollTo({ top: 0 });
  }, []);

  const form = useForm({
    schema: merchantRegistrationSchema,
    initialValues: INITIAL_VALUES,
    validateOnBlur: BLUR_FIELDS,
    onSubmit: (output) => register.mutateAsync({ form: { ...output, logo }, idDocument }),
    onSuccess: (result) => {
      setRegistered({ businessName: result.merchant.business_name, email: result.merchant.business_email });
      goTo(3);
    },
    onError: (error) => {
      // A refused step-1 field (a taken email) is shown where it can be fixed.
      if (error instanceof ApiError && error.errors && Object.keys(error.errors).some(isStepOneField)) goTo(1);
    },
  });
  const { values, setValue } = form;

  const setName = useCallback((name: string) => setValue('account_name', name), [setValue]);
  const account = useAccountLookup(setName);

  const firstInvalidFocus = useRef<() => void>(() => undefined);
  firstInvalidFocus.current = () => {
    const invalid = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    invalid?.focus();
  };

  const continueToBank = () => {
    setProcessing(true);
    const errors = stepOneErrors(values);
    const idError = idDocument === null ? ID_DOCUMENT_REQUIRED : undefined;
    form.setErrors((current) => ({ ...current, ...errors }));
    setIdDocumentError(idError);
    const valid = STEP_ONE_FIELDS.every((field) => errors[field] === undefined) && idError === undefined;
    setProcessing(false);
    if (valid) goTo(2);
    else window.requestAnimationFrame(() => firstInvalidFocus.current());
  };

  return (
    <RegistrationLayout>
      <StepIndicator current={step} />
      <div
        css={css({
          backgroundColor: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.xl,
          boxShadow: theme.shadows.sm,
          padding: `${theme.space[6]} ${theme.space[4]}`,
          [theme.media.sm]: { padding: `${theme.space[8]} ${theme.space[8]}` },
        })}
      >
        {step === 1 && (
          <>
            <StepHeading
              title="Sign Up as a Merchant"
              subtitle="Tell us about your business. It takes about 5 minutes."
              focusOnMount={moved}
            />
            <BusinessStep
              field={form.field}
              values={values}
              setValue={setValue}
              onAddressBlur={form.handleBlur}
              logo={logo}
              onLogoChange={setLogo}
              idDocument={idDocument}
              onIdDocumentChange={(file) => {
                setIdDocument(file);
                setIdDocumentError(undefined);
              }}
              idDocumentError={idDocumentError}
              processing={processing}
              onContinue={continueToBank}
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
            <BankStep
              values={values}
              errors={form.errors}
              banks={banks}
              banksLoading={banksLoading}
              lookup={account.state}
              onBankChange={(event) => {
                const bank = banks.find((item) => item.code === event.target.value);
                setValue('bank_code', event.target.value);
                setValue('bank_name', bank?.name ?? '');
                // Another bank: the name found at the old one no longer holds.
                setValue('account_name', '');
                account.forget();
                account.lookup(event.target.value, values.account_number ?? '');
              }}
              onBankBlur={form.handleBlur}
              onAccountNumberChange={(event) => {
                // Spec section 4: editing the account number clears the account name.
                setValue('account_number', accountDigits(event.target.value));
                setValue('account_name', '');
                account.forget();
              }}
              onAccountNumberBlur={(event) => {
                form.handleBlur(event);
                account.lookup(values.bank_code ?? '', values.account_number ?? '');
              }}
              submitting={form.isSubmitting}
              onSubmit={() => void form.handleSubmit()}
            />
          </>
        )}
        {step === 3 && registered && <ReviewStep businessName={registered.businessName} email={registered.email} />}
      </div>
    </RegistrationLayout>
  );
}
