// What the parts of the form hook share (use-form.ts puts them together): its options, the latest options and values,
// which the parts' stable callbacks read (a re-render must not re-create every handler), the state setters, and the
// fields whose message is the server's.
import type { FieldErrors } from '@oja/shared/validation';
import type { Dispatch, RefObject, SetStateAction } from 'react';
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

export type Values<TSchema extends FormSchema> = InferInput<TSchema>;
export type FieldName<TSchema extends FormSchema> = keyof Values<TSchema> & string;

/** The latest options and values, read by the parts' stable callbacks. */
export type LatestForm<TSchema extends FormSchema, TResult> = RefObject<{
  options: UseFormOptions<TSchema, TResult>;
  values: Values<TSchema>;
}>;
export type SetValues<TSchema extends FormSchema> = Dispatch<SetStateAction<Values<TSchema>>>;
export type SetErrors<TSchema extends FormSchema> = Dispatch<SetStateAction<FormErrors<Values<TSchema>>>>;
/**
 * The fields showing the server's message: blur never checks over it until the field is edited (the browser's rules
 * would call the taken email valid).
 */
export type ServerErrors = RefObject<Set<string>>;

/** The first message of each field. */
export function firstMessages(errors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages[0]) first[field] = messages[0];
  return first;
}
