// Bearer tokens (docs/product/server-rules.md, "Rules of the API", Tokens): only their SHA-256 is stored; a token is
// valid until it expires or is revoked.
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  accessTokens,
  type MerchantRow,
  merchants,
  type TokenEndReason,
  type TokenScope,
  type UserRow,
  users,
} from '../schema';

export interface Principal {
  tokenId: number;
  scope: TokenScope;
  expiresAt: Date;
  /** For an upload token: the only merchant whose files it may upload. */
  uploadMerchantId: number | null;
  user: UserRow;
  merchant: MerchantRow | null;
}

/** last_used_at is a hint for people, not an audit trail: writing it at most once a minute keeps reads cheap. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Every authenticated request runs this lookup, so it is prepared once: drizzle does not rebuild the SQL each
 * time, and PostgreSQL keeps the plan of the named statement per connection.
 */
function prepareFindActive(db: Database) {
  return db
    .select({ token: accessTokens, user: users, merchant: merchants })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(merchants, eq(merchants.userId, users.id))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('hash')),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('access_token_find_active');
}

function tokenLookups(db: Database) {
  let findActiveQuery: ReturnType<typeof prepareFindActive> | undefined;
  return {
    async create(input: {
      userId: number;
      tokenHash: string;
      expiresAt: Date;
      scope?: TokenScope;
      merchantId?: number | null;
    }): Promise<void> {
      await db.insert(accessTokens).values({
        userId: input.userId,
        tokenHash: input.tokenHash,
        expiresAt: input.expiresAt,
        scope: input.scope ?? 'full',
        merchantId: input.merchantId ?? null,
      });
    },

    /** The token's user and merchant in one query, or null when the token is unknown, revoked or expired. */
    async findActive(tokenHash: string, now: Date): Promise<Principal | null> {
      findActiveQuery ??= prepareFindActive(db);
      const [row] = await findActiveQuery.execute({ hash: tokenHash, now: now.toISOString() });
      if (row === undefined) return null;
      const { token } = row;
      if (token.lastUsedAt === null || now.getTime() - token.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await db
          .update(accessTokens)
          .set({ lastUsedAt: now })
          .where(
            and(
              eq(accessTokens.id, token.id),
              or(
                isNull(accessTokens.lastUsedAt),
                lt(accessTokens.lastUsedAt, new Date(now.getTime() - TOUCH_INTERVAL_MS)),
              ),
            ),
          );
      }
      return {
        tokenId: token.id,
        scope: token.scope,
        expiresAt: token.expiresAt,
        uploadMerchantId: token.merchantId,
        user: row.user,
        merchant: row.merchant,
      };
    },

    /**
     * Why a token that is not active any more stopped working, for the 401 that refuses it: its revocation's
     * reason, or 'expired'. Null for a token that was never issued (or is still active).
     */
    async endedReason(tokenHash: string, now: Date): Promise<TokenEndReason | 'expired' | null> {
      const [row] = await db
        .select({
          revokedAt: accessTokens.revokedAt,
          reason: accessTokens.revokedReason,
          expiresAt: accessTokens.expiresAt,
        })
        .from(accessTokens)
        .where(eq(accessTokens.tokenHash, tokenHash))
        .limit(1);
      if (row === undefined) return null;
      if (row.revokedAt !== null) return row.reason ?? 'signed-out';
      return row.expiresAt <= now ? 'expired' : null;
    },
  };
}

function tokenRevocations(db: Database) {
  return {
    /** Sign-out (or a token given back unused). */
    async revoke(tokenId: number, now: Date): Promise<void> {
      await db
        .update(accessTokens)
        .set({ revokedAt: now, revokedReason: 'signed-out' })
        .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
    },

    /** A password changed while signed in: every session of the user but the one that changed it ends. */
    /** Ends every open session of the user but `keepTokenId`; answers how many ended. */
    async revokeOthersForUser(
      userId: number,
      keepTokenId: number,
      now: Date,
      reason: 'password-changed' | 'signed-out-elsewhere' = 'password-changed',
    ): Promise<number> {
      const ended = await db
        .update(accessTokens)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(accessTokens.userId, userId), ne(accessTokens.id, keepTokenId), isNull(accessTokens.revokedAt)))
        .returning({ id: accessTokens.id });
      return ended.length;
    },

    /** Every session of the user ends: a password reset, or the merchant's suspension. */
    async revokeAllForUser(userId: number, now: Date, reason: 'password-reset' | 'suspended'): Promise<void> {
      await db
        .update(accessTokens)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
    },
  };
}

export function tokensRepository(db: Database) {
  return {
    ...tokenLookups(db),
    ...tokenRevocations(db),
  };
}

export type TokensRepository = ReturnType<typeof tokensRepository>;
