// The built-in bank provider used when no Paystack key is configured (DECISIONS.md "External helpers"): the real
// list of Nigerian banks and a documented set of sandbox accounts, so registration works with nothing set up.
import type { Bank } from '@oja/shared/contract';
import { NIGERIAN_BANKS } from './nigerian-banks';
import type { BankProvider } from './types';

/** Resolves at every listed bank (DECISIONS.md). */
export const SANDBOX_ANY_BANK = { accountNumber: '0123456789', accountName: 'OJA SANDBOX ACCOUNT' } as const;

/** Further sandbox accounts, each at one bank, so a demo can show different names (listed in api/README.md). */
export const SANDBOX_ACCOUNTS: readonly { bankCode: string; accountNumber: string; accountName: string }[] = [
  { bankCode: '058', accountNumber: '0001234567', accountName: 'ADUNNI ADEYEMI' },
  { bankCode: '057', accountNumber: '2233445566', accountName: 'MAMA PUT KITCHEN LIMITED' },
  { bankCode: '011', accountNumber: '3344556677', accountName: 'CHUKWUEMEKA OKAFOR' },
  { bankCode: '044', accountNumber: '4455667788', accountName: 'IBADAN FRESH PHARMACY' },
  { bankCode: '50515', accountNumber: '55667788990', accountName: 'HAUWA BELLO' },
];

export function offlineBankProvider(): BankProvider {
  const banks: Bank[] = NIGERIAN_BANKS.map((bank, index) => ({ id: index + 1, name: bank.name, code: bank.code }));
  const known = new Set(banks.map((bank) => bank.code));
  return {
    name: 'offline (built-in Nigerian bank list and sandbox accounts)',
    async listBanks() {
      return banks;
    },
    async resolveAccount(bankCode, accountNumber) {
      if (!known.has(bankCode)) return null;
      if (accountNumber === SANDBOX_ANY_BANK.accountNumber) return SANDBOX_ANY_BANK.accountName;
      const account = SANDBOX_ACCOUNTS.find(
        (item) => item.bankCode === bankCode && item.accountNumber === accountNumber,
      );
      return account?.accountName ?? null;
    },
  };
}
