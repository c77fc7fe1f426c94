// Email verification tokens: random, stored as SHA-256, single use, with an expiry.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { emailVerificationTokens } from '../schema';

export function verificationTokensRepository(db: Database) {
  return {
    async create(input: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(emailVerificationTokens).values(input);
    },

    /** Marks the token used and says whether it was valid for this user; a token works once. */
    async consume(userId: number, tokenHash: string, now: Date): Promise<boolean> {
      const used = await db
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.userId, userId),
            eq(emailVerificationTokens.tokenHash, tokenHash),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, now),
          ),
        )
        .returning({ id: emailVerificationTokens.id });
      return used.length > 0;
    },
  };
}

export type VerificationTokensRepository = ReturnType<typeof verificationTokensRepository>;
