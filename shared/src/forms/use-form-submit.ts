// The form hook's submit (use-form.ts): every field checked, then the action; a 422's messages under their fields; the
// error toast of a failed try, taken away by the next success; and the focus on the first error.
import { getErrorMessage } from '@oja/shared/api';
import { dismissToast, toast } from '@oja/shared/toast';
import { validate } from '@oja/shared/validation';
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { InferOutput } from 'valibot';
import {
  type FormErrors,
  type FormSchema,
  firstMessages,
  type LatestForm,
  type ServerErrors,
  type SetErrors,
  type Values,
} from './form-core';
import { refusedFields } from './steps';

/** The controls a form's errors are shown on: the first one in the page's order is where a failed submit goes. */
const INVALID_CONTROL = '[aria-invalid="true"]';

/**
 * Moves focus to the first invalid control inside `scope` (the whole page when the scope has left it) and brings it
 * into view: centred, so a sticky top bar or a toast does not hide it.
 */
function focusFirstInvalid(scope: ParentNode | null): boolean {
  const root = scope instanceof Node && scope.isConnected ? scope : document;
  const control = root.querySelector<HTMLElement>(INVALID_CONTROL);
  if (!control) return false;
  control.focus({ preventScroll: true });
  control.scrollIntoView?.({ block: 'center', inline: 'nearest' });
  return true;
}

/** `focusFirstError()`: after this render, moves focus to the first invalid field of the form and scrolls it into view. */
export function useFocusFirstError(formElement: RefObject<HTMLFormElement | null>) {
  // A focus move asked for (a failed submit): done after the errors are on the page.
  const [focusRequest, setFocusRequest] = useState(0);
  const pendingFocus = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each request (a new count) is a render to act after
  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    focusFirstInvalid(formElement.current);
  }, [focusRequest]);

  return useCallback(() => {
    pendingFocus.current = true;
    setFocusRequest((count) => count + 1);
  }, []);
}

/** `[isSubmitting, setSubmitting, validateAll, handleSubmit]` of the form hook. */
export function useFormSubmit<TSchema extends FormSchema, TResult>(
  latest: LatestForm<TSchema, TResult>,
  setErrors: SetErrors<TSchema>,
  serverErrors: ServerErrors,
  formElement: RefObject<HTMLFormElement | null>,
  focusFirstError: () => void,
) {
  const [isSubmitting, setSubmitting] = useState(false);
  // Guards a second submit (double click, Enter held) while the first is in flight, before state re-renders.
  const isSubmittingRef = useRef(false);
  // The error toast of the last failed submit: it goes once a submit succeeds.
  const errorToast = useRef<number | null>(null);

  /** Validates every field; shows all messages and returns the output, or null when something is invalid. */
  const validateAll = useCallback((): InferOutput<TSchema> | null => {
    const result = validate(latest.current.options.schema, latest.current.values);
    setErrors(result.errors ? (firstMessages(result.errors) as FormErrors<Values<TSchema>>) : {});
    return result.success ? result.output : null;
  }, [latest, setErrors]);

  const submit = useCallback(async (): Promise<boolean> => {
    const output = validateAll();
    if (output === null) {
      focusFirstError();
      return false;
    }
    const { onSubmit, successMessage, onSuccess, onError } = latest.current.options;
    setSubmitting(true);
    try {
      const result = await onSubmit(output);
      // The error of an earlier try no longer holds.
      if (errorToast.current !== null) dismissToast(errorToast.current);
      errorToast.current = null;
      if (successMessage) toast.success(successMessage);
      onSuccess?.(result);
      return true;
    } catch (error) {
      // A 422 names the fields: show the server's messages under them too, and go to the first.
      const known = Object.keys(latest.current.values as object);
      const fieldMessages = Object.fromEntries(
        Object.entries(refusedFields(error)).filter(([field]) => known.includes(field)),
      );
      if (Object.keys(fieldMessages).length > 0) {
        setErrors((current) => ({ ...current, ...fieldMessages }));
        for (const field of Object.keys(fieldMessages)) serverErrors.current.add(field);
        focusFirstError();
      }
      // The shared handler's toast (handleApiError), kept by id so a later success can take it away.
      const message = getErrorMessage(error);
      if (errorToast.current !== null) dismissToast(errorToast.current);
      errorToast.current = toast.error(message);
      onError?.(error, message);
      return false;
    } finally {
      setSubmitting(false);
    }
  }, [latest, setErrors, serverErrors, validateAll, focusFirstError]);

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      if (event?.currentTarget instanceof HTMLFormElement) formElement.current = event.currentTarget;
      if (isSubmittingRef.current) return Promise.resolve(false);
      isSubmittingRef.current = true;
      return submit().finally(() => {
        isSubmittingRef.current = false;
      });
    },
    [formElement, submit],
  );

  return [isSubmitting, setSubmitting, validateAll, handleSubmit] as const;
}
