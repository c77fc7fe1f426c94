// Small checks shared by the onboarding routes: who the merchant of a request is, per-IP limits for the public
// helpers, and the unique-violation test for both database drivers.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { MerchantRow, UserRow } from '../../db/schema';
import { principalOf } from '../../http/access';
import { HttpError } from '../../http/envelope';

export const MERCHANTS_ONLY = 'This action is for merchants only.';
export const NOT_YOUR_BUSINESS = 'You can only upload files for your own business.';

/** The signed-in merchant (any review status); admins and others are refused. */
export function merchantOf(request: FastifyRequest): { user: UserRow; merchant: MerchantRow } {
  const { user, merchant } = principalOf(request);
  if (user.userType !== 'merchant' || merchant === null) throw new HttpError(403, MERCHANTS_ONLY);
  return { user, merchant };
}

/** A per-IP limit for a public route that costs us something (a provider call, a password hash). */
export function limitPerIp(
  app: FastifyInstance,
  bucket: string,
  rule: { max: number; windowMs: number },
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `${bucket}:ip:${request.ip}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      const wait =
        result.ttlInSeconds <= 60 ? `${result.ttlInSeconds} seconds` : `${Math.ceil(result.ttlInSeconds / 60)} minutes`;
      throw new HttpError(429, `Too many requests. Please wait ${wait} and try again.`);
    }
  };
}

/** PostgreSQL unique violation (23505), as both drivers report it (on the error or its cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : null;
  }
  return false;
}

/** A positive integer from a form field ("12"), or null. */
export function positiveInt(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const value = Number(text);
  return value <= 2_147_483_647 ? value : null;
}
