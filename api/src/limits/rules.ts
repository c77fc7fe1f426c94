// Every rate limit of the service, in one table (api/README.md "Security" lists them). Tests build the
// application with their own numbers.
import type { LimitRule } from './limiter';

const MINUTE = 60_000;

const rule = (max: number, windowMs: number): LimitRule => ({ max, windowMs });

/** Calls per address, and per email named in the body (lower-cased). */
export interface AttemptLimits {
  perIp: LimitRule;
  perEmail: LimitRule;
}

export interface RateLimits {
  login: AttemptLimits;
  /** Email verification and resending the verification mail. */
  emailVerification: AttemptLimits;
  /** Forgot password, verify reset code, reset password: each step counts on its own. */
  passwordReset: AttemptLimits;
  /** Merchant registration (a password hash and a bank lookup each), per address. */
  registration: { perIp: LimitRule };
  /** Bank account name lookups, per address. */
  accountLookup: { perIp: LimitRule };
  /** Address suggestions, place details and geocoding, per address. */
  address: { perIp: LimitRule };
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { perIp: rule(10, MINUTE), perEmail: rule(5, MINUTE) },
  emailVerification: { perIp: rule(10, MINUTE), perEmail: rule(3, 15 * MINUTE) },
  passwordReset: { perIp: rule(10, MINUTE), perEmail: rule(5, MINUTE) },
  registration: { perIp: rule(60, 10 * MINUTE) },
  accountLookup: { perIp: rule(30, MINUTE) },
  address: { perIp: rule(120, MINUTE) },
};

/** The defaults with some groups replaced (a group is replaced whole). */
export function rateLimits(overrides: Partial<RateLimits> = {}): RateLimits {
  return { ...DEFAULT_RATE_LIMITS, ...overrides };
}
