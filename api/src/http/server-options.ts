// The options Fastify is created with: logging, request ids, body size, Node's deadlines for slow clients, proxy
// trust, prototype poisoning, and the envelope of errors raised before routing.
import type { Server } from 'node:http';
import { type FastifyHttpOptions, LogController } from 'fastify';
import type { ServerLimits } from '../limits/index';
import { toErrorAnswer } from './errors';
import { type LoggingOptions, loggerOptions, requestId } from './logging';

/** A hop count means "trust that many proxies in front of us" (Fastify's types take it as a function). */
function trustProxyOption(value: boolean | number | undefined): boolean | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

export function serverOptions(
  limits: ServerLimits,
  options: { logging?: LoggingOptions; trustProxy?: boolean | number },
): FastifyHttpOptions<Server> {
  return {
    logger: loggerOptions(options.logging ?? {}),
    // Fastify's own two lines per request (received, completed) become one, written in the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: limits.bodyLimitBytes,
    // Slow clients: Node's own deadlines for headers and for a whole request (the longer one, for uploads; the
    // hook below holds every other route to the shorter one), idle and kept-alive sockets, requests per socket.
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs },
    requestTimeout: limits.uploadTimeoutMs,
    connectionTimeout: limits.idleSocketTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    trustProxy: trustProxyOption(options.trustProxy),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Errors raised before routing (a malformed URL) get the same envelope; the reply is written by hand because
    // no route (and so no hook) is involved yet.
    frameworkErrors: (error, request, reply) => {
      const answer = toErrorAnswer(error);
      const body = JSON.stringify(answer.body);
      reply.raw
        .writeHead(answer.status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'cache-control': 'no-store',
          'x-request-id': request.id,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        })
        .end(body);
    },
  };
}
