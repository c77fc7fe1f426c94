// Each test that signs in plays its own person: it names a client address of its own (the server under test
// trusts one proxy hop, see start-server.mjs), so the API's per-address sign-in limit (60 a minute) counts it
// apart from the rest of the run, as it would count separate people in production.
import { createHash } from 'node:crypto';
import type { BrowserContext, TestInfo } from '@playwright/test';

export function clientAddressFor(testInfo: TestInfo): string {
  const digest = createHash('sha256')
    .update(`${testInfo.project.name} ${testInfo.titlePath.join(' / ')}`)
    .digest();
  // 10.x.y.z from the test's name: stable across runs, distinct between tests.
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
}

export async function useOwnClientAddress(context: BrowserContext, testInfo: TestInfo): Promise<void> {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddressFor(testInfo) });
}
