// What modules receive: the services built once in buildApp, nothing global.

import type { Product } from '@oja/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './db/client';
import type { Repositories } from './db/repositories/index';
import type { Principal } from './db/repositories/tokens';
import type { FileLifecycle } from './files/lifecycle';
import type { FileStorage } from './files/storage';
import type { FileUrls } from './files/urls';
import type { ReadCache } from './http/read-cache';
import type { DocumentCaps, Limiter, RateLimits } from './limits/index';
import type { OrderEventBus } from './live/event-bus';
import type { StreamSlots } from './live/stream-slots';
import type { LiveStreams } from './live/streams';
import type { Mailer } from './mail/mailer';
import type { OrderSettings } from './modules/orders/lifecycle';
import type { Providers } from './providers/index';
import type { BackgroundTasks } from './tasks';

export interface AppSettings {
  tokenTtlMs: number;
  /** The upload token handed out at registration lives 30 minutes. */
  uploadTokenTtlMs: number;
  /** Absolute address of the site, for links in emails. */
  appUrl: string;
  /** Where notices for the review team go (a resubmitted application). */
  reviewEmail: string;
  rateLimits: RateLimits;
  /** What one business may keep in documents. */
  documentCaps: DocumentCaps;
  orders: OrderSettings;
}

/** What carries an order's change to the open streams of every instance (src/live/). */
export interface LiveServices {
  bus: OrderEventBus;
  /** How many streams each account holds open, counted across the instances. */
  slots: StreamSlots;
  /** This instance's open streams. */
  streams: LiveStreams;
}

/**
 * Every cache of the API (http/read-cache.ts): the app empties them all on each write request, and when another
 * instance on the same database announces one of its own (db/change-feed.ts).
 */
export interface AppCaches {
  /** Who a token belongs to, for half a second on any database. */
  principals: ReadCache<string, Principal>;
  /**
   * A merchant's whole menu (its products with their categories), kept until the next write: on PostgreSQL only
   * while this instance hears the others' announcements, and at most a few seconds in case one is lost.
   */
  menus: ReadCache<number, Product[]>;
}

export interface AppContext {
  database: DatabaseHandle;
  repos: Repositories;
  storage: FileStorage;
  /** The lifecycle of uploaded files (kept with their row, removed when nothing points at them). */
  files: FileLifecycle;
  mailer: Mailer;
  tasks: BackgroundTasks;
  urls: FileUrls;
  caches: AppCaches;
  keys: { signedUrls: Buffer; resetCodes: Buffer };
  limiter: Limiter;
  providers: Providers;
  live: LiveServices;
  log: FastifyBaseLogger;
  settings: AppSettings;
}
