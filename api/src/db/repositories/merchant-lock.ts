// What every change to a merchant's own records does inside its transaction: lock the merchant's row first, so
// that changes at the same moment (on any instance) run one after the other and each counts and checks what the
// one before it left; and count the change in the merchant's version, which an admin's decision names (a request
// changed since the admin opened it is refused).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { merchants } from '../schema';

/** Locks the merchant's row until the transaction ends; false when there is no such merchant. */
export async function lockMerchant(tx: Database, merchantId: number): Promise<boolean> {
  const [row] = await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).for('update');
  return row !== undefined;
}

/** The merchant's version, one more: what an admin reviewed of it has changed. */
export async function markMerchantChanged(tx: Database, merchantId: number): Promise<void> {
  await tx
    .update(merchants)
    .set({ version: sql`${merchants.version} + 1` })
    .where(eq(merchants.id, merchantId));
}

/** For a set of merchant columns: the version, one more (an update of the merchant's own row). */
export const nextVersion = () => sql`${merchants.version} + 1`;
