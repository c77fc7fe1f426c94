// What a person does to the demo data between two starts, done straight in the database (the banner and the reset
// read what it left).
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth/passwords';

/** The account's password is now `password`, as after a change in Settings. */
export async function setPassword(database: DatabaseHandle, email: string, password: string): Promise<void> {
  await database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.email, email));
}
