// The state of the three steps: the one form (one schema, the one the API checks), the files beside it, which
// step is shown, and the moves between steps. "Continue" moves to step 2 only when no step-1 field has an error (the
// product gives the ID document no rule: it is asked for, and its absence stops nothing); the registration goes from
// step 2 and lands on step 3, or back on step 1 when the server refuses a step-1 field (the logo included).
import { firstStepRefused, refusedFields, useForm } from '@oja/shared/forms';
import { merchantRegistrationSchema } from '@oja/shared/validation';
import { useCallback, useRef, useState } from 'react';
import { loadBankStep, loadReviewStep } from '../components/registration/later-steps';
import { type Registered, useIdDocumentRetry, useRegisterMerchantMutation } from '../data/onboarding';
import { afterPaint } from '../lib/after-paint';
import {
  BLUR_FIELDS,
  INITIAL_VALUES,
  REGISTRATION_STEPS,
  STEP_ONE_FIELDS,
  stepOneErrors,
} from '../lib/registration-form';

export type Step = 1 | 2 | 3;

export function useRegistration() {
  const [step, setStep] = useState<Step>(1);
  // The first render's heading does not steal the focus; every later step change moves it to the new heading.
  const [moved, setMoved] = useState(false);
  const [logo, setLogoFile] = useState<File | null>(null);
  // The server's refusal of the chosen logo, shown under the picker until another is chosen.
  const [logoError, setLogoError] = useState<string | undefined>(undefined);
  const setLogo = useCallback((file: File | null) => {
    setLogoFile(file);
    setLogoError(undefined);
  }, []);
  const [idDocument, setIdDocument] = useState<File | null>(null);
  const [processing, setProcessing] = useState(false);
  // A second Continue while the first one's checks run is the same press.
  const checking = useRef(false);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const register = useRegisterMerchantMutation();
  const idRetry = useIdDocumentRetry();

  const goTo = useCallback((next: Step) => {
    setStep(next);
    setMoved(true);
    window.scrollTo({ top: 0 });
  }, []);

  const form = useForm({
    schema: merchantRegistrationSchema,
    initialValues: INITIAL_VALUES,
    validateOnBlur: BLUR_FIELDS,
    onSubmit: (output) => {
      // Step 3's code comes while the registration is on its way; a failed load is the lazy step's to retry.
      loadReviewStep().catch(() => undefined);
      return register.mutateAsync({ form: { ...output, logo }, idDocument });
    },
    onSuccess: (result) => {
      setRegistered(result);
      goTo(3);
    },
    onError: (error) => {
      // A refused field (a taken email, a logo that is not an image) is shown where it can be fixed.
      const refusedLogo = refusedFields(error).logo;
      if (refusedLogo !== undefined) setLogoError(refusedLogo);
      if (firstStepRefused(error, REGISTRATION_STEPS) === 0) {
        goTo(1);
        form.focusFirstError();
      }
    },
  });

  /** "Continue": shows "Processing..." (the product's busy label), then runs step 1's checks and moves on or not. */
  const continueToBank = async () => {
    if (checking.current) return;
    checking.current = true;
    setProcessing(true);
    // The checks run once the busy label is on screen: set and cleared in one task, it would never be painted.
    // Step 2's code comes meanwhile; a failed load is the lazy step's to retry.
    await Promise.all([afterPaint(), loadBankStep().catch(() => undefined)]);
    const errors = stepOneErrors(form.values);
    form.setErrors((current) => ({ ...current, ...errors }));
    const valid = STEP_ONE_FIELDS.every((field) => errors[field] === undefined);
    setProcessing(false);
    checking.current = false;
    if (valid) goTo(2);
    else form.focusFirstError();
  };

  /** Sends the ID again after a failed upload (the registration's upload token lasts 30 minutes). */
  const retryIdUpload = async () => {
    if (!registered?.idDocument) return;
    try {
      await idRetry.mutateAsync({ result: registered.result, idDocument: registered.idDocument });
      setRegistered({ ...registered, idUploaded: true });
    } catch {
      // Logged by the upload; the confirmation step says it failed again.
    }
  };

  return {
    step,
    moved,
    goTo,
    form,
    logo,
    setLogo,
    logoError,
    idDocument,
    setIdDocument,
    processing,
    continueToBank,
    registered,
    retryIdUpload,
    idRetryFailed: idRetry.isError,
  };
}
