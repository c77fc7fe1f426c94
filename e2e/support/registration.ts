// A merchant registered through the API alone (no page, no ID document), for specs about what follows a
// registration: the later ID upload, the verification link.
import { SAMPLE_REGISTRATION } from '@oja/shared/demo';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { clientAddressFor } from './client-address';
import { ACCOUNTS } from './environment';
import { loginThroughApi, useStoredSession } from './sessions';

export const REGISTERED_BUSINESS = 'Iya Basira Buka';

/** Parallel workers share one server: every registration gets its own address (`<name>.<tag>@example.ng`). */
export function uniqueEmail(testInfo: TestInfo, name: string): string {
  const tag = `${testInfo.project.name}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}`;
  return `${name}.${tag}@example.ng`;
}

export async function registerThroughApi(
  request: APIRequestContext,
  testInfo: TestInfo,
  { businessName = REGISTERED_BUSINESS }: { businessName?: string } = {},
) {
  const email = uniqueEmail(testInfo, 'buka');
  const response = await request.post('/api/merchant/register', {
    headers: { 'x-forwarded-for': clientAddressFor(testInfo) },
    data: {
      business_name: businessName,
      business_type: 'restaurant',
      business_email: email,
      business_phone: '8035550101',
      ...SAMPLE_REGISTRATION,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password: 'Secure@123', merchantId: (await response.json()).data.merchant.id as number };
}

/** The merchant's version as an admin's screen shows it (a decision sends it back), read with `adminToken`. */
export async function reviewedVersion(request: APIRequestContext, adminToken: string, merchantId: number) {
  const details = await request.get(`/api/admin/merchants/${merchantId}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(details.status()).toBe(200);
  return ((await details.json()) as { data: { merchant: { version: number } } }).data.merchant.version;
}

/** An admin decides on the merchant through the API, on the version it reads first: approve, or reject with a reason. */
export async function decideThroughApi(
  request: APIRequestContext,
  merchantId: number,
  decision: { approve: true } | { rejection_reason: string },
): Promise<string> {
  const admin = await loginThroughApi(request, ACCOUNTS.admin);
  const version = await reviewedVersion(request, admin.token, merchantId);
  const action = 'approve' in decision ? 'approve' : 'reject';
  const answer = await request.post(`/api/admin/merchants/${merchantId}/${action}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: 'approve' in decision ? { version } : { ...decision, version },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return admin.token;
}

/** An admin approves the merchant through the API; answers the admin's token for later calls. */
export function approveThroughApi(request: APIRequestContext, merchantId: number): Promise<string> {
  return decideThroughApi(request, merchantId, { approve: true });
}

/** A merchant of the test's own, registered and approved through the API, signed in on `page` ("Remember me" on). */
export async function signInApprovedMerchant(page: Page, testInfo: TestInfo): Promise<void> {
  const { email, password, merchantId } = await registerThroughApi(page.request, testInfo);
  await approveThroughApi(page.request, merchantId);
  const { token, user } = await loginThroughApi(page.request, { email, password });
  await useStoredSession(page.context(), { token, user: JSON.stringify(user) });
}
