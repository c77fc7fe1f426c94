// The start-up banner's account lines, read from the database as it is now, not from what the seed once wrote: an
// account whose password was changed no longer shows a password that fails, a merchant approved or suspended since is
// shown as it stands, and an account deleted is not shown.
import type { Repositories } from '../db/repositories/index';
import type { UserRow } from '../db/schema';
import { checkPassword } from '../modules/auth/passwords';

export interface SeededAccount {
  email: string;
  /** The password the seed gave it; shown only while it still signs in. Absent: one not to print. */
  password?: string;
  /** Shown after its state ("no menu yet"), while the account is in the state it was seeded in. */
  note?: string;
}

export const PASSWORD_CHANGED = '(password changed since it was seeded)';
export const ENVIRONMENT_PASSWORD = '(the password in OJA_ADMIN_PASSWORD)';

function stateOf(user: UserRow, status: string | null): string {
  if (user.userType === 'admin') return 'Admin';
  if (user.userType === 'customer') return 'Customer (the customer app; refused by this web app)';
  if (user.userType === 'rider') return 'Rider (the rider app; refused by this web app)';
  const state = status ?? 'unknown';
  return `${state.charAt(0).toUpperCase()}${state.slice(1)} merchant`;
}

/** "Approved merchant: mama@oja.local / Merchant@123", one per account that still exists, in the order given. */
export async function accountLines(repos: Repositories, accounts: readonly SeededAccount[]): Promise<string[]> {
  const lines: string[] = [];
  for (const account of accounts) {
    const found = await repos.users.findByEmail(account.email);
    if (found === null) continue;
    const state = stateOf(found.user, found.merchant?.verificationStatus ?? null);
    const password =
      account.password === undefined
        ? ENVIRONMENT_PASSWORD
        : (await checkPassword(found.user.passwordHash, account.password))
          ? account.password
          : PASSWORD_CHANGED;
    lines.push(`${state}${account.note ? ` (${account.note})` : ''}: ${account.email} / ${password}`);
  }
  return lines;
}
