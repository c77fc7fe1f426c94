// The form hook's fields (use-form.ts): setting a value clears its error; leaving a field checks it against the
// whole schema (so cross-field rules apply), by the form's `validateOnBlur` rule.
import { validate } from '@oja/shared/validation';
import { type ChangeEvent, type FocusEvent, useCallback } from 'react';
import type { FieldName, FormSchema, LatestForm, ServerErrors, SetErrors, SetValues, Values } from './form-core';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** `[setFieldError, setValue, validateField, handleChange, handleBlur]` of the form hook. */
export function useFormFields<TSchema extends FormSchema, TResult>(
  latest: LatestForm<TSchema, TResult>,
  setValues: SetValues<TSchema>,
  setErrors: SetErrors<TSchema>,
  serverErrors: ServerErrors,
) {
  const setFieldError = useCallback(
    (name: FieldName<TSchema>, message: string | undefined) => {
      setErrors((current) => ({ ...current, [name]: message }));
    },
    [setErrors],
  );

  const setValue = useCallback(
    <TName extends FieldName<TSchema>>(name: TName, value: Values<TSchema>[TName]) => {
      serverErrors.current.delete(name);
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
    },
    [serverErrors, setValues, setErrors],
  );

  /** Checks one field against the whole schema (so cross-field rules apply) and shows only its message. */
  const validateField = useCallback(
    (name: FieldName<TSchema>, against?: Values<TSchema>) => {
      const result = validate(latest.current.options.schema, against ?? latest.current.values);
      const message = result.errors?.[name]?.[0];
      setErrors((current) => ({ ...current, [name]: message }));
      return message === undefined;
    },
    [latest, setErrors],
  );

  const handleChange = useCallback(
    (event: ChangeEvent<FieldElement>) => {
      const { name, type } = event.target;
      const value =
        type === 'checkbox' && event.target instanceof HTMLInputElement ? event.target.checked : event.target.value;
      setValue(name as FieldName<TSchema>, value as Values<TSchema>[FieldName<TSchema>]);
    },
    [setValue],
  );

  const handleBlur = useCallback(
    (event: FocusEvent<FieldElement>) => {
      const { name } = event.target;
      if (!name || !validatesOnBlur(latest.current.options.validateOnBlur, name) || serverErrors.current.has(name)) {
        return;
      }
      // The window lost the focus (another tab, another app), not the field: it is still the page's active element
      // and the person has not left it.
      if (typeof document !== 'undefined' && document.activeElement === event.target) return;
      validateField(name as FieldName<TSchema>);
    },
    [latest, serverErrors, validateField],
  );

  return [setFieldError, setValue, validateField, handleChange, handleBlur] as const;
}

function validatesOnBlur(rule: ReadonlyArray<string> | 'all' | 'none' | undefined, name: string): boolean {
  if (rule === undefined || rule === 'all') return true;
  if (rule === 'none') return false;
  return rule.includes(name);
}
