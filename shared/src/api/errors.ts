// The shared error handler (docs/product/messages.md, "The shared error handler").

import { toast } from '@oja/shared/toast';
import type { FieldErrors } from '@oja/shared/validation';

export const UNEXPECTED_ERROR = 'An unexpected error occurred';
export const SUCCESS_DEFAULT = 'Operation completed successfully';

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Please log in to continue',
  403: 'You do not have permission to perform this action',
  404: 'The requested resource was not found',
  500: 'Server error. Please try again later',
};

/**
 * What a failing request throws: the server's answer (status, message, field errors) or, when none came (no network,
 * the timeout), status null and the call's default message.
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly errors: FieldErrors | null;
  /** The server's response body, as received (parsed when JSON, its text otherwise). */
  readonly body: unknown;

  constructor(
    message: string,
    details: { status: number | null; errors: FieldErrors | null; body: unknown },
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.status = details.status;
    this.errors = details.errors;
    this.body = details.body;
  }

  /** The error of an answer that was not a success (status null: none came): the server's message, else `fallback`. */
  static of(answer: { status: number | null; body: unknown }, fallback: string, cause?: unknown): ApiError {
    return new ApiError(
      messageOf(answer.body) ?? fallback,
      { status: answer.status, errors: fieldErrorsOf(answer.body), body: answer.body },
      { cause },
    );
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function messageOf(body: unknown): string | null {
  return isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : null;
}

function fieldErrorsOf(body: unknown): FieldErrors | null {
  if (!isRecord(body) || !isRecord(body.errors)) return null;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((item) => typeof item === 'string');
    if (list.length > 0) errors[field] = list;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Turns whatever a call threw into an ApiError: the client's own as it is, anything else with the call's default. */
export function toApiError(error: unknown, defaultMessage: string): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(defaultMessage, { status: null, errors: null, body: null }, { cause: error });
}

/**
 * The message to show for a failure. Status first: 422 shows the first message of the first field in the
 * answer's `errors`; 401, 403, 404 and 5xx have fixed texts. Otherwise: the server's `message`, else the
 * error's own message, else the value itself when it is a string, else 'An unexpected error occurred'.
 */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const { status, body } = error;
    if (status === 422) {
      const first = Object.values(fieldErrorsOf(body) ?? error.errors ?? {})[0]?.[0];
      if (first) return first;
    }
    if (status !== null) {
      const fixed = STATUS_MESSAGES[status] ?? (status >= 500 ? STATUS_MESSAGES[500] : undefined);
      if (fixed) return fixed;
    }
    const serverMessage = messageOf(body);
    if (serverMessage) return serverMessage;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return UNEXPECTED_ERROR;
}

/** Shows the failure as an error toast and returns its message. */
export function handleApiError(error: unknown): string {
  const message = getErrorMessage(error);
  toast.error(message);
  return message;
}

/** Shows a success toast (the default text when none is given) and returns its message. */
export function handleApiSuccess(message?: string): string {
  const text = message || SUCCESS_DEFAULT;
  toast.success(text);
  return text;
}
