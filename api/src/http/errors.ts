// The one place where an error becomes an answer. An AppError's kind picks the status; Fastify's and the
// multipart parser's refusals keep their 4xx with a plain message; anything else is logged with its request id
// and answered with a generic 500 that says nothing about the server.
import type { ApiFailure } from '@oja/shared/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorKind, MESSAGES } from '../errors';
import { failure } from './envelope';

export const STATUS_OF: Readonly<Record<ErrorKind, number>> = {
  malformed: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-media-type': 415,
  invalid: 422,
  'too-many-attempts': 429,
  'provider-failed': 502,
  unavailable: 503,
};

const BY_CODE: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty but its content type is JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its Content-Length.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type. Send JSON (application/json).' },
  FST_ERR_BAD_URL: { status: 400, message: 'The request URL is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The request URL is too long.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  FST_PARTS_LIMIT: { status: 413, message: 'The form has too many parts.' },
  FST_FILES_LIMIT: { status: 413, message: 'The form has too many files.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The form has too many fields.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'The form contains a forbidden field name.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'This endpoint expects a multipart form.' },
};

const BY_STATUS: Record<number, string> = {
  400: 'The request is malformed.',
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: 'This method is not allowed here.',
  406: 'The requested representation is not available.',
  408: 'The request took too long.',
  413: 'The request body is too large.',
  414: 'The request URL is too long.',
  415: 'Unsupported content type.',
  416: 'The requested range cannot be served.',
  429: 'Too many requests. Please try again later.',
};

export interface ErrorAnswer {
  status: number;
  body: ApiFailure;
  headers: Record<string, string>;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = 'statusCode' in error ? error.statusCode : 'status' in error ? error.status : undefined;
  return typeof status === 'number' && Number.isInteger(status) ? status : undefined;
}

/** A failure of a client's making, from a parser or a limit of the framework: is it a 4xx, and which? */
export function isClientError(error: unknown): boolean {
  if (error instanceof AppError) return STATUS_OF[error.kind] < 500;
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}

export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    const retry = error.details.retryAfterSeconds;
    const ended = error.details.sessionEnded;
    const body = failure(error.message, error.details.errors);
    return {
      status: STATUS_OF[error.kind],
      body: ended === undefined ? body : { ...body, session_ended: ended },
      headers: retry === undefined ? {} : { 'retry-after': String(retry) },
    };
  }
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const known = BY_CODE[code];
  if (known) return { status: known.status, body: failure(known.message), headers: {} };
  const status = statusOf(error);
  // JSON syntax errors and prototype-poisoning refusals from the body parser carry 400 and no code.
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, body: failure(BY_STATUS[status] ?? 'The request could not be processed.'), headers: {} };
  }
  return { status: 500, body: failure(MESSAGES.serverError), headers: {} };
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer = toErrorAnswer(error);
  if (answer.status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    // Not the error's own message: a JSON syntax error quotes the body, which may hold a password.
    request.log.info({ status: answer.status, code: error.code, reason: answer.body.message }, 'request refused');
  }
  void reply.code(answer.status).headers(answer.headers).type('application/json; charset=utf-8').send(answer.body);
}
