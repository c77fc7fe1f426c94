// Who may call what: every route declares `config.access`, and this one plugin enforces it. A route that forgets
// to declare its level stops the server from starting.
import { createHash } from 'node:crypto';
import type { AccessLevel, SessionEndReason } from '@oja/shared/contract';
import { APP_USER_TYPES, DASHBOARD_USER_TYPES, type UploadKind } from '@oja/shared/validation';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Principal, TokensRepository } from '../db/repositories/tokens';
import type { MerchantRow, UserRow } from '../db/schema';
import { AppError, MESSAGES } from '../errors';
import type { ReadCache } from './read-cache';

// The levels are the contract's (`@oja/shared/contract`, where each endpoint declares its own); an `upload`
// route's handler checks that the merchant id named in the request is the caller's own.
export { ACCESS_LEVELS, type AccessLevel } from '@oja/shared/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
    /** The file fields of the route's multipart form; a route without them answers 415 to a multipart body. */
    files?: Readonly<Record<string, UploadKind>>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const ACCESS_DENIED = 'Access denied: this web app is for merchants and admins.';

/** What the 401 to a token that once worked says, by why its session ended. */
export const SESSION_ENDED: Readonly<Record<SessionEndReason, string>> = {
  'signed-out': 'You signed out of this session. Please log in again.',
  'password-changed':
    'Your password was changed in another session, so this one has ended. Please log in with the new password.',
  'signed-out-elsewhere': 'You signed this session out from another one. Please log in again.',
  'password-reset': 'Your password was reset, so this session has ended. Please log in with the new password.',
  suspended: 'This merchant account was suspended, so your session has ended. Log in to read why.',
  expired: 'Your session has expired. Please log in again.',
};

const DENIED = {
  missingToken: MESSAGES.unauthenticated,
  invalidToken: 'Your session has expired or is no longer valid. Please log in again.',
  uploadTokenOnly: 'This token can only be used to upload documents and logos.',
  adminOnly: 'This action is for administrators only.',
  merchantOnly: 'This action is for approved merchants only.',
  pending: 'Your merchant application is still under review. This becomes available once it is approved.',
  rejected: 'Your merchant application was not approved, so this is not available.',
  suspended: 'This merchant account is suspended, so this is not available. Please contact support.',
  appOnly: 'This is for the Oja customer and rider apps.',
  customerOnly: 'This action is for customers of the Oja app.',
  riderOnly: 'This action is for Oja riders.',
} as const;

/** Customers and riders: the mobile apps, which sign in with `POST /app/auth/login`. */
export function isAppUser(userType: string): boolean {
  return APP_USER_TYPES.some((type) => type === userType);
}

/** The mobile apps' levels: who passes each, and what the others are told. */
function decideAppAccess(level: 'app' | 'customer' | 'rider', principal: Principal): AppError | null {
  const { userType } = principal.user;
  if (principal.scope !== 'full') return new AppError('forbidden', DENIED.uploadTokenOnly);
  if (level === 'app') return isAppUser(userType) ? null : new AppError('forbidden', DENIED.appOnly);
  if (userType === level) return null;
  return new AppError('forbidden', level === 'customer' ? DENIED.customerOnly : DENIED.riderOnly);
}

/** Admins and merchants; customers and riders use the mobile apps. */
export function isDashboardUser(userType: string): boolean {
  return DASHBOARD_USER_TYPES.some((type) => type === userType);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The decision itself, apart from HTTP: null when the caller may go on, otherwise the error to answer. */
export function decideAccess(level: AccessLevel, principal: Principal | null): AppError | null {
  if (level === 'public') return null;
  if (principal === null) return new AppError('unauthenticated', DENIED.missingToken);
  if (level === 'app' || level === 'customer' || level === 'rider') return decideAppAccess(level, principal);
  const { user, merchant, scope } = principal;
  if (!isDashboardUser(user.userType)) return new AppError('forbidden', ACCESS_DENIED);
  // A suspension ends every session; a token issued since (a sign-in, which shows the reason) opens nothing else.
  if (merchant?.verificationStatus === 'suspended' && level !== 'session') {
    return new AppError('forbidden', DENIED.suspended);
  }
  if (level === 'upload') {
    if (user.userType === 'admin' && scope === 'full') return null;
    return user.userType === 'merchant' && merchant !== null ? null : new AppError('forbidden', MESSAGES.forbidden);
  }
  if (scope !== 'full') return new AppError('forbidden', DENIED.uploadTokenOnly);
  switch (level) {
    case 'session':
    case 'authenticated':
      return null;
    case 'admin':
      return user.userType === 'admin' ? null : new AppError('forbidden', DENIED.adminOnly);
    case 'approved-merchant':
      if (user.userType !== 'merchant' || merchant === null) return new AppError('forbidden', DENIED.merchantOnly);
      if (merchant.verificationStatus === 'pending') return new AppError('forbidden', DENIED.pending);
      if (merchant.verificationStatus === 'rejected') return new AppError('forbidden', DENIED.rejected);
      return null;
  }
}

/** `Authorization: Bearer <token>`; anything else counts as no token. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: AccessLevel;
}

export interface AccessOptions {
  tokens: TokensRepository;
  /** Who a token belongs to, remembered for a moment (the app empties it on every write). */
  principals: ReadCache<string, Principal>;
  /** Routes registered by third-party plugins under these prefixes are public (the API documentation). */
  publicPrefixes: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its access level, in registration order (the authorization matrix test reads it). */
    routeAccess(): readonly RouteAccess[];
  }
}

function levelOf(route: RouteOptions, publicPrefixes: string[]): AccessLevel | undefined {
  const declared = route.config?.access;
  if (declared !== undefined) return declared;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.every((method) => method === 'OPTIONS')) return 'public'; // CORS preflight
  if (publicPrefixes.some((prefix) => route.url.startsWith(prefix))) return 'public';
  return undefined;
}

async function accessPlugin(app: FastifyInstance, options: AccessOptions): Promise<void> {
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', () => table);
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    const access = levelOf(route, options.publicPrefixes);
    if (access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access level (config.access)`);
    }
    route.config = { ...route.config, access };
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      table.push({ method, url: route.url, access });
    }
    // The OpenAPI document shows each route's level from the same declaration (the HEAD twin of a GET route
    // arrives with the same schema object, hence the guard).
    const description = route.schema?.description ?? '';
    if (route.schema && !description.includes('Access:')) {
      route.schema.description = [description, `Access: ${access}.`].filter(Boolean).join('\n\n');
      if (access !== 'public') route.schema.security = [{ bearerAuth: [] }];
    }
  });

  app.addHook('onRequest', async (request) => {
    // The not-found handler has no route config: it serves nothing protected.
    const level = request.routeOptions.config.access ?? 'public';
    if (level === 'public') return;
    const token = bearerToken(request);
    if (token === null) throw new AppError('unauthenticated', DENIED.missingToken);
    const tokenHash = hashToken(token);
    const principal = await options.principals.find(tokenHash, () => options.tokens.findActive(tokenHash, new Date()));
    if (principal === null) {
      // Only on a refusal: a token that once worked is told why its session ended (the sign-in page says it).
      const ended = await options.tokens.endedReason(tokenHash, new Date());
      if (ended === null) throw new AppError('unauthenticated', DENIED.invalidToken);
      throw new AppError('unauthenticated', SESSION_ENDED[ended], { sessionEnded: ended });
    }
    const denied = decideAccess(level, principal);
    if (denied !== null) throw denied;
    request.principal = principal;
  });
}

export const access = fp(accessPlugin, { name: 'oja-access' });

/** The caller of a route whose level is not `public` (the hook has already refused everyone else). */
export function principalOf(request: FastifyRequest): Principal {
  if (request.principal === null) throw new AppError('unauthenticated', DENIED.missingToken);
  return request.principal;
}

export const MERCHANTS_ONLY = 'This action is for merchants only.';

/** The merchant a caller is (any review status; the access level has checked the status where it matters). */
export function merchantOf(principal: Principal): { user: UserRow; merchant: MerchantRow } {
  const { user, merchant } = principal;
  if (user.userType !== 'merchant' || merchant === null) throw new AppError('forbidden', MERCHANTS_ONLY);
  return { user, merchant };
}
