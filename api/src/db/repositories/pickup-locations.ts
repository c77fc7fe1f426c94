// A merchant's pick-up points. Reads and writes are scoped by the merchant's id (another merchant's point is absent).
// When a merchant has any, exactly one is the default: the first one added, or the one last chosen; and a merchant
// that has one keeps at least one. Every write locks the merchant's row first (merchant-lock.ts), so writes at the
// same moment run one after the other: the cap, the one default and the last point hold under concurrency.
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../client';
import { pickupLocations } from '../schema';
import { lockMerchant, markMerchantChanged } from './merchant-lock';

export type PickupLocationRow = typeof pickupLocations.$inferSelect;

export interface PickupLocationValues {
  label: string | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
  isDefault: boolean;
}

async function countFor(db: Database, merchantId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(pickupLocations)
    .where(eq(pickupLocations.merchantId, merchantId));
  return row?.value ?? 0;
}

/** Inserts a point in a transaction that holds the merchant's lock, moving the default when it asks to be one. */
async function insertPoint(tx: Database, merchantId: number, input: PickupLocationValues): Promise<PickupLocationRow> {
  const [current] = await tx
    .select({ id: pickupLocations.id })
    .from(pickupLocations)
    .where(and(eq(pickupLocations.merchantId, merchantId), eq(pickupLocations.isDefault, true)));
  if (input.isDefault && current !== undefined) {
    await tx.update(pickupLocations).set({ isDefault: false }).where(eq(pickupLocations.id, current.id));
  }
  const [row] = await tx
    .insert(pickupLocations)
    .values({ ...input, isDefault: input.isDefault || current === undefined, merchantId })
    .returning();
  if (row === undefined) throw new Error('insert into pickup_locations returned no row');
  await markMerchantChanged(tx, merchantId);
  return row;
}

export function pickupLocationsRepository(db: Database) {
  return {
    /** One default per merchant (a partial unique index): a new default, or the first point, takes the place. */
    add(merchantId: number, input: PickupLocationValues): Promise<PickupLocationRow> {
      return db.transaction(async (tx) => {
        await lockMerchant(tx, merchantId);
        return insertPoint(tx, merchantId, input);
      });
    },

    /** `add`, unless the merchant already keeps `cap` points ('cap'), counted with its row locked. */
    addWithinCap(merchantId: number, input: PickupLocationValues, cap: number): Promise<PickupLocationRow | 'cap'> {
      return db.transaction(async (tx) => {
        await lockMerchant(tx, merchantId);
        if ((await countFor(tx, merchantId)) >= cap) return 'cap';
        return insertPoint(tx, merchantId, input);
      });
    },

    /**
     * Changes one point; `isDefault: true` makes it the default in place of the old one. Null when the merchant has
     * no such point, 'default-needed' when the change would leave the merchant without a default.
     */
    async update(
      merchantId: number,
      id: number,
      input: PickupLocationValues,
    ): Promise<PickupLocationRow | 'default-needed' | null> {
      return db.transaction(async (tx) => {
        await lockMerchant(tx, merchantId);
        const mine = and(eq(pickupLocations.merchantId, merchantId), eq(pickupLocations.id, id));
        const [existing] = await tx.select().from(pickupLocations).where(mine).for('update');
        if (existing === undefined) return null;
        if (existing.isDefault && !input.isDefault) return 'default-needed';
        if (input.isDefault && !existing.isDefault) {
          await tx
            .update(pickupLocations)
            .set({ isDefault: false })
            .where(and(eq(pickupLocations.merchantId, merchantId), eq(pickupLocations.isDefault, true)));
        }
        const [row] = await tx.update(pickupLocations).set(input).where(mine).returning();
        if (row !== undefined) await markMerchantChanged(tx, merchantId);
        return row ?? null;
      });
    },

    /**
     * Deletes one point; when it was the default, the oldest of the others becomes the default. 'last' when it is
     * the merchant's only point (which stays), null when the merchant has no such point.
     */
    async delete(merchantId: number, id: number): Promise<PickupLocationRow | 'last' | null> {
      return db.transaction(async (tx) => {
        await lockMerchant(tx, merchantId);
        const [found] = await tx
          .select({ id: pickupLocations.id })
          .from(pickupLocations)
          .where(and(eq(pickupLocations.merchantId, merchantId), eq(pickupLocations.id, id)));
        if (found === undefined) return null;
        if ((await countFor(tx, merchantId)) <= 1) return 'last';
        const [row] = await tx
          .delete(pickupLocations)
          .where(and(eq(pickupLocations.merchantId, merchantId), eq(pickupLocations.id, id)))
          .returning();
        if (row === undefined) return null;
        if (row.isDefault) {
          const [next] = await tx
            .select({ id: pickupLocations.id })
            .from(pickupLocations)
            .where(and(eq(pickupLocations.merchantId, merchantId), ne(pickupLocations.id, id)))
            .orderBy(asc(pickupLocations.id))
            .limit(1);
          if (next !== undefined) {
            await tx.update(pickupLocations).set({ isDefault: true }).where(eq(pickupLocations.id, next.id));
          }
        }
        await markMerchantChanged(tx, merchantId);
        return row;
      });
    },

    async list(merchantId: number): Promise<PickupLocationRow[]> {
      return db
        .select()
        .from(pickupLocations)
        .where(eq(pickupLocations.merchantId, merchantId))
        .orderBy(desc(pickupLocations.isDefault), asc(pickupLocations.id));
    },

    count: (merchantId: number): Promise<number> => countFor(db, merchantId),
  };
}

export type PickupLocationsRepository = ReturnType<typeof pickupLocationsRepository>;
