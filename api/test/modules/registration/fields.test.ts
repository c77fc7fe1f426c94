// Merchant registration's field rules over HTTP: every field's message of docs/product/rules.md ("Merchant
// registration"), in the spec's order, from the shared schema the form also uses; a refused registration writes
// nothing.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { register, registration } from '../../support/registration';

let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function userWith(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return user;
}

describe('registration field messages', () => {
  // docs/product/rules.md, "Merchant registration": each rule's message, in the spec's order.
  const cases: [string, string | undefined, string][] = [
    ['business_name', '', 'Business name is required'],
    ['business_name', 'A', 'Business name must be at least 2 characters'],
    ['business_name', 'x'.repeat(256), 'Business name must not exceed 255 characters'],
    ['business_type', undefined, 'Business type is required'],
    ['business_type', 'bakery', 'Please select a valid business type'],
    ['business_email', '', 'Business email is required'],
    ['business_email', 'not-an-email', 'Please enter a valid email address'],
    ['business_email', `${'a'.repeat(250)}@x.com`, 'Email must not exceed 255 characters'],
    ['business_phone', '', 'Business phone is required'],
    ['business_phone', '12ab', 'Please enter a valid phone number'],
    // The rule as written: a leading trunk 0 is refused, not dropped.
    ['business_phone', '08031234567', 'Please enter a valid phone number'],
    ['country_code', '', 'Country code is required'],
    ['country_code', '234', 'Please enter a valid country code (e.g., +234)'],
    ['pickup_address', '', 'Pickup address is required'],
    ['pickup_address', 'Ikeja', 'Address must be at least 10 characters'],
    ['latitude', 'north', 'Latitude must be a number'],
    ['latitude', '91', 'Latitude must be between -90 and 90'],
    ['longitude', 'east', 'Longitude must be a number'],
    ['longitude', '-181', 'Longitude must be between -180 and 180'],
    ['bank_code', '', 'Bank is required'],
    ['bank_name', '', 'Bank name is required'],
    ['bank_name', 'b'.repeat(256), 'Bank name must not exceed 255 characters'],
    ['account_number', '', 'Account number is required'],
    ['account_number', '12345', 'Account number must be 10-11 digits'],
    ['account_number', '01234x6789', 'Account number must be 10-11 digits'],
    ['account_name', '', 'Account name is required'],
    ['account_name', 'n'.repeat(256), 'Account name must not exceed 255 characters'],
    ['password', '', 'Password is required'],
    ['password', 'Ab@1', 'Password must be at least 8 characters'],
    [
      'password',
      'password123',
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    ['password_confirmation', '', 'Password confirmation is required'],
    ['password_confirmation', 'Different@123', 'Passwords must match'],
  ];
  for (const [field, value, message] of cases) {
    const shown =
      value === undefined ? 'missing' : JSON.stringify(value.length > 20 ? `${value.slice(0, 12)}...` : value);
    it(`${field} ${shown} -> 422 "${message}"`, async () => {
      const body: Record<string, unknown> = registration();
      if (value === undefined) delete body[field];
      else body[field] = value;
      const res = await register(t, body);
      assert.equal(res.statusCode, 422, res.body);
      assert.equal(res.json().errors?.[field]?.[0], message);
      assert.equal(res.json().message, message, 'the first invalid field is the message');
      assert.equal(await userWith(String(body.business_email)), undefined);
    });
  }

  it('answers every missing field at once for an empty body', async () => {
    const res = await register(t, {});
    assert.equal(res.statusCode, 422);
    const errors = res.json().errors;
    for (const field of ['business_name', 'business_type', 'business_email', 'business_phone', 'country_code']) {
      assert.ok(errors[field], field);
    }
    for (const field of ['pickup_address', 'bank_code', 'bank_name', 'account_number', 'account_name', 'password']) {
      assert.ok(errors[field], field);
    }
  });
});
