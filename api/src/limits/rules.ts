// Every rate limit and lockout threshold of the service, in one table (api/README.md "Security" lists them).
// Tests build the application with their own numbers.
import { HOUR_MS, MINUTE_MS } from '../durations';
import type { LimitRule } from './limiter';

const rule = (max: number, windowMs: number): LimitRule => ({ max, windowMs });

/**
 * The rules that keep strangers from locking an account's owner out: a strict count per account email and
 * address, and a higher one per email from every address together that does not apply to an address the
 * account signed in from lately (see `AccountGuard`).
 */
export interface AccountRules {
  perEmailAndIp: LimitRule;
  perEmail: LimitRule;
}

export interface RateLimits {
  /** Sign-in: every attempt per address; failed sign-ins per account. */
  login: { perIp: LimitRule; failures: AccountRules };
  /** Email verification: every call per address; verification mails per account. */
  emailVerification: { perIp: LimitRule; mails: AccountRules };
  /** Password reset: every call per address (per step); codes mailed and wrong codes per account. */
  passwordReset: { perIp: LimitRule; codes: AccountRules; wrongCodes: AccountRules };
  /** Merchant registration (a password hash and a bank lookup each), per address. */
  registration: { perIp: LimitRule };
  /** Bank account name lookups, per address. */
  accountLookup: { perIp: LimitRule };
  /** Address suggestions, place details and geocoding, per address. */
  address: { perIp: LimitRule };
  /** Every request that carries a file (documents, logos, menu images), per account (per address when signed out). */
  uploads: { perAccount: LimitRule };
  /** Changes to a merchant's profile, per account. */
  profileUpdates: { perAccount: LimitRule };
  /** New business emails asked for (each mails a confirmation link to the new address), per account. */
  businessEmailChanges: { perAccount: LimitRule };
  /** Changes to a merchant's menu (categories and products added, edited or deleted), per account. */
  menuChanges: { perAccount: LimitRule };
  /** An admin's decisions on merchants (approve, reject, suspend, reinstate, bulk approve), per account. */
  adminDecisions: { perAccount: LimitRule };
  /** Wrong current passwords sent with a password or bank account change, per account (both together). */
  currentPassword: { perAccount: LimitRule };
  /** Orders a customer places (a retry with the same Idempotency-Key is not a new order and is not counted). */
  orderPlacements: { perAccount: LimitRule };
  /** Moves of orders (accept, reject, ready, claim, pick up, deliver, cancel, review, the store's switches), per account. */
  orderActions: { perAccount: LimitRule };
  /** How long an address that signed in to an account stays "known" to it (exempt from the per-email counts). */
  knownAddressMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: {
    // A mobile carrier puts many customers behind one address: this bounds the work one address can ask for, and
    // the per-account counts below are what protect each account.
    perIp: rule(60, MINUTE_MS),
    failures: { perEmailAndIp: rule(5, 15 * MINUTE_MS), perEmail: rule(30, 15 * MINUTE_MS) },
  },
  emailVerification: {
    perIp: rule(10, MINUTE_MS),
    mails: { perEmailAndIp: rule(3, 15 * MINUTE_MS), perEmail: rule(10, HOUR_MS) },
  },
  passwordReset: {
    perIp: rule(10, MINUTE_MS),
    codes: { perEmailAndIp: rule(3, HOUR_MS), perEmail: rule(10, HOUR_MS) },
    wrongCodes: { perEmailAndIp: rule(5, HOUR_MS), perEmail: rule(30, HOUR_MS) },
  },
  registration: { perIp: rule(60, 10 * MINUTE_MS) },
  accountLookup: { perIp: rule(30, MINUTE_MS) },
  address: { perIp: rule(120, MINUTE_MS) },
  uploads: { perAccount: rule(30, 10 * MINUTE_MS) },
  profileUpdates: { perAccount: rule(20, 10 * MINUTE_MS) },
  businessEmailChanges: { perAccount: rule(5, HOUR_MS) },
  // A merchant building or restocking a big menu makes a change every few seconds at most; a script makes many.
  menuChanges: { perAccount: rule(300, 10 * MINUTE_MS) },
  // Each decision mails the merchant: a stolen admin token must not turn suspend and reinstate into a mail cannon.
  adminDecisions: { perAccount: rule(120, 10 * MINUTE_MS) },
  currentPassword: { perAccount: rule(5, 15 * MINUTE_MS) },
  // A family ordering lunch from three kitchens is three orders; a script is hundreds.
  orderPlacements: { perAccount: rule(10, 10 * MINUTE_MS) },
  // A busy kitchen answers an order every minute or two, three moves each; a rider a few an hour.
  orderActions: { perAccount: rule(600, 10 * MINUTE_MS) },
  knownAddressMs: 30 * 24 * HOUR_MS,
};

/** The defaults with some groups replaced (a group is replaced whole). */
export function rateLimits(overrides: Partial<RateLimits> = {}): RateLimits {
  return { ...DEFAULT_RATE_LIMITS, ...overrides };
}

/** What one business may keep in documents (ID papers: a handful at most). */
export interface DocumentCaps {
  count: number;
  bytes: number;
}

export const DEFAULT_DOCUMENT_CAPS: DocumentCaps = { count: 20, bytes: 50 * 1024 * 1024 };

/** How long and how much one connection and one request may take (slow clients, too many connections). */
export interface ServerLimits {
  /** Every header of a request must have arrived within this. */
  headersTimeoutMs: number;
  /** A whole request to a route that takes no file, its body included, from the moment its headers arrived. */
  requestTimeoutMs: number;
  /** A whole request that brings files (10 MB on a slow line); also Node's bound on any request. */
  uploadTimeoutMs: number;
  /** A kept-alive connection with no request is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic at all (a stalled client) is closed after this. */
  idleSocketTimeoutMs: number;
  /** How often Node checks the header and request deadlines. */
  checkIntervalMs: number;
  /** Requests one connection may carry; the last answer says `Connection: close`. */
  maxRequestsPerSocket: number;
  /** Connections open at once; one more is closed as soon as it opens, until some end. */
  maxConnections: number;
  /**
   * Connections open at once from one client address (0: no such cap), so that one address holding connections
   * open cannot take every place of `maxConnections` from the others.
   */
  maxConnectionsPerAddress: number;
  /** A new connection that has not sent the start of a request by then is closed. */
  firstRequestTimeoutMs: number;
  /** The largest JSON body. */
  bodyLimitBytes: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
  uploadTimeoutMs: 120_000,
  keepAliveTimeoutMs: 10_000,
  idleSocketTimeoutMs: 60_000,
  checkIntervalMs: 5_000,
  maxRequestsPerSocket: 1_000,
  maxConnections: 1_000,
  // A mobile carrier's shared address carries many people, each browser opening about six connections.
  maxConnectionsPerAddress: 100,
  firstRequestTimeoutMs: 5_000,
  bodyLimitBytes: 1024 * 1024,
};

/** What a multipart form may hold besides its files' own size limits (5 MB an image, 10 MB a document). */
export const FORM_LIMITS = { files: 2, fields: 30, fieldSizeBytes: 100 * 1024, parts: 40, headerPairs: 100 } as const;
