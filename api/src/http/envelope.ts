// The response envelope of DECISIONS.md, typed with the shared API types the front end reads.
import type { ApiFailure, ApiSuccess, Page } from '@oja/shared/api';
import type { FieldErrors } from '@oja/shared/validation';

export function success<TData>(message: string, data: TData): ApiSuccess<TData> {
  return { success: true, message, data };
}

export function failure(message: string, errors?: FieldErrors): ApiFailure {
  return errors === undefined ? { success: false, message } : { success: false, message, errors };
}

export function page<TRow>(rows: TRow[], query: { page: number; perPage: number }, total: number): Page<TRow> {
  return {
    data: rows,
    current_page: query.page,
    per_page: query.perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
  };
}

/** An error a handler throws on purpose: its status and message go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The spec's client-side default texts (spec section 8), used where the server has nothing more precise. */
export const MESSAGES = {
  unauthenticated: 'Please log in to continue',
  forbidden: 'You do not have permission to perform this action',
  notFound: 'The requested resource was not found',
  serverError: 'Server error. Please try again later',
} as const;
