// What an endpoint of the Oja API is (`Endpoint`, its access levels) and the pieces more than one group of
// endpoints declares with: path parameters, the empty answer (the merchant's registration is in ./registration.ts,
// apart: its form's rules are the heaviest of all, and most groups do not need them). The groups
// themselves are in ./groups, one module each; ./endpoints.ts puts them together.
import { MAX_DATABASE_ID, type UploadKind } from '@oja/shared/validation';
import * as v from 'valibot';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. The server enforces it (a handler may narrow it further: the merchant's own routes
 * answer 403 to an admin); the harness's mock API answers by it.
 * - `public`: anyone, the token is not even read.
 * - `session`: any signed-in admin or merchant, a suspended merchant included: who the caller is, and signing out.
 * - `authenticated`: any signed-in admin or merchant, whatever the review status of its application; a suspended
 *   merchant is refused here and at every level below.
 * - `admin`: admins only.
 * - `approved-merchant`: merchants whose application was approved (menu calls).
 * - `upload`: a merchant (any status, full token or the 30-minute upload token of registration) or an admin.
 * - `app`: a customer or a rider (the mobile apps): who the caller is, and signing out.
 * - `customer`: customers only (browsing, placing and following their orders).
 * - `rider`: riders only (claiming and delivering orders).
 */
export const ACCESS_LEVELS = [
  'public',
  'session',
  'authenticated',
  'admin',
  'approved-merchant',
  'upload',
  'app',
  'customer',
  'rider',
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export interface Endpoint {
  /** Who may call it (ACCESS_LEVELS): the server's routes and the harness's mock both read it from here. */
  access: AccessLevel;
  method: Method;
  /** Below `/api`, with `:name` path parameters (`/admin/merchants/:id`). */
  path: string;
  body?: v.GenericSchema;
  query?: v.GenericSchema;
  /** Path parameters; a value that fails them cannot name a record (404). */
  params?: v.GenericSchema;
  /** Request headers the call needs (names lower-cased); one that is missing or malformed answers 400. */
  headers?: v.GenericSchema;
  /** The `data` of the success envelope; absent when the answer is not JSON (a file, a page). */
  response?: v.GenericSchema;
  /** The file fields of a multipart form and what each may hold. */
  files?: Readonly<Record<string, UploadKind>>;
  /** With `files`: the route takes multipart only (otherwise the same fields may also come as JSON). */
  multipartOnly?: boolean;
  /** The answer is a stream of Server-Sent Events (`text/event-stream`), not JSON. */
  eventStream?: true;
}

/** An endpoint's declaration, checked against `Endpoint` and kept with its literal types. */
export const endpoint = <const TEndpoint extends Endpoint>(definition: TEndpoint): TEndpoint => definition;

/** A record's id in a path: a positive 32-bit integer written plainly. */
export const idParams = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(MAX_DATABASE_ID)),
});
/** A record's uuid in a path (letter case ignored). */
export const uuidParams = v.object({ uuid: v.pipe(v.string(), v.uuid(), v.toLowerCase()) });
/** A stored image's key: `<32 hex>.<extension>`. */
export const imageKeyParams = v.object({ key: v.pipe(v.string(), v.regex(/^[a-f0-9]{32}\.(png|jpg|webp|gif)$/)) });
/** The two parameters of a signed document link. */
export const DOCUMENT_LINK_INVALID = 'This document link is not valid.';
export const signedLinkQuery = v.object({
  expires: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, DOCUMENT_LINK_INVALID), v.description('Unix seconds'))),
  signature: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/, DOCUMENT_LINK_INVALID), v.description('HMAC-SHA256, base64url')),
  ),
});

export const nothing = v.null();
