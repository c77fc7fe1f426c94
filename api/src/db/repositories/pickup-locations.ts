// A merchant's pick-up points. Reads and writes are scoped by the merchant's id (another merchant's point is absent).
// When a merchant has any, exactly one is the default: the first one added, or the one last chosen.
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../client';
import { pickupLocations } from '../schema';

export type PickupLocationRow = typeof pickupLocations.$inferSelect;

export function pickupLocationsRepository(db: Database) {
  return {
    /** One default per merchant (a partial unique index): a new default, or the first point, takes the place. */
    async add(
      merchantId: number,
      input: {
        label: string | null;
        address: string;
        latitude: number | null;
        longitude: number | null;
        isDefault: boolean;
      },
    ): Promise<PickupLocationRow> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: pickupLocations.id })
          .from(pickupLocations)
          .where(and(eq(pickupLocations.merchantId, merchantId), eq(pickupLocations.isDefault, true)))
          .for('update');
        if (input.isDefault && current !== undefined) {
          await tx.update(pickupLocations).set({ isDefault: false }).where(eq(pickupLocations.id, current.id));
        }
        const [row] = await tx
          .insert(pickupLocations)
          .values({ ...input, isDefault: input.isDefault || current === undefined, merchantId })
          .returning();
        if (row === undefined) throw new Error('insert into pickup_locations returned no row');
        return row;
      });
    },

    /**
     * Changes one point; `isDefault: true` makes it the default in place of the old one. Null when the merchant has
     * no such point, 'default-needed' when the change would leave the merchant without a default.
     */
    async update(
      merchantId: number,
      id: number,
      input: {
        label: string | null;
        address: string;
        latitude: number | null;
        longitude: number | null;
        isDefault: boolean;
      },
    ): Promise<PickupLocationRow | 'default-needed' | null> {
      return db.transaction(async (tx) => {
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
        return row ?? null;
      });
    },

    /** Deletes one point; when it was the default, the oldest of the others becomes the default. */
    async delete(merchantId: number, id: number): Promise<PickupLocationRow | null> {
      return db.transaction(async (tx) => {
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

    async count(merchantId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(pickupLocations)
        .where(eq(pickupLocations.merchantId, merchantId));
      return row?.value ?? 0;
    },
  };
}

export type PickupLocationsRepository = ReturnType<typeof pickupLocationsRepository>;
