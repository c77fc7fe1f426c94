// Paystack (https://paystack.com/docs/api/): the bank list (`GET /bank?country=nigeria`) and account name
// resolution (`GET /bank/resolve`). Used only when PAYSTACK_SECRET_KEY is set; the key never leaves the server.
import type { Bank } from '@oja/shared/contract';
import { type FetchLike, fetchJson, isRecord, ProviderError, TtlCache } from '../http';
import type { BankProvider } from './types';

export interface PaystackOptions {
  secretKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: FetchLike;
}

const PROVIDER = 'Paystack';
const BANK_LIST_TTL_MS = 6 * 3_600_000;
const RESOLVE_TTL_MS = 10 * 60_000;

function toBanks(body: unknown): Bank[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new ProviderError(PROVIDER, 'bank list has no data');
  const banks: Bank[] = [];
  for (const item of body.data) {
    if (!isRecord(item) || typeof item.name !== 'string' || typeof item.code !== 'string') continue;
    if (item.active === false || item.is_deleted === true) continue;
    banks.push({ id: typeof item.id === 'number' ? item.id : banks.length + 1, name: item.name, code: item.code });
  }
  return banks;
}

export function paystackBankProvider(options: PaystackOptions): BankProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.paystack.co').replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 8_000;
  const headers = { authorization: `Bearer ${options.secretKey}` };
  const bankList = new TtlCache<Bank[]>(BANK_LIST_TTL_MS, 1);
  const names = new TtlCache<string | null>(RESOLVE_TTL_MS, 1_000);
  let pendingList: Promise<Bank[]> | null = null;

  async function loadBanks(): Promise<Bank[]> {
    const { status, body } = await fetchJson({
      provider: PROVIDER,
      url: `${baseUrl}/bank?country=nigeria&perPage=200`,
      headers,
      timeoutMs,
      fetch: options.fetch,
    });
    if (status !== 200) throw new ProviderError(PROVIDER, `bank list answered ${status}`);
    const banks = toBanks(body);
    bankList.set('all', banks);
    return banks;
  }

  return {
    name: 'Paystack',
    async listBanks() {
      const cached = bankList.get('all');
      if (cached !== undefined) return cached;
      // Concurrent first callers share one request.
      pendingList ??= loadBanks().finally(() => {
        pendingList = null;
      });
      return pendingList;
    },
    async resolveAccount(bankCode, accountNumber) {
      const key = `${bankCode}:${accountNumber}`;
      const cached = names.get(key);
      if (cached !== undefined) return cached;
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const { status, body } = await fetchJson({
        provider: PROVIDER,
        url: `${baseUrl}/bank/resolve?${query.toString()}`,
        headers,
        timeoutMs,
        fetch: options.fetch,
      });
      // Paystack answers 422 (or 400) for an account it cannot resolve; anything else non-200 is its own failure.
      if (status === 422 || status === 400 || status === 404) {
        names.set(key, null);
        return null;
      }
      if (status !== 200) throw new ProviderError(PROVIDER, `account resolve answered ${status}`);
      const name = isRecord(body) && isRecord(body.data) ? body.data.account_name : undefined;
      if (typeof name !== 'string' || name.trim() === '') throw new ProviderError(PROVIDER, 'no account name');
      names.set(key, name.trim());
      return name.trim();
    },
  };
}
