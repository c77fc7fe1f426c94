// Helpers of the onboarding tests: small files and a valid registration payload (forms: ./multipart.ts).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { bearer, type TestApp } from './app';
import { multipart } from './multipart';

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let counter = 0;

/** A registration that passes every rule, with an email nobody else uses. */
export function registration(overrides: Record<string, string | number | undefined> = {}) {
  counter += 1;
  return {
    business_name: 'Mama Nkechi Kitchen',
    business_type: 'restaurant',
    business_email: `kitchen${counter}.${randomBytes(3).toString('hex')}@test.oja`,
    country_code: '+234',
    business_phone: '8031234567',
    pickup_address: '12 Allen Avenue, Ikeja, Lagos, Nigeria',
    latitude: '6.6',
    longitude: '3.357',
    password: 'Secure@123',
    password_confirmation: 'Secure@123',
    bank_code: '058',
    bank_name: 'Guaranty Trust Bank',
    account_number: '0123456789',
    account_name: 'OJA SANDBOX ACCOUNT',
    contact_name: 'Nkechi Okafor',
    terms_accepted: 'true',
    ...overrides,
  };
}

/** The merchant uploads an ID document (a tiny PDF) through `POST /merchant/documents`; answers its id. */
export async function uploadDocument(t: TestApp, token: string, filename = 'id.pdf'): Promise<number> {
  const form = multipart({
    document_type: 'business_id',
    document: { filename, type: 'application/pdf', data: TINY_PDF },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/merchant/documents',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.id as number;
}
