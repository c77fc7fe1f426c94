// The envelope every answer of the Oja API travels in, and the page of a list.
import type { FieldErrors } from '@oja/shared/validation';
import * as v from 'valibot';

export interface ApiSuccess<TData> {
  success: true;
  message: string;
  data: TData;
}

/**
 * Why a session the server once gave stopped working: signed out, its password changed in another session or
 * reset, the merchant suspended, or its time was up. A 401 to such a token says which, so the sign-in page can.
 */
export const SESSION_END_REASONS = [
  'signed-out',
  'password-changed',
  'signed-out-elsewhere',
  'password-reset',
  'suspended',
  'expired',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export interface ApiFailure {
  success: false;
  message: string;
  /** 422 only: field -> messages, the same texts the forms show. */
  errors?: FieldErrors;
  /** 401 only, to a token that once worked: why its session ended (the message says it in words). */
  session_ended?: SessionEndReason;
}

export type ApiEnvelope<TData> = ApiSuccess<TData> | ApiFailure;

/** A page of rows: `data.data` holds the rows, the figures sit beside them. */
export interface Page<TRow> {
  data: TRow[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface PageQuery {
  page?: number;
  per_page?: number;
}

/** The schema of a page of `row`s (its output is `Page<the row's type>`). */
export function pageModel<TRow extends v.GenericSchema>(row: TRow) {
  return v.object({
    data: v.array(row),
    current_page: v.number(),
    per_page: v.number(),
    total: v.number(),
    last_page: v.number(),
  });
}

/** ISO 8601 timestamp, as JSON carries dates. */
export type Timestamp = string;
