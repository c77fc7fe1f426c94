// Structured logs (pino through Fastify) with a request id on every line and secrets kept out.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

export type LogDestination = { write(line: string): void };

export interface LoggingOptions {
  level?: string;
  /** Where lines go (tests capture them); stdout by default. */
  stream?: LogDestination;
}

const SECRET_KEYS = [
  'password',
  'password_confirmation',
  'passwordHash',
  'token',
  'upload_token',
  'reset_code',
  'code',
  'signature',
  'secret',
  'authorization',
  'cookie',
];

/** Query parameters that carry secrets (verification links, signed document links). */
const SECRET_QUERY = /([?&](?:token|signature|code|reset_code|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
}

export function loggerOptions(options: LoggingOptions) {
  return {
    level: options.level ?? 'info',
    ...(options.stream ? { stream: options.stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...SECRET_KEYS,
        ...SECRET_KEYS.map((key) => `*.${key}`),
        ...SECRET_KEYS.map((key) => `*.*.${key}`),
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
          userAgent: request.headers['user-agent'],
        };
      },
    },
  };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A caller's `x-request-id` is kept when it is sane (it ties our lines to a proxy's), else a fresh UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
