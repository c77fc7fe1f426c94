// What the registration form needs from a bank service: the list of banks and the name on an account.
import type { Bank } from '@oja/shared/contract';

export interface BankProvider {
  /** Named in the log and the docs, so nobody mistakes the offline provider for the real one. */
  readonly name: string;
  listBanks(): Promise<Bank[]>;
  /** The name on the account, or null when the bank says there is no such account. Throws ProviderError when unreachable. */
  resolveAccount(bankCode: string, accountNumber: string): Promise<string | null>;
}
