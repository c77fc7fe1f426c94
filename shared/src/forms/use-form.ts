// The form helper (docs/product/rules.md, "States and transitions"): values, per-field errors, a submitting flag and a
// loading flag. Editing a field clears its error; blur and submit validate with the form's schema (the one the API also
// uses); a valid submit runs the action, then shows the success message and calls back, or shows the error toast and
// calls back.
import { ApiError, handleApiError } from '@oja/shared/api';
import { toast } from '@oja/shared/toast';
import { type FieldErrors, validate } from '@oja/shared/validation';
import { type ChangeEvent, type FocusEvent, type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';

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
  /** Fields checked when they lose focus (docs/product/rules.md, "Validation", names them); all fields by default. */
  validateOnBlur?: ReadonlyArray<keyof InferInput<TSchema> & string> | 'all' | 'none';
}

type Values<TSchema extends FormSchema> = InferInput<TSchema>;
type FieldName<TSchema extends FormSchema> = keyof Values<TSchema> & string;

function firstMessages(errors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages[0]) first[field] = messages[0];
  return first;
}

export function useForm<TSchema extends FormSchema, TResult = unknown>(options: UseFormOptions<TSchema, TResult>) {
  const [values, setValues] = useState<Values<TSchema>>(options.initialValues);
  const [errors, setErrors] = useState<FormErrors<Values<TSchema>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [isLoading, setLoading] = useState(false);
  // The latest options and values, read by stable callbacks (a re-render must not re-create every handler).
  const latest = useRef({ options, values });
  latest.current = { options, values };
  // Guards a second submit (double click, Enter held) while the first is in flight, before state re-renders.
  const isSubmittingRef = useRef(false);

  const setFieldError = useCallback((name: FieldName<TSchema>, message: string | undefined) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  const setValue = useCallback(<TName extends FieldName<TSchema>>(name: TName, value: Values<TSchema>[TName]) => {
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
      if (name && shouldValidateOnBlur(name)) validateField(name as FieldName<TSchema>);
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
    if (output === null) return false;
    const { onSubmit, successMessage, onSuccess, onError } = latest.current.options;
    setSubmitting(true);
    try {
      const result = await onSubmit(output);
      if (successMessage) toast.success(successMessage);
      onSuccess?.(result);
      return true;
    } catch (error) {
      // A 422 names the fields: show the server's messages under them too.
      if (error instanceof ApiError && error.status === 422 && error.errors) {
        const known = Object.keys(latest.current.values as object);
        const fieldMessages = Object.fromEntries(
          Object.entries(firstMessages(error.errors)).filter(([field]) => known.includes(field)),
        );
        setErrors((current) => ({ ...current, ...fieldMessages }));
      }
      const message = handleApiError(error);
      onError?.(error, message);
      return false;
    } finally {
      setSubmitting(false);
    }
  }, [validateAll]);

  const handleSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
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
    reset,
    field,
  };
}
