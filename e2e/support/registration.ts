// A merchant registered through the API alone (no page, no ID document), for specs about what follows a
// registration: the later ID upload, the verification link.
import { type APIRequestContext, expect, type TestInfo } from '@playwright/test';
import { clientAddressFor } from './client-address';
import { ACCOUNTS } from './environment';
import { loginThroughApi } from './sessions';

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
      country_code: '+234',
      business_phone: '8035550101',
      pickup_address: '12 Allen Avenue, Ikeja, Lagos, Nigeria',
      latitude: '6.6',
      longitude: '3.357',
      password: 'Secure@123',
      password_confirmation: 'Secure@123',
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_number: '0123456789',
      account_name: 'OJA SANDBOX ACCOUNT',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password: 'Secure@123', merchantId: (await response.json()).data.merchant.id as number };
}

/** An admin approves the merchant through the API; answers the admin's token for later calls. */
export async function approveThroughApi(request: APIRequestContext, merchantId: number): Promise<string> {
  const admin = await loginThroughApi(request, ACCOUNTS.admin);
  const approved = await request.post(`/api/admin/merchants/${merchantId}/approve`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {},
  });
  expect(approved.status()).toBe(200);
  return admin.token;
}
