// The form helper (docs/product/rules.md, "States and transitions"): values, per-field errors, a submitting flag and a
// loading flag. Editing a field clears its error; blur and submit validate with the form's schema (the one the API also
// uses); a valid submit runs the action, then shows the success message and calls back, or shows the error toast and
// calls back. A behaviour every form shares lives here too, so no form has to remember it: a submit that finds errors
// takes the person to the first one.
import { ApiError, getErrorMessage } from '@oja/shared/api';
import { dismissToast, toast } from '@oja/shared/toast';
import { type FieldErrors, validate } from '@oja/shared/validation';
import {
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import { draftOwner, keepDraftOnSessionEnd, takeDraft } from './drafts';

export type FormErrors<TValues> = Partial<Record<keyof TValues & string, string>>;

/** A form's schema: its input is the form's values, an object of fields. */
export type FormSchema = GenericSchema<Record<string, unknown>, Record<string, unknown>>;

export interface UseFormOptions<TSchema extends FormSchema, TResult> {
  schema: TSchema;
  initialValues: InferInput<TSchema>;
  /** The action a valid submit runs, with the schema's output (trimmed, converted). */
  onSubmit: (output: InferOutput<TSchema>) => Promise<TResult> | TResult;
  /** Shown as a success toast after the action succeeds. */
  successMessage?: string;
  onSuccess?: (result: TResult) => void;
  onError?: (error: unknown, message: string) => void;
  /**
   * Fields checked when they lose focus (docs/product/rules.md, "Validation", names them); all fields by default.
   * Leaving a field checks it whether or not it was edited: the product's rule ("validated on submit and on blur")
   * says "Email is required" as soon as the empty email is left.
   */
  validateOnBlur?: ReadonlyArray<keyof InferInput<TSchema> & string> | 'all' | 'none';
  /**
   * A name for this form's draft: when the server ends the session while the form holds changes, they are kept, and
   * the form opens with them once the same person is signed in again (drafts.ts). Absent: nothing is kept.
   */
  keepDraft?: string;
}

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

type Values<TSchema extends FormSchema> = InferInput<TSchema>;
type FieldName<TSchema extends FormSchema> = keyof Values<TSchema> & string;

function firstMessages(errors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages[0]) first[field] = messages[0];
  return first;
}

export function useForm<TSchema extends FormSchema, TResult = unknown>(options: UseFormOptions<TSchema, TResult>) {
  const draftKey = options.keepDraft;
  // What was typed before the session ended, once, for the same person (null: none).
  const [draft] = useState(() => (draftKey === undefined ? null : takeDraft<Values<TSchema>>(draftKey, draftOwner())));
  const [values, setValues] = useState<Values<TSchema>>(() =>
    draft === null ? options.initialValues : { ...options.initialValues, ...draft },
  );
  const [errors, setErrors] = useState<FormErrors<Values<TSchema>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [isLoading, setLoading] = useState(false);
  // The latest options and values, read by stable callbacks (a re-render must not re-create every handler).
  const latest = useRef({ options, values });
  latest.current = { options, values };
  // Guards a second submit (double click, Enter held) while the first is in flight, before state re-renders.
  const isSubmittingRef = useRef(false);
  // Blur never checks over the server's message for a field not edited since (the browser's rules would call the
  // taken email valid).
  const serverErrors = useRef(new Set<string>());
  // The form element of the last submit (its event's target), or the one `formRef` names: where errors are looked for.
  const formElement = useRef<HTMLFormElement | null>(null);
  // A focus move asked for (a failed submit): done after the errors are on the page.
  const [focusRequest, setFocusRequest] = useState(0);
  const pendingFocus = useRef(false);
  // The error toast of the last failed submit: it goes once a submit succeeds.
  const errorToast = useRef<number | null>(null);

  useEffect(() => {
    if (draftKey === undefined) return;
    return keepDraftOnSessionEnd(draftKey, () => ({
      values: latest.current.values,
      initial: latest.current.options.initialValues,
    }));
  }, [draftKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each request (a new count) is a render to act after
  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    focusFirstInvalid(formElement.current);
  }, [focusRequest]);

  /** After this render, moves focus to the first invalid field of the form and scrolls it into view. */
  const focusFirstError = useCallback(() => {
    pendingFocus.current = true;
    setFocusRequest((count) => count + 1);
  }, []);

  const setFieldError = useCallback((name: FieldName<TSchema>, message: string | undefined) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  const setValue = useCallback(<TName extends FieldName<TSchema>>(name: TName, value: Values<TSchema>[TName]) => {
    serverErrors.current.delete(name);
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
  }, []);

  /** Checks one field against the whole schema (so cross-field rules apply) and shows only its message. */
  const validateField = useCallback((name: FieldName<TSchema>, against?: Values<TSchema>) => {
    const result = validate(latest.current.options.schema, against ?? latest.current.values);
    const message = result.errors?.[name]?.[0];
    setErrors((current) => ({ ...current, [name]: message }));
    return message === undefined;
  }, []);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { name, type } = event.target;
      const value =
        type === 'checkbox' && event.target instanceof HTMLInputElement ? event.target.checked : event.target.value;
      setValue(name as FieldName<TSchema>, value as Values<TSchema>[FieldName<TSchema>]);
    },
    [setValue],
  );

  const shouldValidateOnBlur = useCallback((name: string) => {
    const rule = latest.current.options.validateOnBlur ?? 'all';
    if (rule === 'all') return true;
    if (rule === 'none') return false;
    return (rule as readonly string[]).includes(name);
  }, []);

  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { name } = event.target;
      if (!name || !shouldValidateOnBlur(name) || serverErrors.current.has(name)) return;
      // The window lost the focus (another tab, another app), not the field: it is still the page's active element
      // and the person has not left it.
      if (typeof document !== 'undefined' && document.activeElement === event.target) return;
      validateField(name as FieldName<TSchema>);
    },
    [shouldValidateOnBlur, validateField],
  );

  /** Validates every field; shows all messages and returns the output, or null when something is invalid. */
  const validateAll = useCallback((): InferOutput<TSchema> | null => {
    const result = validate(latest.current.options.schema, latest.current.values);
    setErrors(result.errors ? (firstMessages(result.errors) as FormErrors<Values<TSchema>>) : {});
    return result.success ? result.output : null;
  }, []);

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
      if (error instanceof ApiError && error.status === 422 && error.errors) {
        const known = Object.keys(latest.current.values as object);
        const fieldMessages = Object.fromEntries(
          Object.entries(firstMessages(error.errors)).filter(([field]) => known.includes(field)),
        );
        setErrors((current) => ({ ...current, ...fieldMessages }));
        for (const field of Object.keys(fieldMessages)) serverErrors.current.add(field);
        if (Object.keys(fieldMessages).length > 0) focusFirstError();
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
  }, [validateAll, focusFirstError]);

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
    [submit],
  );
  const reset = useCallback((next?: Values<TSchema>) => {
    setValues(next ?? latest.current.options.initialValues);
    setErrors({});
    setSubmitting(false);
    serverErrors.current.clear();
  }, []);

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
