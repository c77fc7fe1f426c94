// The one rule of every form split into steps: a server refusal of a field on an earlier step takes the person back to
// that step, where the field shows the server's message. A form lists its fields by step, files included (a file's
// error is the form's to show beside the picker, since it is not one of the schema's values).
import { ApiError } from '@oja/shared/api';
import { firstMessages } from './form-core';

/** The fields each step shows, in the steps' order. */
export type StepFields = ReadonlyArray<readonly string[]>;

/** The server's first message for each refused field, or {} when the error names no field. */
export function refusedFields(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status === 422 && error.errors ? firstMessages(error.errors) : {};
}

/** The index of the first step holding a refused field, or null when no step holds one. */
export function firstStepRefused(error: unknown, steps: StepFields): number | null {
  const refused = Object.keys(refusedFields(error));
  const index = steps.findIndex((fields) => fields.some((field) => refused.includes(field)));
  return index === -1 ? null : index;
}
