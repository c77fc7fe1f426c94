// What merchant onboarding reads and writes beyond the base repositories: pick-up points, a merchant's bank
// account, profile changes, and removing documents. A merchant's reads are scoped by its own id.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../client';
import {
  type BankAccountRow,
  bankAccounts,
  type MerchantDocumentRow,
  type MerchantRow,
  merchantDocuments,
  merchants,
  pickupLocations,
  type UserRow,
  users,
} from '../schema';

export type PickupLocationRow = typeof pickupLocations.$inferSelect;

export type MerchantChanges = Partial<
  Pick<
    MerchantRow,
    | 'businessName'
    | 'businessType'
    | 'businessEmail'
    | 'countryCode'
    | 'businessPhone'
    | 'pickupAddress'
    | 'latitude'
    | 'longitude'
    | 'logoKey'
  >
>;

export function onboardingRepository(db: Database) {
  return {
    async findMerchant(id: number): Promise<{ merchant: MerchantRow; user: UserRow } | null> {
      const [row] = await db
        .select({ merchant: merchants, user: users })
        .from(merchants)
        .innerJoin(users, eq(users.id, merchants.userId))
        .where(eq(merchants.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Whether another merchant (or any account) already uses this address. */
    async isEmailTaken(email: string, exceptMerchantId?: number): Promise<boolean> {
      const lower = email.toLowerCase();
      const merchantCondition =
        exceptMerchantId === undefined
          ? eq(merchants.businessEmail, lower)
          : and(eq(merchants.businessEmail, lower), ne(merchants.id, exceptMerchantId));
      const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(merchantCondition).limit(1);
      if (merchant !== undefined) return true;
      if (exceptMerchantId !== undefined) return false;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, lower)).limit(1);
      return user !== undefined;
    },

    async updateMerchant(id: number, changes: MerchantChanges, now: Date): Promise<MerchantRow> {
      const [row] = await db
        .update(merchants)
        .set({
          ...changes,
          ...(changes.businessEmail ? { businessEmail: changes.businessEmail.toLowerCase() } : {}),
          updatedAt: now,
        })
        .where(eq(merchants.id, id))
        .returning();
      if (row === undefined) throw new Error(`merchant ${id} vanished during an update`);
      return row;
    },

    async bankAccount(merchantId: number): Promise<BankAccountRow | null> {
      const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.merchantId, merchantId)).limit(1);
      return row ?? null;
    },

    async addPickupLocation(
      merchantId: number,
      input: {
        label?: string | null;
        address: string;
        latitude?: number | null;
        longitude?: number | null;
        isDefault: boolean;
      },
    ): Promise<PickupLocationRow> {
      // One default per merchant (a partial unique index): a new default takes the place of the old one.
      if (input.isDefault) {
        await db
          .update(pickupLocations)
          .set({ isDefault: false })
          .where(and(eq(pickupLocations.merchantId, merchantId), eq(pickupLocations.isDefault, true)));
      }
      const [row] = await db
        .insert(pickupLocations)
        .values({ ...input, merchantId })
        .returning();
      if (row === undefined) throw new Error('insert into pickup_locations returned no row');
      return row;
    },

    async listPickupLocations(merchantId: number): Promise<PickupLocationRow[]> {
      return db
        .select()
        .from(pickupLocations)
        .where(eq(pickupLocations.merchantId, merchantId))
        .orderBy(desc(pickupLocations.isDefault), asc(pickupLocations.id));
    },

    async countPickupLocations(merchantId: number): Promise<number> {
      const rows = await db
        .select({ id: pickupLocations.id })
        .from(pickupLocations)
        .where(eq(pickupLocations.merchantId, merchantId));
      return rows.length;
    },

    async deleteDocument(id: number): Promise<MerchantDocumentRow | null> {
      const [row] = await db.delete(merchantDocuments).where(eq(merchantDocuments.id, id)).returning();
      return row ?? null;
    },
  };
}

export type OnboardingRepository = ReturnType<typeof onboardingRepository>;
