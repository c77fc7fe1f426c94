// The Fastify application: the API under /api and, when given a site root, the built site on the same origin.
// main.ts builds it for production; the tests build it the same way with their own database and folders.
// buildApp reads as its steps, in the order they must run: how requests are read, the services (the context),
// the hooks every request passes, the security headers, sign-in, uploads, the API documents, then the modules.
import multipart from '@fastify/multipart';
import { UPLOAD_RULES } from '@oja/shared/validation';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppCaches, AppContext } from './context';
import type { ChangeFeed } from './db/change-feed';
import type { DatabaseHandle } from './db/client';
import { createRepositories } from './db/repositories/index';
import { AppError } from './errors';
import { fileLifecycle } from './files/lifecycle';
import type { FileStorage } from './files/storage';
import { createFileUrls } from './files/urls';
import { access } from './http/access';
import { DOCS_PREFIX, registerApiDocs } from './http/api-docs';
import { setBodyFormats } from './http/body-formats';
import { failure } from './http/envelope';
import { type LoggingOptions, redactUrl } from './http/logging';
import { createReadCache, PRINCIPAL_CACHE_MS } from './http/read-cache';
import { routesOf } from './http/route';
import { registerSecurityHeaders } from './http/security-headers';
import { serverOptions } from './http/server-options';
import { guardSlowClients } from './http/slow-clients';
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
import { orderEventReplay } from './modules/orders/live';
import { startOrderSweeper } from './modules/orders/service';
import { createProviders, type Providers } from './providers/index';
import { deriveKey } from './secret';
import { createSite, type Site, type SiteOptions } from './site/site';
import { BackgroundTasks } from './tasks';

export { DOCS_PREFIX };

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

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const limits: ServerLimits = { ...DEFAULT_SERVER_LIMITS, ...options.server };
  const app = Fastify(serverOptions(limits, options));
  setBodyFormats(app);
  const ctx = createContext(app, options);
  forgetCachesOnWrite(app, ctx.caches, options.database.changes);
  logOneLinePerRequest(app);
  guardSlowClients(app, limits);
  answerApiRequests(app);
  runBackgroundWork(app, ctx);

  const site = options.site ? createSite(options.site) : null;
  answerNotFound(app, site);
  await registerSecurityHeaders(app, site, options.corsOrigins);
  // After helmet and CORS: a refused request (401/403) still gets the security and CORS headers.
  await app.register(access, {
    tokens: ctx.repos.tokens,
    publicPrefixes: [DOCS_PREFIX],
    principals: ctx.caches.principals,
  });
  await registerUploads(app);
  await registerApiDocs(app);
  app.decorate('context', ctx);
  await registerModules(app, ctx);
  if (site !== null) await app.register(site.plugin);
  return app;
}

/** The services every module receives, built once from the options (nothing global). */
function createContext(app: FastifyInstance, options: BuildAppOptions): AppContext {
  const tasks = new BackgroundTasks(app.log);
  app.decorate('backgroundTasks', tasks);
  const repos = createRepositories(options.database.db);
  const signedUrls = deriveKey(options.secret, 'signed-urls');
  const bus = options.events ?? memoryEventBus();
  return {
    database: options.database,
    repos,
    storage: options.storage,
    files: fileLifecycle(options.storage, app.log),
    mailer: createMailer({ ...options.mail, logger: app.log }),
    tasks,
    urls: createFileUrls(options.fileUrlBase ?? '', signedUrls),
    caches: createCaches(options),
    keys: { signedUrls, resetCodes: deriveKey(options.secret, 'reset-codes') },
    limiter: new Limiter(options.counters ?? new MemoryCounterStore()),
    providers: options.providers ?? createProviders(),
    live: {
      bus,
      slots: options.streamSlots ?? memoryStreamSlots(),
      streams: new LiveStreams(bus, orderEventReplay(repos), app.log, {
        ...DEFAULT_LIVE_STREAMS_OPTIONS,
        ...options.liveStreams,
      }),
    },
    log: app.log,
    settings: {
      tokenTtlMs: (options.tokenTtlDays ?? 30) * 86_400_000,
      uploadTokenTtlMs: 30 * 60_000,
      appUrl: options.appUrl ?? 'http://localhost:8080',
      reviewEmail: options.reviewEmail ?? 'admin@oja.local',
      rateLimits: rateLimits(options.rateLimits),
      documentCaps: options.documentCaps ?? DEFAULT_DOCUMENT_CAPS,
      orders: { ...DEFAULT_ORDER_SETTINGS, ...options.orders },
    },
  };
}

function createCaches(options: BuildAppOptions): AppCaches {
  const changes = options.database.changes;
  return {
    principals: createReadCache({
      ttlMs: options.principalCacheMs ?? PRINCIPAL_CACHE_MS,
      expiresAt: (principal) => principal.expiresAt.getTime(),
    }),
    menus: createReadCache({
      ttlMs: options.database.kind === 'pglite' ? Number.POSITIVE_INFINITY : SHARED_MENU_CACHE_MS,
      active: () => changes.live,
    }),
  };
}

/**
 * Whatever a request that can write changed (a logout, a new password, a review decision, a dish), this instance
 * stops answering it from memory before the answer leaves, and the other instances on the database as soon as
 * they hear of it. A refused request (4xx) changed nothing and is not worth a word to every instance. After a
 * failure (5xx, often the database itself) the word goes out without holding the answer back.
 */
function forgetCachesOnWrite(app: FastifyInstance, caches: AppCaches, changes: ChangeFeed): void {
  const forgetEverything = () => {
    for (const cache of Object.values(caches)) cache.clear();
  };
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
}

/** One line per request, when it is answered: what was asked, the answer's status and how long it took. */
function logOneLinePerRequest(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${ms} ms`;
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    request.log[level]({ req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, line);
  });
}

/** A form sent where JSON is expected is refused; no API answer is cached unless its route says so. */
function answerApiRequests(app: FastifyInstance): void {
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
}

/** The order sweeper runs while the app is up; on close, streams end, background work drains, mail closes. */
function runBackgroundWork(app: FastifyInstance, ctx: AppContext): void {
  // Open streams end before the server waits for its connections to close (clients reconnect elsewhere).
  app.addHook('preClose', async () => ctx.live.streams.closeAll());
  let stopSweeper = () => {};
  app.addHook('onReady', async () => {
    stopSweeper = startOrderSweeper(ctx);
  });
  app.addHook('onClose', async () => {
    stopSweeper();
    await ctx.tasks.drain();
    await ctx.live.bus.close();
    ctx.mailer.close();
  });
}

/** An unknown address under /api is a JSON 404; any other goes to the site (its pages, or its own 404). */
function answerNotFound(app: FastifyInstance, site: Site | null): void {
  app.setNotFoundHandler((request, reply) => {
    if (site !== null && !/^\/api(\/|\?|$)/.test(request.url)) return site.handleNotFound(request, reply);
    const path = request.url.split('?')[0] ?? '';
    return reply.code(404).send(failure(`Route not found: ${request.method} ${path.slice(0, 200)}`));
  });
}

/** Multipart bodies, held to the largest upload and the form limits (each route says which files it takes). */
async function registerUploads(app: FastifyInstance): Promise<void> {
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
}

/** Every module under /api, each in its own scope; each route's path below it is the contract's. */
async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    async (api) => {
      for (const module of Object.values(MODULES)) {
        await api.register(async (scope) => module.routes(routesOf(scope, ctx, module.tag), ctx));
      }
    },
    { prefix: API_PREFIX },
  );
}
