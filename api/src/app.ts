// The Fastify application: the API under /api and, when given a site root, the built site on the same origin.
// main.ts builds it for production; the tests build it the same way with their own database and folders.
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { UPLOAD_RULES } from '@oja/shared/validation';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppCaches, AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { createRepositories } from './db/repositories/index';
import { AppError } from './errors';
import { fileLifecycle } from './files/lifecycle';
import type { FileStorage } from './files/storage';
import { createFileUrls } from './files/urls';
import { access } from './http/access';
import { failure } from './http/envelope';
import { errorHandler, toErrorAnswer } from './http/errors';
import { type LoggingOptions, loggerOptions, requestId } from './http/logging';
import { createReadCache, PRINCIPAL_CACHE_MS } from './http/read-cache';
import { routesOf } from './http/route';
import { validatorCompiler } from './http/schema';
import {
  type CounterStore,
  DEFAULT_DOCUMENT_CAPS,
  DEFAULT_SERVER_LIMITS,
  type DocumentCaps,
  FORM_LIMITS,
  Limiter,
  MemoryCounterStore,
  type RateLimits,
  rateLimits,
  type ServerLimits,
} from './limits/index';
import { memoryEventBus, type OrderEventBus } from './live/event-bus';
import { memoryStreamSlots, type StreamSlots } from './live/stream-slots';
import { DEFAULT_LIVE_STREAMS_OPTIONS, LiveStreams, type LiveStreamsOptions } from './live/streams';
import { createMailer, type MailerOptions } from './mail/mailer';
import { MODULES } from './modules/index';
import { DEFAULT_ORDER_SETTINGS, type OrderSettings } from './modules/orders/lifecycle';
import { orderEventReplay, startOrderSweeper } from './modules/orders/service';
import { createProviders, type Providers } from './providers/index';
import { deriveKey } from './secret';
import { originsOf } from './site/runtime-config';
import { createSite, type SiteOptions } from './site/site';
import { BackgroundTasks } from './tasks';

export interface BuildAppOptions {
  database: DatabaseHandle;
  storage: FileStorage;
  mail: Omit<MailerOptions, 'logger'>;
  secret: string;
  /** Absolute address of the site, for links in emails. */
  appUrl?: string;
  /** Where notices for the review team go; admin@oja.local by default. */
  reviewEmail?: string;
  /** Prefix of file URLs: an absolute origin, or '' for root-relative URLs (same origin). */
  fileUrlBase?: string;
  tokenTtlDays?: number;
  /** How long an instance may answer who a token belongs to from memory (0: never); see http/read-cache.ts. */
  principalCacheMs?: number;
  rateLimits?: Partial<RateLimits>;
  /** Where rate limits count; the process's memory by default (one API instance). */
  counters?: CounterStore;
  /** What one business may keep in documents; src/limits/rules.ts has the defaults. */
  documentCaps?: DocumentCaps;
  /** Timeouts and connection limits (slow clients); src/limits/rules.ts has the defaults. */
  server?: Partial<ServerLimits>;
  /** The built site to serve beside the API; absent means API only. */
  site?: SiteOptions;
  /** Origins allowed to call the API from a browser (a front end on another origin, e.g. a dev server). */
  corsOrigins?: string[];
  trustProxy?: boolean | number;
  logging?: LoggingOptions;
  /** Bank, geocoding, payment and key providers; absent means the offline ones. */
  providers?: Providers;
  /** How order events reach every instance's streams; in this process by default (one API instance). */
  events?: OrderEventBus;
  /** Where open streams are counted; this process's memory by default. */
  streamSlots?: StreamSlots;
  /** The numbers of the orders' rules; modules/orders/lifecycle.ts has the defaults. */
  orders?: Partial<OrderSettings>;
  /** Heartbeat and buffers of the live streams; src/live/streams.ts has the defaults. */
  liveStreams?: Partial<LiveStreamsOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundTasks: BackgroundTasks;
    /** The services the modules were built with (tests build a service of their own from it). */
    context: AppContext;
  }
}

export const API_PREFIX = '/api';
/** Requests that change nothing: every other one empties the caches. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * How long another instance's menu may be served from memory on a shared database if the word of a change was
 * lost on its way (the NOTIFY failed): normally the word empties it at once.
 */
const SHARED_MENU_CACHE_MS = 10_000;
export const DOCS_PREFIX = '/api/docs';

/**
 * A request whose body has not fully arrived by `deadlineMs` after its headers (a client sending a byte at a time)
 * loses its connection. Node's own request timeout is the longest one (uploads); this holds other routes to theirs.
 */
function holdToDeadline(request: FastifyRequest, reply: FastifyReply, deadlineMs: number): void {
  if (request.raw.complete) return;
  const timer = setTimeout(() => {
    if (request.raw.complete) return;
    request.log.info({ deadlineMs }, 'request body too slow: connection closed');
    request.raw.socket.destroy();
  }, deadlineMs);
  timer.unref();
  const stop = () => clearTimeout(timer);
  request.raw.once('end', stop);
  reply.raw.once('close', stop);
}

/**
 * Connections from one client address are capped (`perAddress`, 0: no cap), so one address holding connections
 * open cannot take every place of the total cap from the others; and a connection that has not started a request
 * within `firstRequestMs` is closed (an idle connection held open costs a place and sends nothing). Node's own
 * `maxConnections` keeps the total.
 */
function guardConnections(
  server: Server,
  { perAddress, firstRequestMs }: { perAddress: number; firstRequestMs: number },
) {
  const openByAddress = new Map<string, number>();
  const waitingForRequest = new WeakMap<Socket, NodeJS.Timeout>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const open = (openByAddress.get(address) ?? 0) + 1;
    if (perAddress > 0 && open > perAddress) {
      socket.destroy();
      return;
    }
    openByAddress.set(address, open);
    const timer = setTimeout(() => socket.destroy(), firstRequestMs);
    timer.unref();
    waitingForRequest.set(socket, timer);
    socket.once('close', () => {
      clearTimeout(timer);
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left <= 0) openByAddress.delete(address);
      else openByAddress.set(address, left);
    });
  });
  server.on('request', (request: IncomingMessage) => {
    const timer = waitingForRequest.get(request.socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    waitingForRequest.delete(request.socket);
  });
}

/** A hop count means "trust that many proxies in front of us" (Fastify's types take it as a function). */
function trustProxyOption(value: boolean | number | undefined): boolean | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const limits: ServerLimits = { ...DEFAULT_SERVER_LIMITS, ...options.server };
  const app = Fastify({
    logger: loggerOptions(options.logging ?? {}),
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
  });
  // The body parsers, the validator and the serializer are set before any route exists. JSON must be UTF-8: bytes
  // that are not would otherwise become replacement characters and be stored as if someone had typed them.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) {
      done(new AppError('malformed', 'The request body is not valid UTF-8.'), undefined);
      return;
    }
    // A signed webhook's signature covers the exact bytes, not a re-serialisation of them.
    if (request.routeOptions.config.rawBody) request.rawBody = bytes;
    parseJson(request, bytes.toString('utf8'), done);
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are plain JSON.stringify of the typed envelope; the response schemas are for the OpenAPI document.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(errorHandler);

  const tasks = new BackgroundTasks(app.log);
  const mailer = createMailer({ ...options.mail, logger: app.log });
  app.decorate('backgroundTasks', tasks);
  const repos = createRepositories(options.database.db);
  const signedUrls = deriveKey(options.secret, 'signed-urls');
  const changes = options.database.changes;
  const caches: AppCaches = {
    principals: createReadCache({
      ttlMs: options.principalCacheMs ?? PRINCIPAL_CACHE_MS,
      expiresAt: (principal) => principal.expiresAt.getTime(),
    }),
    menus: createReadCache({
      ttlMs: options.database.kind === 'pglite' ? Number.POSITIVE_INFINITY : SHARED_MENU_CACHE_MS,
      active: () => changes.live,
    }),
  };
  const forgetEverything = () => {
    for (const cache of Object.values(caches)) cache.clear();
  };
  // Whatever a request that can write changed (a logout, a new password, a review decision, a dish), this instance
  // stops answering it from memory before the answer leaves, and the other instances on the database as soon as
  // they hear of it. A refused request (4xx) changed nothing and is not worth a word to every instance. After a
  // failure (5xx, often the database itself) the word goes out without holding the answer back.
  app.addHook('onSend', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || (reply.statusCode >= 400 && reply.statusCode < 500)) return;
    // A write that touches nothing any cache holds (an order's move) keeps them, and tells nobody.
    if (request.routeOptions.config.cacheNeutral) return;
    forgetEverything();
    const announced = changes.announce().catch((error: unknown) => {
      request.log.warn({ err: error }, 'change feed: the announcement failed; other instances forget it in time');
    });
    if (reply.statusCode < 500) await announced;
  });
  const stopHearing = changes.subscribe(forgetEverything);
  app.addHook('onClose', async () => stopHearing());
  const bus = options.events ?? memoryEventBus();
  const orderSettings: OrderSettings = { ...DEFAULT_ORDER_SETTINGS, ...options.orders };
  const live = {
    bus,
    slots: options.streamSlots ?? memoryStreamSlots(),
    streams: new LiveStreams(bus, orderEventReplay(repos), app.log, {
      ...DEFAULT_LIVE_STREAMS_OPTIONS,
      ...options.liveStreams,
    }),
  };
  const ctx: AppContext = {
    database: options.database,
    repos,
    storage: options.storage,
    files: fileLifecycle(options.storage, app.log),
    mailer,
    tasks,
    urls: createFileUrls(options.fileUrlBase ?? '', signedUrls),
    caches,
    keys: { signedUrls, resetCodes: deriveKey(options.secret, 'reset-codes') },
    limiter: new Limiter(options.counters ?? new MemoryCounterStore()),
    providers: options.providers ?? createProviders(),
    live,
    log: app.log,
    settings: {
      tokenTtlMs: (options.tokenTtlDays ?? 30) * 86_400_000,
      uploadTokenTtlMs: 30 * 60_000,
      appUrl: options.appUrl ?? 'http://localhost:8080',
      reviewEmail: options.reviewEmail ?? 'admin@oja.local',
      rateLimits: rateLimits(options.rateLimits),
      documentCaps: options.documentCaps ?? DEFAULT_DOCUMENT_CAPS,
      orders: orderSettings,
    },
  };

  app.server.maxConnections = limits.maxConnections;
  guardConnections(app.server, {
    perAddress: limits.maxConnectionsPerAddress,
    firstRequestMs: limits.firstRequestTimeoutMs,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    holdToDeadline(
      request,
      reply,
      request.routeOptions.config.files ? limits.uploadTimeoutMs : limits.requestTimeoutMs,
    );
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && request.routeOptions.config.files === undefined) {
      throw new AppError('unsupported-media-type', 'This endpoint accepts JSON only.');
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/`) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  // Open streams end before the server waits for its connections to close (clients reconnect elsewhere).
  app.addHook('preClose', async () => live.streams.closeAll());
  let stopSweeper = () => {};
  app.addHook('onReady', async () => {
    stopSweeper = startOrderSweeper(ctx);
  });
  app.addHook('onClose', async () => {
    stopSweeper();
    await tasks.drain();
    await bus.close();
    mailer.close();
  });

  const site = options.site ? createSite(options.site) : null;
  app.setNotFoundHandler((request, reply) => {
    if (site !== null && !/^\/api(\/|\?|$)/.test(request.url)) return site.handleNotFound(request, reply);
    const path = request.url.split('?')[0] ?? '';
    return reply.code(404).send(failure(`Route not found: ${request.method} ${path.slice(0, 200)}`));
  });

  const remoteOrigins = site ? () => originsOf(site.runtimeConfig()) : () => [];
  const allowRemotes = () => ["'self'", ...remoteOrigins()].join(' ');
  // No inline script but the live shell's own, each allowed by its hash.
  const allowScripts = () => [allowRemotes(), ...(site?.shellInlineScripts() ?? [])].join(' ');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [allowScripts],
        // emotion injects <style> tags at run time.
        styleSrc: [allowRemotes, "'unsafe-inline'"],
        imgSrc: [allowRemotes, 'data:', 'blob:'],
        fontSrc: [allowRemotes, 'data:'],
        connectSrc: [allowRemotes],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });

  if (options.corsOrigins && options.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: options.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    });
  }

  // After helmet and CORS: a refused request (401/403) still gets the security and CORS headers.
  await app.register(access, {
    tokens: repos.tokens,
    publicPrefixes: [DOCS_PREFIX],
    principals: caches.principals,
  });
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: Math.max(UPLOAD_RULES.image.maxBytes, UPLOAD_RULES.document.maxBytes),
      files: FORM_LIMITS.files,
      fields: FORM_LIMITS.fields,
      fieldSize: FORM_LIMITS.fieldSizeBytes,
      parts: FORM_LIMITS.parts,
      headerPairs: FORM_LIMITS.headerPairs,
    },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Oja API',
        version: '1.0.0',
        description:
          'The API of Oja, a Nigerian delivery marketplace. Every answer is an envelope ' +
          '`{success, message, data}` or `{success: false, message, errors?}`; 422 carries `errors: {field: [messages]}`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list', deepLinking: false } });

  app.decorate('context', ctx);
  // Every module under /api; each route's path below it is the contract's.
  await app.register(
    async (api) => {
      for (const module of Object.values(MODULES)) {
        await api.register(async (scope) => module.routes(routesOf(scope, ctx, module.tag), ctx));
      }
    },
    { prefix: API_PREFIX },
  );

  if (site !== null) await app.register(site.plugin);
  return app;
}
