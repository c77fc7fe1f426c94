// The form helper (docs/product/rules.md, "States and transitions"): values, per-field errors, a submitting flag and a
// loading flag. Editing a field clears its error; blur and submit validate with the form's schema (the one the API also
// uses); a valid submit runs the action, then shows the success message and calls back, or shows the error toast and
// calls back. A behaviour every form shares lives here too, so no form has to remember it: a submit that finds errors
// takes the person to the first one. Its parts: the fields (use-form-fields.ts), the submit (use-form-submit.ts), the
// draft kept when the session ends (drafts.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { draftOwner, keepDraftOnSessionEnd, takeDraft } from './drafts';
import type { FieldName, FormErrors, FormSchema, LatestForm, UseFormOptions, Values } from './form-core';
import { useFormFields } from './use-form-fields';
import { useFocusFirstError, useFormSubmit } from './use-form-submit';

export type { FormErrors, FormSchema, UseFormOptions } from './form-core';

/** What was typed before the session ended, once, for the same person (null: none); and keeps it when it ends again. */
function useFormDraft<TSchema extends FormSchema, TResult>(
  draftKey: string | undefined,
  latest: LatestForm<TSchema, TResult>,
) {
  const [draft] = useState(() => (draftKey === undefined ? null : takeDraft<Values<TSchema>>(draftKey, draftOwner())));
  useEffect(() => {
    if (draftKey === undefined) return;
    return keepDraftOnSessionEnd(draftKey, () => ({
      values: latest.current.values,
      initial: latest.current.options.initialValues,
    }));
  }, [draftKey, latest]);
  return draft;
}

export function useForm<TSchema extends FormSchema, TResult = unknown>(options: UseFormOptions<TSchema, TResult>) {
  // The latest options and values, read by stable callbacks (a re-render must not re-create every handler).
  const latest = useRef({ options, values: options.initialValues });
  const draft = useFormDraft<TSchema, TResult>(options.keepDraft, latest);
  const [values, setValues] = useState<Values<TSchema>>(() =>
    draft === null ? options.initialValues : { ...options.initialValues, ...draft },
  );
  latest.current = { options, values };
  const [errors, setErrors] = useState<FormErrors<Values<TSchema>>>({});
  const [isLoading, setLoading] = useState(false);
  const serverErrors = useRef(new Set<string>());
  // The form element of the last submit (its event's target): where errors are looked for.
  const formElement = useRef<HTMLFormElement | null>(null);
  const [setFieldError, setValue, validateField, handleChange, handleBlur] = useFormFields(
    latest,
    setValues,
    setErrors,
    serverErrors,
  );
  const focusFirstError = useFocusFirstError(formElement);
  const [isSubmitting, setSubmitting, validateAll, handleSubmit] = useFormSubmit(
    latest,
    setErrors,
    serverErrors,
    formElement,
    focusFirstError,
  );

  const reset = useCallback(
    (next?: Values<TSchema>) => {
      setValues(next ?? latest.current.options.initialValues);
      setErrors({});
      setSubmitting(false);
      serverErrors.current.clear();
    },
    [setSubmitting],
  );

  /** Props for a field primitive: name, value, change and blur handlers, and its error message. */
  const field = useCallback(
    (name: FieldName<TSchema>) => ({
      name,
      value: String((values as Record<string, unknown>)[name] ?? ''),
      onChange: handleChange,
      onBlur: handleBlur,
      error: errors[name],
    }),
    [values, errors, handleChange, handleBlur],
  );

  const hasErrors = useMemo(() => Object.values(errors).some((message) => message !== undefined), [errors]);

  return {
    values,
    errors,
    hasErrors,
    /** The form opened with what was typed before the session ended (its `keepDraft`). */
    restoredDraft: draft !== null,
    isSubmitting,
    isLoading,
    setLoading,
    setValue,
    setValues,
    setErrors,
    setFieldError,
    handleChange,
    handleBlur,
    handleSubmit,
    validateField,
    validateAll,
    focusFirstError,
    reset,
    field,
  };
}
