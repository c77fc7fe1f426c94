// What the category and product routes share: whose menu this is, path parameters, and database refusals.
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../http/access';
import { HttpError, MESSAGES } from '../../http/envelope';

export const NOT_FOUND = MESSAGES.notFound;

/** The approved merchant calling (the access level has already refused everyone else). */
export function merchantIdOf(request: FastifyRequest): number {
  const { merchant } = principalOf(request);
  if (merchant === null) throw new HttpError(403, MESSAGES.forbidden);
  return merchant.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid path parameter; anything else cannot name a record, so it is a 404 (like parseId). */
export function parseUuid(raw: string | undefined): string {
  if (raw === undefined || !UUID.test(raw)) throw new HttpError(404, NOT_FOUND);
  return raw.toLowerCase();
}

/** PostgreSQL's SQLSTATE of a failed statement (drizzle puts the driver's error on `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export const FOREIGN_KEY_VIOLATION = '23503';

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
