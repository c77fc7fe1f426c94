// One way to run a schema, for the forms (first message per field) and the API (422 `errors`).
import * as v from 'valibot';

/** Field name -> its messages, as the API's 422 `errors` object carries them. */
export type FieldErrors = Record<string, string[]>;

export type ValidationResult<TOutput> =
  | { success: true; output: TOutput; errors: null }
  | { success: false; output: null; errors: FieldErrors };

/**
 * Parses `input`. Each field's pipe stops at its first failing rule (the spec shows one message per field),
 * while every field is still checked. Issues without a field path (a body that is not an object) land under
 * `_root`.
 */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ValidationResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { success: true, output: result.output, errors: null };
  return {
    success: false,
    output: null,
    errors: issuesToFieldErrors(result.issues),
  };
}

export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || '_root';
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

/** The first message of one field, or undefined when the field is valid. */
export function firstError(errors: FieldErrors | null, field: string): string | undefined {
  return errors?.[field]?.[0];
}
