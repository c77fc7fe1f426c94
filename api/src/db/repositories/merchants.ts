import type { Database } from '../client';
import { type BankAccountRow, bankAccounts, type MerchantRow, merchants } from '../schema';

export type NewMerchant = Omit<typeof merchants.$inferInsert, 'id' | 'uuid'>;

export type NewBankAccount = Omit<typeof bankAccounts.$inferInsert, 'id' | 'merchantId' | 'createdAt' | 'updatedAt'>;

export function merchantsRepository(db: Database) {
  return {
    async create(input: NewMerchant): Promise<MerchantRow> {
      const [row] = await db
        .insert(merchants)
        .values({ ...input, businessEmail: input.businessEmail.toLowerCase() })
        .returning();
      if (row === undefined) throw new Error('insert into merchants returned no row');
      return row;
    },

    async addBankAccount(merchantId: number, input: NewBankAccount): Promise<BankAccountRow> {
      const [row] = await db
        .insert(bankAccounts)
        .values({ ...input, merchantId })
        .returning();
      if (row === undefined) throw new Error('insert into bank_accounts returned no row');
      return row;
    },
  };
}

export type MerchantsRepository = ReturnType<typeof merchantsRepository>;
