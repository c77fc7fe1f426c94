// The lookups module: the registration form's helper routes (banks and account names, addresses and places, phone
// numbers), and their 502 when a provider is down.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ProviderError } from '../../../src/providers/http';
import { sandboxPaymentProvider } from '../../../src/providers/payments/sandbox';
import { createTestApp, type TestApp } from '../../support/app';

describe('the lookups routes', () => {
  let t: TestApp;
  let down: TestApp;

  before(async () => {
    t = await createTestApp();
    const failing = async () => {
      throw new ProviderError('Test provider', 'could not be reached');
    };
    down = await createTestApp({
      providers: {
        banks: { name: 'down', listBanks: failing, resolveAccount: failing },
        geocoding: { name: 'down', autocomplete: failing, placeDetails: failing, geocode: failing },
        payments: sandboxPaymentProvider(),
        publicKeys: { paystack: 'pk_test_abc', maps: 'browser-key' },
      },
    });
  });
  after(async () => {
    await t.close();
    await down.close();
  });

  const post = (app: TestApp, url: string, payload: unknown) =>
    app.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

  it('GET /api/paystack/banks lists the banks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/paystack/banks' });
    assert.equal(res.statusCode, 200);
    assert.ok(res.json().data.some((bank: { code: string }) => bank.code === '058'));
  });

  it('POST /api/paystack/verify-account resolves the sandbox and refuses the rest with the spec messages', async () => {
    const ok = await post(t, '/api/paystack/verify-account', { bank_code: '044', account_number: '0123456789' });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().message, 'Account verified successfully!');
    assert.deepEqual(ok.json().data, {
      account_name: 'OJA SANDBOX ACCOUNT',
      account_number: '0123456789',
      bank_code: '044',
    });
    const unknown = await post(t, '/api/paystack/verify-account', { bank_code: '044', account_number: '0123456780' });
    assert.equal(unknown.statusCode, 422);
    assert.equal(unknown.json().message, 'Could not resolve account name');
    const invalid = await post(t, '/api/paystack/verify-account', { bank_code: '', account_number: '12' });
    assert.equal(invalid.statusCode, 422);
    assert.deepEqual(invalid.json().errors, {
      bank_code: ['Bank is required'],
      account_number: ['Account number must be 10-11 digits'],
    });
  });

  it('GET /api/paystack/public-key and /api/address/api-key answer null offline and the public keys when set', async () => {
    for (const [url, field] of [
      ['/api/paystack/public-key', 'public_key'],
      ['/api/address/api-key', 'api_key'],
    ] as const) {
      assert.equal((await t.app.inject({ method: 'GET', url })).json().data[field], null);
    }
    assert.equal(
      (await down.app.inject({ method: 'GET', url: '/api/paystack/public-key' })).json().data.public_key,
      'pk_test_abc',
    );
    assert.equal(
      (await down.app.inject({ method: 'GET', url: '/api/address/api-key' })).json().data.api_key,
      'browser-key',
    );
  });

  it('GET /api/address/autocomplete answers nothing below 3 characters, and suggestions from 3', async () => {
    const short = await t.app.inject({ method: 'GET', url: '/api/address/autocomplete?input=ik' });
    assert.deepEqual(short.json().data, []);
    const none = await t.app.inject({ method: 'GET', url: '/api/address/autocomplete' });
    assert.deepEqual(none.json().data, []);
    const res = await t.app.inject({ method: 'GET', url: '/api/address/autocomplete?input=ike' });
    assert.equal(res.json().data[0].description, 'Ikeja, Lagos, Nigeria');
    assert.equal(res.json().data[0].place_id, 'oja:ikeja-lagos');
  });

  it('POST /api/address/place-details answers data.data with the address and its coordinates', async () => {
    const res = await post(t, '/api/address/place-details', { place_id: 'oja:ikeja-lagos' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().data.data, {
      formatted_address: 'Ikeja, Lagos, Nigeria',
      geometry: { location: { lat: 6.6018, lng: 3.3515 } },
    });
    assert.equal((await post(t, '/api/address/place-details', { place_id: 'oja:atlantis' })).statusCode, 404);
    const missing = await post(t, '/api/address/place-details', {});
    assert.equal(missing.statusCode, 422);
    assert.equal(missing.json().message, 'Place is required');
  });

  it('POST /api/address/geocode finds free text, 404 when nothing matches', async () => {
    const res = await post(t, '/api/address/geocode', { address: 'Bodija, Ibadan' });
    assert.equal(res.json().data.formatted_address, 'Bodija, Ibadan, Oyo, Nigeria');
    assert.equal((await post(t, '/api/address/geocode', { address: 'Atlantis' })).statusCode, 404);
  });

  it('answers 502 with a clear message when a provider is down (never a 500)', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/paystack/banks', undefined],
      ['POST', '/api/paystack/verify-account', { bank_code: '058', account_number: '0123456789' }],
      ['GET', '/api/address/autocomplete?input=ikeja', undefined],
      ['POST', '/api/address/place-details', { place_id: 'oja:ikeja-lagos' }],
      ['POST', '/api/address/geocode', { address: 'Ikeja' }],
    ] as const) {
      const res = await down.app.inject({ method, url, ...(payload ? { payload } : {}) });
      assert.equal(res.statusCode, 502, url);
      assert.equal(res.json().success, false);
      assert.ok(res.json().message.length > 10);
    }
  });

  it('the phone routes validate with libphonenumber-js', async () => {
    const countries = await t.app.inject({ method: 'GET', url: '/api/phone/countries' });
    assert.equal(countries.json().data[0].iso2, 'NG');
    const valid = await post(t, '/api/phone/validate', { phone: '0803 123 4567', country_code: '+234' });
    assert.equal(valid.statusCode, 200);
    assert.equal(valid.json().message, 'Phone number validated successfully!');
    assert.equal(valid.json().data.e164, '+2348031234567');
    const invalid = await post(t, '/api/phone/validate', { phone: '0803 12' });
    assert.equal(invalid.statusCode, 422);
    assert.deepEqual(invalid.json().errors, { phone: ['Please enter a valid phone number'] });
    const badCountry = await post(t, '/api/phone/validate', { phone: '0803 123 4567', country_code: '+999' });
    assert.deepEqual(badCountry.json().errors, { country_code: ['Please enter a valid country code (e.g., +234)'] });
    const missing = await post(t, '/api/phone/validate', {});
    assert.deepEqual(missing.json().errors, { phone: ['Phone number is required'] });
    const auto = await post(t, '/api/phone/validate-auto', { phone: '+44 20 7946 0018' });
    assert.equal(auto.json().data.country, 'GB');
    const autoLocal = await post(t, '/api/phone/validate-auto', { phone: '08031234567' });
    assert.equal(autoLocal.json().data.country, 'NG');
    const info = await post(t, '/api/phone/info', { phone: '12' });
    assert.equal(info.statusCode, 200);
    assert.equal(info.json().data.valid, false);
  });
});
