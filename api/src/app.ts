// The Fastify application: the API under /api and, when given a site root, the built site on the same origin.
// main.ts builds it for production; the tests build it the same way with their own database and folders.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
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
import { routesOf } from './http/route';
import { validatorCompiler } from './http/schema';
import { type CounterStore, Limiter, MemoryCounterStore, type RateLimits, rateLimits } from './limits/index';
import { createMailer, type MailerOptions } from './mail/mailer';
import { MODULES } from './modules/index';
import { createProviders, type Providers } from './providers/index';
import { deriveKey } from './secret';
import { watchRuntimeOrigins } from './site/runtime-config';
import { createSite, type SiteOptions } from './site/site';
import { BackgroundTasks } from './tasks';

export interface BuildAppOptions {
  database: DatabaseHandle;
  storage: FileStorage;
  mail: Omit<MailerOptions, 'logger'>;
  secret: string;
  /** Absolute address of the site, for links in emails. */
  appUrl?: string;
  /** Prefix of file URLs: an absolute origin, or '' for root-relative URLs (same origin). */
  fileUrlBase?: string;
  tokenTtlDays?: number;
  rateLimits?: Partial<RateLimits>;
  /** Where rate limits count; the process's memory by default (one API instance). */
  counters?: CounterStore;
  /** The built site to serve beside the API; absent means API only. */
  site?: SiteOptions;
  /** Origins allowed to call the API from a browser (a front end on another origin, e.g. a dev server). */
  corsOrigins?: string[];
  trustProxy?: boolean | number;
  logging?: LoggingOptions;
  /** Bank, geocoding and key providers of registration and its helpers; absent means the offline ones. */
  providers?: Providers;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundTasks: BackgroundTasks;
    /** The services the modules were built with (tests build a service of their own from it). */
    context: AppContext;
  }
}

export const API_PREFIX = '/api';
export const DOCS_PREFIX = '/api/docs';
const BODY_LIMIT = 1024 * 1024;
const MB = 1024 * 1024;

/** A hop count means "trust that many proxies in front of us" (Fastify's types take it as a function). */
function trustProxyOption(value: boolean | number | undefined): boolean | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logging ?? {}),
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
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
  // The body parsers, the validator and the serializer are set before any route exists.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  // Answers are plain JSON.stringify of the typed envelope; the response schemas are for the OpenAPI document.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(errorHandler);

  const tasks = new BackgroundTasks(app.log);
  const mailer = createMailer({ ...options.mail, logger: app.log });
  app.decorate('backgroundTasks', tasks);
  const repos = createRepositories(options.database.db);
  const signedUrls = deriveKey(options.secret, 'signed-urls');
  const ctx: AppContext = {
    database: options.database,
    repos,
    storage: options.storage,
    files: fileLifecycle(options.storage, app.log),
    mailer,
    tasks,
    urls: createFileUrls(options.fileUrlBase ?? '', signedUrls),
    keys: { signedUrls, resetCodes: deriveKey(options.secret, 'reset-codes') },
    limiter: new Limiter(options.counters ?? new MemoryCounterStore()),
    providers: options.providers ?? createProviders(),
    log: app.log,
    settings: {
      tokenTtlMs: (options.tokenTtlDays ?? 30) * 86_400_000,
      uploadTokenTtlMs: 30 * 60_000,
      appUrl: options.appUrl ?? 'http://localhost:8080',
      rateLimits: rateLimits(options.rateLimits),
    },
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
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
  app.addHook('onClose', async () => {
    await tasks.drain();
    mailer.close();
  });

  const site = options.site ? createSite(options.site) : null;
  app.setNotFoundHandler((request, reply) => {
    if (site !== null && !/^\/api(\/|\?|$)/.test(request.url)) return site.handleNotFound(request, reply);
    const path = request.url.split('?')[0] ?? '';
    return reply.code(404).send(failure(`Route not found: ${request.method} ${path.slice(0, 200)}`));
  });

  const remoteOrigins = site ? watchRuntimeOrigins(site.runtimeConfigFile) : () => [];
  const allowRemotes = () => ["'self'", ...remoteOrigins()].join(' ');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [allowRemotes],
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
  await app.register(access, { tokens: repos.tokens, publicPrefixes: [DOCS_PREFIX] });
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: 10 * MB, files: 2, fields: 30, fieldSize: 100 * 1024, parts: 40, headerPairs: 100 },
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
