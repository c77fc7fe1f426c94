// An approved merchant's Settings: the profile with the contact name and its activity row, pick-up points (edit,
// default, delete), documents (delete, the last ID kept), the bank account change, and the password change that
// ends every other session.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { maskAccountNumber } from '@oja/shared/format';
import { fieldChanges } from '../src/modules/merchant/service';
import { type Actors, createActors } from './support/actors';
import { bearer, createTestApp, type TestApp } from './support/app';
import { registration, uploadDocument } from './support/onboarding';
import { activityFor, mailsTo } from './support/review';

let t: TestApp;
let actors: Actors;

before(async () => {
  t = await createTestApp();
  actors = await createActors(t.repos);
});
after(() => t.close());

/** A merchant registered through the API (bank account, one ID), approved, and signed in. */
async function approvedMerchant(name = 'Iya Basira Foods') {
  const body = registration({ business_name: name });
  const res = await t.app.inject({ method: 'POST', url: '/api/merchant/register', payload: body });
  assert.equal(res.statusCode, 200, res.body);
  const merchantId: number = res.json().data.merchant.id;
  const approve = await t.app.inject({
    method: 'POST',
    url: `/api/admin/merchants/${merchantId}/approve`,
    headers: bearer(actors.admin.token),
  });
  assert.equal(approve.statusCode, 200, approve.body);
  const token = await signIn(body.business_email, body.password);
  return { merchantId, email: body.business_email, password: body.password, token };
}

async function signIn(email: string, password: string): Promise<string> {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  assert.equal(login.statusCode, 200, login.body);
  return login.json().data.token;
}

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('the helpers of the activity rows', () => {
  it('lists only the fields whose values changed', () => {
    assert.deepEqual(fieldChanges({ a: 'x', b: 'y', c: null }, { a: 'x', b: 'z', c: undefined }), [
      { field: 'b', from: 'y', to: 'z' },
    ]);
    assert.deepEqual(fieldChanges({ a: null }, { a: 'new' }), [{ field: 'a', from: null, to: 'new' }]);
  });

  it('masks an account number but its last four digits', () => {
    assert.equal(maskAccountNumber('0123456789'), '******6789');
    assert.equal(maskAccountNumber('55667788990'), '*******8990');
  });
});

describe('PUT /merchant/profile from Settings', () => {
  it('changes the contact name (the account name the greeting uses) and logs what changed', async () => {
    const own = await approvedMerchant();
    const res = await call('PUT', '/api/merchant/profile', own.token, {
      business_name: 'Iya Basira Kitchen',
      business_phone: '8031234567',
      contact_name: '  Basirat Adeyemi ',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.business_name, 'Iya Basira Kitchen');
    const profile = await call('GET', '/api/auth/profile', own.token);
    assert.equal(profile.json().data.name, 'Basirat Adeyemi');
    const [row, ...rest] = await activityFor(t, actors.admin.token, own.merchantId);
    assert.equal(row?.action, 'merchant.profile_updated');
    assert.deepEqual(row?.details, {
      changes: [
        { field: 'business_name', from: 'Iya Basira Foods', to: 'Iya Basira Kitchen' },
        { field: 'contact_name', from: 'Iya Basira Foods', to: 'Basirat Adeyemi' },
      ],
    });
    assert.ok(
      rest.every((entry) => entry.action !== 'merchant.profile_updated'),
      'one row per change',
    );
  });

  it('writes no activity row when nothing changed', async () => {
    const own = await approvedMerchant('Same Name Foods');
    const res = await call('PUT', '/api/merchant/profile', own.token, { business_name: 'Same Name Foods' });
    assert.equal(res.statusCode, 200);
    const rows = await activityFor(t, actors.admin.token, own.merchantId);
    assert.ok(rows.every((entry) => entry.action !== 'merchant.profile_updated'));
  });

  it('refuses a blank or short contact name with its message', async () => {
    const own = await approvedMerchant();
    for (const [name, message] of [
      ['   ', 'Contact name is required'],
      ['A', 'Contact name must be at least 2 characters'],
    ] as const) {
      const res = await call('PUT', '/api/merchant/profile', own.token, { contact_name: name });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.json().errors.contact_name, [message]);
    }
  });
});

describe('pick-up points', () => {
  let own: Awaited<ReturnType<typeof approvedMerchant>>;
  beforeEach(async () => {
    own = await approvedMerchant();
  });

  const add = async (address: string, extra: object = {}) => {
    const res = await call('POST', '/api/merchant/pickup-locations', own.token, { address, ...extra });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { id: number; is_default: boolean };
  };
  const list = async () =>
    (await call('GET', '/api/merchant/pickup-locations', own.token)).json().data as {
      id: number;
      is_default: boolean;
      label: string | null;
    }[];

  /** The merchant's points in the list's order (the default first), each with whether it is the default. */
  const expectDefaults = async (expected: [number | undefined, boolean][]) =>
    assert.deepEqual(
      (await list()).map((point) => [point.id, point.is_default]),
      expected,
    );

  it("keeps exactly one default: registration's point first, then the one chosen", async () => {
    const [registered] = await list();
    assert.equal(registered?.is_default, true);
    const second = await add('2 Allen Avenue, Ikeja, Lagos');
    assert.equal(second.is_default, false);
    const res = await call('PUT', `/api/merchant/pickup-locations/${second.id}`, own.token, {
      label: 'Shop',
      address: '2 Allen Avenue, Ikeja, Lagos',
      is_default: true,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.label, 'Shop');
    await expectDefaults([
      [second.id, true],
      [registered?.id, false],
    ]);
  });

  it('makes the first point the default when a merchant has none', async () => {
    for (const point of await list()) {
      await call('DELETE', `/api/merchant/pickup-locations/${point.id}`, own.token);
    }
    const first = await add('1 Allen Avenue, Ikeja, Lagos');
    assert.equal(first.is_default, true);
  });

  it('refuses to unmark the default, with the way to change it', async () => {
    const [first] = await list();
    assert.ok(first);
    const res = await call('PUT', `/api/merchant/pickup-locations/${first.id}`, own.token, {
      address: '1 Allen Avenue, Ikeja, Lagos',
      is_default: false,
    });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.is_default, ['To change the default, make another pick-up point the default.']);
  });

  it('validates the edit with the rules of adding one', async () => {
    const first = await add('1 Allen Avenue, Ikeja, Lagos');
    const res = await call('PUT', `/api/merchant/pickup-locations/${first.id}`, own.token, { address: 'short' });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.address, ['Address must be at least 10 characters']);
  });

  it('deleting the default makes the oldest other point the default', async () => {
    const [first] = await list();
    assert.ok(first);
    const second = await add('2 Allen Avenue, Ikeja, Lagos');
    const third = await add('3 Allen Avenue, Ikeja, Lagos');
    const res = await call('DELETE', `/api/merchant/pickup-locations/${first.id}`, own.token);
    assert.equal(res.statusCode, 200, res.body);
    await expectDefaults([
      [second.id, true],
      [third.id, false],
    ]);
    assert.equal((await call('DELETE', `/api/merchant/pickup-locations/${first.id}`, own.token)).statusCode, 404);
  });

  it("answers 404 for another merchant's point, and leaves it as it was", async () => {
    const [mine] = await list();
    assert.ok(mine);
    const other = await approvedMerchant('Other Foods');
    const edit = await call('PUT', `/api/merchant/pickup-locations/${mine.id}`, other.token, {
      address: '9 Stolen Street, Ikeja, Lagos',
      is_default: true,
    });
    assert.equal(edit.statusCode, 404);
    assert.equal((await call('DELETE', `/api/merchant/pickup-locations/${mine.id}`, other.token)).statusCode, 404);
    assert.equal((await list()).length, 1);
  });
});

describe('DELETE /merchant/documents/:id', () => {
  const upload = (token: string) => uploadDocument(t, token);

  it('keeps the last ID (409), deletes one once another is there, and removes its file', async () => {
    const own = await approvedMerchant();
    const first = await upload(own.token);
    const refused = await call('DELETE', `/api/merchant/documents/${first}`, own.token);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, 'Upload a new ID before deleting the last one.');
    const second = await upload(own.token);
    const stored = await t.repos.documents.findById(first);
    assert.ok(stored);
    const res = await call('DELETE', `/api/merchant/documents/${first}`, own.token);
    assert.equal(res.statusCode, 200, res.body);
    const left = (await call('GET', '/api/merchant/documents', own.token)).json().data as { id: number }[];
    assert.deepEqual(
      left.map((document) => document.id),
      [second],
    );
    assert.equal(await t.storage.open(stored.storageKey), null);
  });

  it('keeps the last ID through the older DELETE /upload/document/:id too', async () => {
    const own = await approvedMerchant();
    const only = await upload(own.token);
    const refused = await call('DELETE', `/api/upload/document/${only}`, own.token);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, 'Upload a new ID before deleting the last one.');
    await upload(own.token);
    assert.equal((await call('DELETE', `/api/upload/document/${only}`, own.token)).statusCode, 200);
    assert.equal(await t.repos.documents.findById(only), null);
  });

  it("answers 404 for another merchant's document", async () => {
    const own = await approvedMerchant();
    const id = await upload(own.token);
    await upload(own.token);
    const other = await approvedMerchant('Other Foods');
    assert.equal((await call('DELETE', `/api/merchant/documents/${id}`, other.token)).statusCode, 404);
    assert.ok(await t.repos.documents.findById(id));
  });
});

describe('PUT /merchant/bank-account', () => {
  it('takes the account name from the bank, not the client, and logs the change masked', async () => {
    const own = await approvedMerchant();
    const res = await call('PUT', '/api/merchant/bank-account', own.token, {
      bank_code: '057',
      account_number: '2233445566',
      account_name: 'SOMEONE ELSE',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, {
      bank_code: '057',
      bank_name: 'Zenith Bank',
      account_number: '2233445566',
      account_name: 'MAMA PUT KITCHEN LIMITED',
    });
    const profile = await call('GET', '/api/merchant/profile', own.token);
    assert.equal(profile.json().data.bank_account.account_name, 'MAMA PUT KITCHEN LIMITED');
    const [row] = await activityFor(t, actors.admin.token, own.merchantId);
    assert.equal(row?.action, 'merchant.bank_account_changed');
    assert.deepEqual(row?.details, {
      changes: [
        { field: 'bank_name', from: 'Guaranty Trust Bank', to: 'Zenith Bank' },
        { field: 'account_number', from: '******6789', to: '******5566' },
        { field: 'account_name', from: 'OJA SANDBOX ACCOUNT', to: 'MAMA PUT KITCHEN LIMITED' },
      ],
    });
  });

  it('refuses an account the bank does not know, and changes nothing', async () => {
    const own = await approvedMerchant();
    const res = await call('PUT', '/api/merchant/bank-account', own.token, {
      bank_code: '057',
      account_number: '9999999999',
    });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.account_number, ['Could not resolve account name']);
    const profile = await call('GET', '/api/merchant/profile', own.token);
    assert.equal(profile.json().data.bank_account.account_number, '0123456789');
  });

  it('validates the fields with the registration messages', async () => {
    const own = await approvedMerchant();
    const res = await call('PUT', '/api/merchant/bank-account', own.token, { bank_code: '', account_number: '12' });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.bank_code, ['Bank is required']);
    assert.deepEqual(res.json().errors.account_number, ['Account number must be 10-11 digits']);
  });
});

describe('PUT /auth/password', () => {
  it('checks the current password, ends every other session, keeps this one, and mails the owner', async () => {
    const own = await approvedMerchant();
    const other = await signIn(own.email, own.password);
    const res = await call('PUT', '/api/auth/password', own.token, {
      current_password: own.password,
      password: 'Changed@2024',
      password_confirmation: 'Changed@2024',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await call('GET', '/api/auth/profile', own.token)).statusCode, 200);
    assert.equal((await call('GET', '/api/auth/profile', other)).statusCode, 401);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: own.email, password: own.password },
    });
    assert.equal(old.statusCode, 422);
    await signIn(own.email, 'Changed@2024');
    const mails = await mailsTo(t, own.email);
    assert.ok(mails.some((mail) => mail.content.includes('Subject: Your Oja Logistics password was changed')));
  });

  it('refuses a wrong current password, and the same password again, changing nothing', async () => {
    const own = await approvedMerchant();
    const wrong = await call('PUT', '/api/auth/password', own.token, {
      current_password: 'Wrong@12345',
      password: 'Changed@2024',
      password_confirmation: 'Changed@2024',
    });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json().errors.current_password, ['Current password is incorrect']);
    const same = await call('PUT', '/api/auth/password', own.token, {
      current_password: own.password,
      password: own.password,
      password_confirmation: own.password,
    });
    assert.equal(same.statusCode, 422);
    assert.deepEqual(same.json().errors.password, ['The new password must be different from the current one']);
    await signIn(own.email, own.password);
  });

  it('applies the reset rules and messages to the new password', async () => {
    const own = await approvedMerchant();
    const res = await call('PUT', '/api/auth/password', own.token, {
      current_password: '',
      password: 'weakpass',
      password_confirmation: 'other',
    });
    assert.equal(res.statusCode, 422);
    const { errors } = res.json();
    assert.deepEqual(errors.current_password, ['Password is required']);
    assert.deepEqual(errors.password, [
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ]);
  });

  it('lets an admin change its own password', async () => {
    const token = await actors.freshToken('admin');
    const res = await call('PUT', '/api/auth/password', token, {
      current_password: 'Not-it@123',
      password: 'Changed@2024',
      password_confirmation: 'Changed@2024',
    });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.current_password, ['Current password is incorrect']);
  });
});
