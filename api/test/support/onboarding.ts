// Helpers of the onboarding tests: a multipart body builder and a valid registration payload.
import { randomBytes } from 'node:crypto';

export interface FilePart {
  name: string;
  filename: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body with text fields and files, as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----oja-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

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
    business_phone: '0803 123 4567',
    pickup_address: '12 Allen Avenue, Ikeja, Lagos, Nigeria',
    latitude: '6.6',
    longitude: '3.357',
    password: 'Secure@123',
    password_confirmation: 'Secure@123',
    bank_code: '058',
    bank_name: 'Guaranty Trust Bank',
    account_number: '0123456789',
    account_name: 'OJA SANDBOX ACCOUNT',
    ...overrides,
  };
}
