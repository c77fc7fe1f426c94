// Input checking with the shared valibot schemas: the API answers the same messages the forms show.
import { type FieldErrors, validate } from '@oja/shared/validation';
import type * as v from 'valibot';
import { HttpError } from './envelope';

/** The first message of the first invalid field, which is what the client's handler shows (spec section 8). */
function firstMessage(errors: FieldErrors): string {
  for (const messages of Object.values(errors)) {
    const first = messages[0];
    if (first !== undefined) return first;
  }
  return 'The given data was invalid.';
}

/** A missing body reads as an empty form (each required field says so); a body that is not an object is a 400. */
export function parseBody<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): v.InferOutput<TSchema> {
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  const result = validate(schema, body ?? {});
  if (!result.success) throw new HttpError(422, firstMessage(result.errors), result.errors);
  return result.output;
}

/** A positive database id from a path parameter; anything else cannot name a record, so it is a 404. */
export function parseId(raw: string | undefined): number {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw))
    throw new HttpError(404, 'The requested resource was not found');
  const id = Number(raw);
  if (id > 2_147_483_647) throw new HttpError(404, 'The requested resource was not found');
  return id;
}
