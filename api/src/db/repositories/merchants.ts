// Merchants: the business, its bank account and its profile changes. Uniqueness of emails follows registration's
// rule: an address used by any account (or as another business's email) is taken.
import { and, eq, gt, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { type BankAccountRow, bankAccounts, type MerchantRow, merchants, type UserRow, users } from '../schema';
import { markMerchantChanged, nextVersion } from './merchant-lock';

export type NewMerchant = Omit<typeof merchants.$inferInsert, 'id' | 'uuid'>;

export type NewBankAccount = Pick<
  typeof bankAccounts.$inferInsert,
  'bankCode' | 'bankName' | 'accountNumber' | 'accountName'
>;

/** A bank account change waiting for an admin's review (the columns `pending_*` of the merchant's account). */
export interface PendingBankAccount extends NewBankAccount {
  since: Date;
}

/** The waiting change of a bank account row, or null. */
export function pendingOf(row: BankAccountRow): PendingBankAccount | null {
  const { pendingBankCode, pendingBankName, pendingAccountNumber, pendingAccountName, pendingSince } = row;
  if (
    pendingBankCode === null ||
    pendingBankName === null ||
    pendingAccountNumber === null ||
    pendingAccountName === null ||
    pendingSince === null
  ) {
    return null;
  }
  return {
    bankCode: pendingBankCode,
    bankName: pendingBankName,
    accountNumber: pendingAccountNumber,
    accountName: pendingAccountName,
    since: pendingSince,
  };
}

const NO_PENDING_CHANGE = {
  pendingBankCode: null,
  pendingBankName: null,
  pendingAccountNumber: null,
  pendingAccountName: null,
  pendingSince: null,
} as const;

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

export interface MerchantWithUser {
  merchant: MerchantRow;
  user: UserRow;
}

/** The merchant (with the user who registered it) that `where` finds, if any. */
async function merchantWithUser(db: Database, where: SQL | undefined): Promise<MerchantWithUser | null> {
  const [row] = await db
    .select({ merchant: merchants, user: users })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** Writes `values` to the merchant's row with a new version; the row must exist. */
async function updateMerchantRow(
  db: Database,
  id: number,
  values: Partial<typeof merchants.$inferInsert>,
  now: Date,
): Promise<MerchantRow> {
  const [row] = await db
    .update(merchants)
    .set({ ...values, version: nextVersion(), updatedAt: now })
    .where(eq(merchants.id, id))
    .returning();
  if (row === undefined) throw new Error(`merchant ${id} vanished during an update`);
  return row;
}

function merchantRows(db: Database) {
  return {
    async create(input: NewMerchant): Promise<MerchantRow> {
      const [row] = await db
        .insert(merchants)
        .values({ ...input, businessEmail: input.businessEmail.toLowerCase() })
        .returning();
      if (row === undefined) throw new Error('insert into merchants returned no row');
      return row;
    },

    /** The merchant with the user who registered it. */
    async find(id: number): Promise<MerchantWithUser | null> {
      return merchantWithUser(db, eq(merchants.id, id));
    },

    /**
     * The merchant's row, locked until the transaction ends: changes to its records at the same moment wait for
     * this one, and read what it left (merchant-lock.ts).
     */
    async lockForUpdate(id: number): Promise<MerchantRow | null> {
      const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).for('update');
      return row ?? null;
    },

    /**
     * Whether the address is taken: another business uses it, or any account signs in with it. `owner` is the
     * merchant asking about an address of its own (its own business email and sign-in email are not "taken").
     */
    async isEmailTaken(email: string, owner?: { merchantId: number; userId: number }): Promise<boolean> {
      const lower = email.toLowerCase();
      const [merchant] = await db
        .select({ id: merchants.id })
        .from(merchants)
        .where(
          owner === undefined
            ? eq(merchants.businessEmail, lower)
            : and(eq(merchants.businessEmail, lower), ne(merchants.id, owner.merchantId)),
        )
        .limit(1);
      if (merchant !== undefined) return true;
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(owner === undefined ? eq(users.email, lower) : and(eq(users.email, lower), ne(users.id, owner.userId)))
        .limit(1);
      return user !== undefined;
    },

    async update(id: number, changes: MerchantChanges, now: Date): Promise<MerchantRow> {
      return updateMerchantRow(
        db,
        id,
        { ...changes, ...(changes.businessEmail ? { businessEmail: changes.businessEmail.toLowerCase() } : {}) },
        now,
      );
    },
  };
}

function businessEmailChanges(db: Database) {
  return {
    /** Records a new business email waiting for confirmation; a newer request replaces an older one. */
    async requestEmailChange(
      id: number,
      pending: { email: string; tokenHash: string; expiresAt: Date },
      now: Date,
    ): Promise<MerchantRow> {
      return updateMerchantRow(
        db,
        id,
        {
          pendingBusinessEmail: pending.email.toLowerCase(),
          pendingEmailTokenHash: pending.tokenHash,
          pendingEmailExpiresAt: pending.expiresAt,
        },
        now,
      );
    },

    /** The merchant whose pending business email the token confirms, if the link has not expired. */
    async findByEmailToken(tokenHash: string, now: Date): Promise<MerchantWithUser | null> {
      return merchantWithUser(
        db,
        and(eq(merchants.pendingEmailTokenHash, tokenHash), gt(merchants.pendingEmailExpiresAt, now)),
      );
    },

    /**
     * Puts the pending business email in force, once: a conditional update on the same token, so two clicks on
     * the link (or a newer request in between) cannot both change it.
     */
    async confirmEmailChange(id: number, tokenHash: string, now: Date): Promise<MerchantRow | null> {
      const [row] = await db
        .update(merchants)
        .set({
          businessEmail: sql`${merchants.pendingBusinessEmail}`,
          pendingBusinessEmail: null,
          pendingEmailTokenHash: null,
          pendingEmailExpiresAt: null,
          version: nextVersion(),
          updatedAt: now,
        })
        .where(
          and(
            eq(merchants.id, id),
            eq(merchants.pendingEmailTokenHash, tokenHash),
            isNotNull(merchants.pendingBusinessEmail),
            gt(merchants.pendingEmailExpiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

function bankAccountRows(db: Database) {
  return {
    async addBankAccount(merchantId: number, input: NewBankAccount): Promise<BankAccountRow> {
      const [row] = await db
        .insert(bankAccounts)
        .values({ ...input, merchantId })
        .returning();
      if (row === undefined) throw new Error('insert into bank_accounts returned no row');
      return row;
    },

    /**
     * The merchant's one bank account, replaced at once (or added when it had none); a change that was waiting for
     * review is dropped. Run it with the merchant's row locked (lockForUpdate).
     */
    async replaceBankAccount(merchantId: number, input: NewBankAccount, now: Date): Promise<BankAccountRow> {
      const [row] = await db
        .insert(bankAccounts)
        .values({ ...input, merchantId })
        .onConflictDoUpdate({
          target: bankAccounts.merchantId,
          set: { ...input, ...NO_PENDING_CHANGE, updatedAt: now },
        })
        .returning();
      if (row === undefined) throw new Error('upsert into bank_accounts returned no row');
      await markMerchantChanged(db, merchantId);
      return row;
    },

    /**
     * Keeps `input` as the change waiting for review, in place of any earlier one; the account in force stays.
     * Run it with the merchant's row locked, on a merchant that has an account.
     */
    async requestBankAccountChange(merchantId: number, input: NewBankAccount, now: Date): Promise<BankAccountRow> {
      const [row] = await db
        .update(bankAccounts)
        .set({
          pendingBankCode: input.bankCode,
          pendingBankName: input.bankName,
          pendingAccountNumber: input.accountNumber,
          pendingAccountName: input.accountName,
          pendingSince: now,
          updatedAt: now,
        })
        .where(eq(bankAccounts.merchantId, merchantId))
        .returning();
      if (row === undefined) throw new Error(`merchant ${merchantId} has no bank account to change`);
      await markMerchantChanged(db, merchantId);
      return row;
    },

    /** The waiting change put in force (accepted), or dropped (declined, or withdrawn). Null when none waited. */
    async settleBankAccountChange(
      merchantId: number,
      outcome: 'accept' | 'drop',
      now: Date,
    ): Promise<{ before: BankAccountRow; after: BankAccountRow } | null> {
      const [before] = await db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.merchantId, merchantId))
        .for('update');
      const pending = before === undefined ? null : pendingOf(before);
      if (before === undefined || pending === null) return null;
      const { since: _since, ...account } = pending;
      const [after] = await db
        .update(bankAccounts)
        .set({ ...(outcome === 'accept' ? account : {}), ...NO_PENDING_CHANGE, updatedAt: now })
        .where(eq(bankAccounts.merchantId, merchantId))
        .returning();
      if (after === undefined) throw new Error(`merchant ${merchantId} lost its bank account`);
      await markMerchantChanged(db, merchantId);
      return { before, after };
    },

    async bankAccount(merchantId: number): Promise<BankAccountRow | null> {
      const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.merchantId, merchantId)).limit(1);
      return row ?? null;
    },
  };
}

export function merchantsRepository(db: Database) {
  return {
    ...merchantRows(db),
    ...businessEmailChanges(db),
    ...bankAccountRows(db),
  };
}

export type MerchantsRepository = ReturnType<typeof merchantsRepository>;
