// Password reset codes: only a keyed hash is stored; a code lives 10 minutes, takes
// at most 5 wrong tries, works once, and only the newest code of a user counts.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { accessTokens, passwordResetCodes, users } from '../schema';

export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;

export function passwordResetCodesRepository(db: Database) {
  return {
    async create(input: { userId: number; codeHash: string; expiresAt: Date; now: Date }): Promise<void> {
      await db.insert(passwordResetCodes).values({
        userId: input.userId,
        codeHash: input.codeHash,
        expiresAt: input.expiresAt,
        createdAt: input.now,
      });
    },

    /**
     * The user's newest code, if it can still be tried: not used, not expired, fewer than `maxAttempts` wrong
     * tries. Asking for a new code therefore retires the older ones.
     */
    async findLive(userId: number, now: Date, maxAttempts: number): Promise<PasswordResetCodeRow | null> {
      const [newest] = await db
        .select()
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.userId, userId))
        .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
        .limit(1);
      if (newest === undefined) return null;
      if (newest.usedAt !== null || newest.expiresAt.getTime() <= now.getTime()) return null;
      if (newest.attempts >= maxAttempts) return null;
      return newest;
    },

    /** Counts a wrong try; the `attempts < max` condition keeps concurrent tries from going past the cap. */
    async recordWrongAttempt(id: number, maxAttempts: number): Promise<void> {
      await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(and(eq(passwordResetCodes.id, id), lt(passwordResetCodes.attempts, maxAttempts)));
    },

    /**
     * Uses the code up and sets the new password in one transaction, ending every session of the user. Answers
     * false when the code was used (or retired) in the meantime, so two concurrent resets cannot both succeed.
     */
    async consumeAndSetPassword(input: {
      codeId: number;
      userId: number;
      passwordHash: string;
      now: Date;
      maxAttempts: number;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResetCodes)
          .set({ usedAt: input.now })
          .where(
            and(
              eq(passwordResetCodes.id, input.codeId),
              isNull(passwordResetCodes.usedAt),
              gt(passwordResetCodes.expiresAt, input.now),
              lt(passwordResetCodes.attempts, input.maxAttempts),
            ),
          )
          .returning({ id: passwordResetCodes.id });
        if (used.length === 0) return false;
        // Any other code still out there dies with this one.
        await tx
          .update(passwordResetCodes)
          .set({ usedAt: input.now })
          .where(and(eq(passwordResetCodes.userId, input.userId), isNull(passwordResetCodes.usedAt)));
        await tx
          .update(users)
          .set({ passwordHash: input.passwordHash, updatedAt: input.now })
          .where(eq(users.id, input.userId));
        await tx
          .update(accessTokens)
          .set({ revokedAt: input.now, revokedReason: 'password-reset' })
          .where(and(eq(accessTokens.userId, input.userId), isNull(accessTokens.revokedAt)));
        return true;
      });
    },
  };
}

export type PasswordResetCodesRepository = ReturnType<typeof passwordResetCodesRepository>;
