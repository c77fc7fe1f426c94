// A merchant's pick-up points. Reads are scoped by the merchant's id.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { pickupLocations } from '../schema';

export type PickupLocationRow = typeof pickupLocations.$inferSelect;

export function pickupLocationsRepository(db: Database) {
  return {
    /** One default per merchant (a partial unique index): a new default takes the place of the old one. */
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
        if (input.isDefault) {
          await tx
            .update(pickupLocations)
            .set({ isDefault: false })
            .where(and(eq(pickupLocations.merchantId, merchantId), eq(pickupLocations.isDefault, true)));
        }
        const [row] = await tx
          .insert(pickupLocations)
          .values({ ...input, merchantId })
          .returning();
        if (row === undefined) throw new Error('insert into pickup_locations returned no row');
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
