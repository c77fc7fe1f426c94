// Helpers of the registration and merchant tests: small files, a valid registration payload, an ID upload (forms:
// ./multipart.ts).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { SAMPLE_REGISTRATION } from '@oja/shared/demo';
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
    business_phone: '8031234567',
    ...SAMPLE_REGISTRATION,
    ...overrides,
  };
}

/** A registration sent as the form sends it (`POST /merchant/register`, or the same at `/auth/register`). */
export function register(t: TestApp, payload: Record<string, unknown>, url = '/api/merchant/register') {
  return t.app.inject({ method: 'POST', url, payload });
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
