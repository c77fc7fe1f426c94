// What route modules receive: the services built once in buildApp, nothing global.
import type { DatabaseHandle } from './db/client';
import type { Repositories } from './db/repositories/index';
import type { FileStorage } from './files/storage';
import type { FileUrls } from './files/urls';
import type { RateLimits } from './http/rate-limit';
import type { Mailer } from './mail/mailer';
import type { BackgroundTasks } from './tasks';

export interface AppSettings {
  tokenTtlMs: number;
  /** DECISIONS.md: the upload token handed out at registration lives 30 minutes. */
  uploadTokenTtlMs: number;
  /** Absolute address of the site, for links in emails. */
  appUrl: string;
  rateLimits: RateLimits;
}

export interface AppContext {
  database: DatabaseHandle;
  repos: Repositories;
  storage: FileStorage;
  mailer: Mailer;
  tasks: BackgroundTasks;
  urls: FileUrls;
  keys: { signedUrls: Buffer; resetCodes: Buffer };
  settings: AppSettings;
}
