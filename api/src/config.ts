// Every environment variable the service reads, parsed in this one place (api/README.md lists them).
import path from 'node:path';
import { DEFAULT_SERVER_LIMITS } from './limits/index';
import { REPO_ROOT } from './paths';
import type { ProviderSettings } from './providers/index';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded PGlite database in the data folder. */
  databaseUrl: string | undefined;
  /** Redis for what several instances must count or announce together; absent means this process's memory. */
  redisUrl: string | undefined;
  /** Where uploads are kept: the data folder, or an S3-compatible bucket shared by every instance. */
  storage: StorageConfig;
  /** Server secret for signed URLs and keyed hashes; absent means generated once into the data folder. */
  secret: string | undefined;
  adminEmail: string;
  /** Where notices for the review team go (a resubmitted application); the admin's address when absent. */
  reviewEmail: string;
  adminPassword: string;
  demo: boolean;
  /** With the demo data: weeks of orders for the demo kitchen, and the simulator that keeps its queue moving. */
  demoOrders: boolean;
  smtpUrl: string | undefined;
  /** Sender of every mail; the mailer's "Oja Logistics" address when absent. */
  mailFrom: string | undefined;
  /** Absolute origin used in emails and file URLs; absent means root-relative file URLs and the listen address. */
  publicUrl: string | undefined;
  /** The deploy root the site is served from (the shell and every remote, as `deploy:remote` publishes them). */
  deployRoot: string;
  /** Where the deploy root's remotes are served from: `/remotes/` (this server) or a CDN's URL. */
  remotesUrl: string;
  /** Serve the published source maps (never by default). */
  serveSourceMaps: boolean;
  tokenTtlDays: number;
  /** Connections open at once; more are closed as they open. */
  maxConnections: number;
  /**
   * Connections open at once from one address (0: no such cap). Behind a proxy every connection comes from the
   * proxy, so with OJA_TRUST_PROXY the default is 0 and the proxy caps its clients (api/README.md).
   */
  maxConnectionsPerAddress: number;
  corsOrigins: string[];
  trustProxy: boolean | number;
  logLevel: string;
  /** Paystack and Google Maps keys (api/README.md); absent keys mean the built-in offline providers. */
  providers: ProviderSettings;
}

export type StorageConfig = { kind: 'local' } | { kind: 's3'; bucket: string; forcePathStyle: boolean };

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 0 or 1, got "${raw}"`);
}

function optional(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function origin(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.href.replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
}

function storageConfig(env: Env): StorageConfig {
  const kind = (optional(env, 'OJA_STORAGE') ?? 'local').toLowerCase();
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new ConfigError(`OJA_STORAGE must be local or s3, got "${kind}"`);
  const bucket = optional(env, 'S3_BUCKET');
  if (bucket === undefined) throw new ConfigError('S3_BUCKET must be set when OJA_STORAGE=s3');
  return { kind: 's3', bucket, forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE') ?? false };
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = optional(env, 'DATABASE_URL');
  const secret = optional(env, 'OJA_SECRET');
  if (secret !== undefined && secret.length < 32) throw new ConfigError('OJA_SECRET must be at least 32 characters');
  const publicUrl = optional(env, 'OJA_PUBLIC_URL');
  const redisUrl = optional(env, 'REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\/[^\s]*$/.test(redisUrl)) {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got "${redisUrl}"`);
  }
  const storage = storageConfig(env);
  // Instances that share counters or files are meant to act as one: a secret generated into each one's own data
  // folder would make the links and codes of one refused by the others.
  if (secret === undefined && (redisUrl !== undefined || storage.kind === 's3')) {
    throw new ConfigError('OJA_SECRET must be set (the same on every instance) when REDIS_URL or OJA_STORAGE=s3 is');
  }
  const trustProxyRaw = optional(env, 'OJA_TRUST_PROXY');
  const trustProxy =
    trustProxyRaw === undefined
      ? false
      : /^\d+$/.test(trustProxyRaw)
        ? Number(trustProxyRaw)
        : (flag(env, 'OJA_TRUST_PROXY') ?? false);
  const remotesUrl = optional(env, 'OJA_REMOTES_URL') ?? '/remotes/';
  if (!/^(\/|https?:\/\/)[^\s"'<>]*$/.test(remotesUrl)) {
    throw new ConfigError(`OJA_REMOTES_URL must be a path from / or an http(s) URL, got "${remotesUrl}"`);
  }
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: optional(env, 'HOST') ?? '127.0.0.1',
    dataDir: path.resolve(optional(env, 'OJA_DATA_DIR') ?? path.join(REPO_ROOT, '.data')),
    databaseUrl,
    redisUrl,
    storage,
    secret,
    adminEmail: (optional(env, 'OJA_ADMIN_EMAIL') ?? 'admin@oja.local').toLowerCase(),
    reviewEmail: (
      optional(env, 'OJA_REVIEW_EMAIL') ??
      optional(env, 'OJA_ADMIN_EMAIL') ??
      'admin@oja.local'
    ).toLowerCase(),
    adminPassword: env.OJA_ADMIN_PASSWORD || 'Admin@12345',
    // Demo data comes with the embedded default; a real PostgreSQL gets it only when asked
    // (docs/product/server-rules.md, "Running it").
    demo: flag(env, 'OJA_DEMO') ?? databaseUrl === undefined,
    demoOrders: (flag(env, 'OJA_DEMO') ?? databaseUrl === undefined) && (flag(env, 'OJA_DEMO_ORDERS') ?? true),
    smtpUrl: optional(env, 'SMTP_URL'),
    mailFrom: optional(env, 'MAIL_FROM'),
    publicUrl: publicUrl === undefined ? undefined : origin('OJA_PUBLIC_URL', publicUrl),
    deployRoot: path.resolve(optional(env, 'OJA_DEPLOY_ROOT') ?? path.join(REPO_ROOT, '.data', 'site')),
    remotesUrl: remotesUrl.endsWith('/') ? remotesUrl : `${remotesUrl}/`,
    serveSourceMaps: flag(env, 'OJA_SERVE_SOURCEMAPS') ?? false,
    tokenTtlDays: integer(env, 'OJA_TOKEN_TTL_DAYS', 30, 1, 365),
    maxConnections: integer(env, 'OJA_MAX_CONNECTIONS', DEFAULT_SERVER_LIMITS.maxConnections, 1, 1_000_000),
    maxConnectionsPerAddress: integer(
      env,
      'OJA_MAX_CONNECTIONS_PER_ADDRESS',
      trustProxy === false || trustProxy === 0 ? DEFAULT_SERVER_LIMITS.maxConnectionsPerAddress : 0,
      0,
      1_000_000,
    ),
    corsOrigins: (optional(env, 'OJA_CORS_ORIGINS') ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '')
      .map((item) => origin('OJA_CORS_ORIGINS', item)),
    trustProxy,
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    providers: {
      paystackSecretKey: optional(env, 'PAYSTACK_SECRET_KEY'),
      paystackPublicKey: optional(env, 'PAYSTACK_PUBLIC_KEY'),
      googleMapsApiKey: optional(env, 'GOOGLE_MAPS_API_KEY'),
      googleMapsBrowserKey: optional(env, 'GOOGLE_MAPS_BROWSER_KEY'),
    },
  };
}
