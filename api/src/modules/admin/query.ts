// The query strings of the admin lists: page and per_page on every list, status and search on the merchants'.
// A value that cannot mean anything answers 422 with the field named, like a body would.
import { VERIFICATION_STATUSES, type VerificationStatus } from '@oja/shared/validation';
import { HttpError } from '../../http/envelope';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
export const MAX_SEARCH_LENGTH = 100;

export interface PageParams {
  page: number;
  perPage: number;
}

export interface MerchantListParams extends PageParams {
  status?: VerificationStatus;
  search?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A query parameter given twice arrives as an array; the last one counts, as most servers read it. */
function single(value: unknown): string | undefined {
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return typeof last === 'string' ? last : undefined;
}

function positiveInteger(raw: string | undefined, field: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw new HttpError(422, `The ${field} must be a whole number from 1.`, {
      [field]: [`The ${field} must be a whole number from 1.`],
    });
  }
  return Math.min(Number(raw), max);
}

export function parsePageParams(query: unknown): PageParams {
  const source = isRecord(query) ? query : {};
  return {
    page: positiveInteger(single(source.page), 'page', 1, 1_000_000),
    perPage: positiveInteger(single(source.per_page), 'per_page', DEFAULT_PER_PAGE, MAX_PER_PAGE),
  };
}

export function parseMerchantListParams(query: unknown): MerchantListParams {
  const source = isRecord(query) ? query : {};
  const params: MerchantListParams = parsePageParams(source);
  const status = single(source.status);
  if (status !== undefined && status !== '') {
    const known = VERIFICATION_STATUSES.find((value) => value === status);
    if (known === undefined) {
      const message = `The status must be one of ${VERIFICATION_STATUSES.join(', ')}.`;
      throw new HttpError(422, message, { status: [message] });
    }
    params.status = known;
  }
  const search = single(source.search)?.trim();
  if (search !== undefined && search !== '') {
    if (search.length > MAX_SEARCH_LENGTH) {
      const message = `The search must not exceed ${MAX_SEARCH_LENGTH} characters.`;
      throw new HttpError(422, message, { search: [message] });
    }
    params.search = search;
  }
  return params;
}
