// The sessions a tester can switch to in a remote's standalone harness: real sign-ins against the API (through
// the dev server's /api proxy) with the demo accounts the API seeds (@oja/shared/demo), so pages run against real
// data.
import { authApi } from '@oja/shared/api';
import { DEMO_ACCOUNTS } from '@oja/shared/demo';
import { clearSession, signIn } from '@oja/shared/session';

export type HarnessSession = 'guest' | 'admin' | 'merchant' | 'pending-merchant' | 'rejected-merchant';

export const HARNESS_SESSIONS = {
  guest: { label: 'Guest' },
  admin: DEMO_ACCOUNTS.admin,
  merchant: DEMO_ACCOUNTS.merchant,
  'pending-merchant': DEMO_ACCOUNTS.pendingMerchant,
  // Its session is the restricted one of an applicant: it opens only the pages declared for rejected merchants.
  'rejected-merchant': DEMO_ACCOUNTS.rejectedMerchant,
} as const satisfies Record<HarnessSession, { label: string; email?: string; password?: string }>;

export async function switchSession(kind: HarnessSession): Promise<void> {
  const account: { label: string; email?: string; password?: string } = HARNESS_SESSIONS[kind];
  if (!account.email || !account.password) {
    clearSession();
    return;
  }
  const result = await authApi.login({ email: account.email, password: account.password }, { silent: true });
  signIn(result.token, result.user, { remember: false });
}
