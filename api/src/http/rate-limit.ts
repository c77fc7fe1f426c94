// Rate limits for the calls people can abuse (DECISIONS.md: login and reset calls, per IP and per email).
// One mechanism for every such route: `limitAttempts(app, 'login', rules.login)` gives its preHandler.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './envelope';

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface AttemptLimits {
  perIp: LimitRule;
  /** Counted on the lower-cased `email` field of the body. */
  perEmail: LimitRule;
}

export interface RateLimits {
  login: AttemptLimits;
  /** Email verification and resending the verification mail. */
  emailVerification: AttemptLimits;
  /** Forgot password, verify reset code, reset password (issue 5 adds the routes). */
  passwordReset: AttemptLimits;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { perIp: { max: 10, windowMs: 60_000 }, perEmail: { max: 5, windowMs: 60_000 } },
  emailVerification: { perIp: { max: 10, windowMs: 60_000 }, perEmail: { max: 3, windowMs: 15 * 60_000 } },
  passwordReset: { perIp: { max: 10, windowMs: 60_000 }, perEmail: { max: 5, windowMs: 60_000 } },
};

function emailOf(request: FastifyRequest): string | null {
  const body = request.body;
  if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string') {
    const email = body.email.trim().toLowerCase().slice(0, 255);
    return email === '' ? null : email;
  }
  return null;
}

function tooMany(seconds: number): HttpError {
  const wait = seconds <= 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return new HttpError(429, `Too many attempts. Please wait ${wait} and try again.`);
}

/** Both counters must allow the request; the IP counter goes first so one address cannot probe many emails. */
export function limitAttempts(app: FastifyInstance, bucket: string, limits: AttemptLimits): preHandlerAsyncHookHandler {
  const byIp = app.createRateLimit({
    max: limits.perIp.max,
    timeWindow: limits.perIp.windowMs,
    keyGenerator: (request) => `${bucket}:ip:${request.ip}`,
  });
  const byEmail = app.createRateLimit({
    max: limits.perEmail.max,
    timeWindow: limits.perEmail.windowMs,
    keyGenerator: (request) => `${bucket}:email:${emailOf(request)}`,
  });
  return async (request, reply) => {
    // Without an email (an invalid body) only the IP counter applies; validation answers 422 next.
    const checks = emailOf(request) === null ? [byIp] : [byIp, byEmail];
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw tooMany(result.ttlInSeconds);
      }
    }
  };
}
