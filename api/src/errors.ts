// The errors the service throws on purpose. Services and repositories say what went wrong in domain terms (a
// kind, a message for people, the fields concerned); `src/http/errors.ts` is the one place that turns a kind into
// an HTTP status. Anything that is not an AppError is a bug or an outage and answers a generic 500.
import type { SessionEndReason } from '@oja/shared/contract';
import type { FieldErrors } from '@oja/shared/validation';

export type ErrorKind =
  /** The request cannot be read at all (a broken body, a form cut off). */
  | 'malformed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  /** The record is not in a state that allows this (an application already decided, a category in use). */
  | 'conflict'
  | 'too-large'
  | 'unsupported-media-type'
  /** One or more fields break a rule; `errors` names them. */
  | 'invalid'
  | 'too-many-attempts'
  /** A provider the service depends on (the bank, the geocoder) failed. */
  | 'provider-failed'
  /** A store the service needs for this request (the shared counters) cannot be reached: try again shortly. */
  | 'unavailable';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details: { errors?: FieldErrors; retryAfterSeconds?: number; sessionEnded?: SessionEndReason } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The spec's default texts, used where the service has nothing more precise to say. */
export const MESSAGES = {
  unauthenticated: 'Please log in to continue',
  forbidden: 'You do not have permission to perform this action',
  notFound: 'The requested resource was not found',
  serverError: 'Server error. Please try again later',
} as const;

/** The first message of the first invalid field: what a client shows when it shows one message. */
export function firstMessage(errors: FieldErrors): string {
  for (const messages of Object.values(errors)) {
    const first = messages[0];
    if (first !== undefined) return first;
  }
  return 'The given data was invalid.';
}

/** A 422 naming the fields; the message is the first of them. */
export function invalid(errors: FieldErrors): AppError {
  return new AppError('invalid', firstMessage(errors), { errors });
}

/** A 422 on one field. */
export function invalidField(field: string, message: string): AppError {
  return invalid({ [field]: [message] });
}

export function notFound(message: string = MESSAGES.notFound): AppError {
  return new AppError('not-found', message);
}

export function forbidden(message: string = MESSAGES.forbidden): AppError {
  return new AppError('forbidden', message);
}

export function conflict(message: string): AppError {
  return new AppError('conflict', message);
}
