import type { UserType } from '@oja/shared/validation';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { type MerchantRow, merchants, type UserRow, users } from '../schema';

export function usersRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<{ user: UserRow; merchant: MerchantRow | null } | null> {
      const [row] = await db
        .select({ user: users, merchant: merchants })
        .from(users)
        .leftJoin(merchants, eq(merchants.userId, users.id))
        .where(eq(users.email, email.toLowerCase()))
        .limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async create(input: {
      name: string;
      email: string;
      passwordHash: string;
      userType: UserType;
      emailVerifiedAt?: Date | null;
    }): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...input, email: input.email.toLowerCase() })
        .returning();
      if (row === undefined) throw new Error('insert into users returned no row');
      return row;
    },

    async markEmailVerified(userId: number, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    },

    async rename(userId: number, name: string, now: Date): Promise<void> {
      await db.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
    },

    async setPassword(userId: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    /**
     * Sets the new password only if the stored one is still the one the caller proved it knows: of two changes at
     * once, the second finds the hash changed and changes nothing (false).
     */
    async replacePassword(userId: number, provenHash: string, passwordHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ passwordHash, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.passwordHash, provenHash)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
