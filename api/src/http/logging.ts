// Structured logs (pino through Fastify) with a request id on every line and secrets kept out. One line per request,
// written when it is answered. JSON for machines (production); in development the same lines are printed for a
// person to read: the time, the level, the message and what came with it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

export type LogDestination = { write(line: string): void };

export type LogFormat = 'json' | 'pretty';

export interface LoggingOptions {
  level?: string;
  /** Where lines go (tests capture them); stdout by default. */
  stream?: LogDestination;
  /** JSON lines (the default), or lines a person reads. */
  format?: LogFormat;
}

const LEVELS: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** What every JSON line carries, or the request line already says. */
const LINE_KEYS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime']);

/** One JSON log line as a person reads it: "14:02:11 INFO  GET /api/health 200 3 ms", then any other fields. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[Number(entry.level)] ?? 'INFO').padEnd(5);
  const extras = Object.entries(entry)
    .filter(([key]) => !LINE_KEYS.has(key))
    .map(([key, value]) => {
      if (key === 'err' && value && typeof value === 'object' && 'message' in value) return `err="${value.message}"`;
      return `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
    });
  return `${time} ${level} ${String(entry.msg ?? '')}${extras.length ? `  ${extras.join(' ')}` : ''}\n`;
}

function readableStream(out: LogDestination): LogDestination {
  return { write: (line: string) => out.write(readableLine(line)) };
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
  const stream =
    options.format === 'pretty' ? readableStream(options.stream ?? process.stdout) : (options.stream ?? undefined);
  return {
    level: options.level ?? 'info',
    ...(stream ? { stream } : {}),
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
