// An approved merchant's Settings: the profile with the contact name and its activity row, pick-up points (edit,
// default, delete), documents (delete, the last ID kept), the bank account change, and the password change that
// ends every other session.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { SAMPLE_REGISTRATION } from '@oja/shared/demo';
import { maskAccountNumber } from '@oja/shared/format';
import {
  BANK_CHANGE_WAITS,
  NO_BANK_CHANGE_WAITING,
  PICKUP_LAST_DELETE_REFUSED,
  REVIEW_CHANGED,
} from '@oja/shared/validation';
import { eq } from 'drizzle-orm';
import { merchants } from '../../../src/db/schema';
import { hashPassword } from '../../../src/modules/auth/passwords';
import { fieldChanges } from '../../../src/modules/merchant/changes';
import { ACTOR_PASSWORD, type Actors, createActors, createMerchantUser, issueTestToken } from '../../support/actors';
import { bearer, createTestApp, RELAXED_LIMITS, type TestApp } from '../../support/app';
import { registration, uploadDocument } from '../../support/registration';
import { activityFor, mailsTo, reviewed } from '../../support/review';

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
    payload: await reviewed(t, merchantId),
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
        { field: 'contact_name', from: SAMPLE_REGISTRATION.contact_name, to: 'Basirat Adeyemi' },
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
    // A business from before every registration made a point: none at all.
    const { user } = await createMerchantUser(t.repos, {
      status: 'approved',
      passwordHash: await hashPassword(ACTOR_PASSWORD),
    });
    own = { ...own, token: await issueTestToken(t.repos, user.id) };
    assert.deepEqual(await list(), []);
    const first = await add('1 Allen Avenue, Ikeja, Lagos');
    assert.equal(first.is_default, true);
  });

  it('keeps the last point of a business (409), with the way to change it', async () => {
    const [only, ...none] = await list();
    assert.ok(only);
    assert.equal(none.length, 0);
    const refused = await call('DELETE', `/api/merchant/pickup-locations/${only.id}`, own.token);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, PICKUP_LAST_DELETE_REFUSED);
    assert.equal((await list()).length, 1);
    const second = await add('2 Allen Avenue, Ikeja, Lagos');
    assert.equal((await call('DELETE', `/api/merchant/pickup-locations/${only.id}`, own.token)).statusCode, 200);
    await expectDefaults([[second.id, true]]);
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
  const zenith = { bank_code: '057', account_number: '2233445566' };
  const zenithAccount = {
    bank_code: '057',
    bank_name: 'Zenith Bank',
    account_number: '2233445566',
    account_name: 'MAMA PUT KITCHEN LIMITED',
  };
  const registered = {
    bank_code: '058',
    bank_name: 'Guaranty Trust Bank',
    account_number: '0123456789',
    account_name: 'OJA SANDBOX ACCOUNT',
  };
  const masked = [
    { field: 'bank_name', from: 'Guaranty Trust Bank', to: 'Zenith Bank' },
    { field: 'account_number', from: '******6789', to: '******5566' },
    { field: 'account_name', from: 'OJA SANDBOX ACCOUNT', to: 'MAMA PUT KITCHEN LIMITED' },
  ];
  const admin = (url: string, payload: object) => call('POST', url, actors.admin.token, payload);

  it('needs the current password: a session alone cannot move the payouts', async () => {
    const own = await approvedMerchant();
    const missing = await call('PUT', '/api/merchant/bank-account', own.token, zenith);
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(missing.json().errors.current_password, ['Password is required']);
    const wrong = await call('PUT', '/api/merchant/bank-account', own.token, {
      ...zenith,
      current_password: 'Wrong@12345',
    });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json().errors.current_password, ['Current password is incorrect']);
    const profile = await call('GET', '/api/merchant/profile', own.token);
    assert.deepEqual(profile.json().data.bank_account, registered);
    assert.equal(profile.json().data.pending_bank_account, null);
    assert.deepEqual(await activityFor(t, actors.admin.token, own.merchantId).then((rows) => rows.length), 1);
  });

  it("keeps an approved merchant's new account waiting for review, the bank's name on it, and mails both addresses", async () => {
    const own = await approvedMerchant();
    // The business address apart from the sign-in address, as after a confirmed change of business email.
    const books = `books.${own.merchantId}@test.oja`;
    await t.database.db.update(merchants).set({ businessEmail: books }).where(eq(merchants.id, own.merchantId));
    const res = await call('PUT', '/api/merchant/bank-account', own.token, {
      ...zenith,
      account_name: 'SOMEONE ELSE',
      current_password: own.password,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, BANK_CHANGE_WAITS);
    const { bank_account, pending_bank_account } = res.json().data;
    assert.deepEqual(bank_account, registered, 'payouts stay on the reviewed account');
    assert.deepEqual(
      { ...pending_bank_account, requested_at: undefined },
      { ...zenithAccount, requested_at: undefined },
    );
    const profile = (await call('GET', '/api/merchant/profile', own.token)).json().data;
    assert.deepEqual(profile.bank_account, registered);
    assert.equal(profile.pending_bank_account.account_name, 'MAMA PUT KITCHEN LIMITED');
    const [row] = await activityFor(t, actors.admin.token, own.merchantId);
    assert.equal(row?.action, 'merchant.bank_account_change_requested');
    assert.deepEqual(row?.details, { changes: masked });
    for (const address of [own.email, books]) {
      const mails = await mailsTo(t, address);
      const mail = mails.find((item) => item.content.includes('Subject: New bank account asked for'));
      assert.ok(mail, `mailed to ${address}`);
      assert.match(mail.content, /\*\*\*\*\*\*5566/);
      assert.doesNotMatch(mail.content, /2233445566/, 'the number masked');
    }
    const notices = (await mailsTo(t, 'admin@oja.local')).filter((mail) =>
      mail.content.includes('Subject: Bank account change to review: Iya Basira Foods'),
    );
    assert.ok(
      // Quoted-printable folds long lines: unfolded, the link is whole.
      notices.some((mail) =>
        new RegExp(`/dashboard/merchants/${own.merchantId}\\b`).test(mail.content.replace(/=\r?\n/g, '')),
      ),
      'the review team is told, with a link to the merchant',
    );
  });

  it('an admin accepts it on the version reviewed: payouts move, the log and a mail say so', async () => {
    const own = await approvedMerchant();
    await call('PUT', '/api/merchant/bank-account', own.token, { ...zenith, current_password: own.password });
    const details = (await call('GET', `/api/admin/merchants/${own.merchantId}`, actors.admin.token)).json().data;
    assert.equal(details.merchant.pending_bank_account.account_number, '2233445566');
    const stale = await admin(`/api/admin/merchants/${own.merchantId}/bank-account/accept`, {
      version: details.merchant.version - 1,
    });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, REVIEW_CHANGED);
    const accepted = await admin(`/api/admin/merchants/${own.merchantId}/bank-account/accept`, {
      version: details.merchant.version,
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const profile = (await call('GET', '/api/merchant/profile', own.token)).json().data;
    assert.deepEqual(profile.bank_account, zenithAccount);
    assert.equal(profile.pending_bank_account, null);
    const [row] = await activityFor(t, actors.admin.token, own.merchantId);
    assert.equal(row?.action, 'merchant.bank_account_change_accepted');
    assert.deepEqual(row?.details, { changes: masked });
    const mails = await mailsTo(t, own.email);
    assert.ok(mails.some((mail) => mail.content.includes('is in use')));
    const again = await admin(`/api/admin/merchants/${own.merchantId}/bank-account/accept`, {
      version: (await reviewed(t, own.merchantId)).version,
    });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, NO_BANK_CHANGE_WAITING);
  });

  it('an admin declines it with a reason: the account in use stays, the merchant reads why', async () => {
    const own = await approvedMerchant();
    await call('PUT', '/api/merchant/bank-account', own.token, { ...zenith, current_password: own.password });
    const blank = await admin(`/api/admin/merchants/${own.merchantId}/bank-account/decline`, {
      ...(await reviewed(t, own.merchantId)),
      reason: '  ',
    });
    assert.equal(blank.statusCode, 422);
    const declined = await admin(`/api/admin/merchants/${own.merchantId}/bank-account/decline`, {
      ...(await reviewed(t, own.merchantId)),
      reason: 'The account holder is not the business.',
    });
    assert.equal(declined.statusCode, 200, declined.body);
    const profile = (await call('GET', '/api/merchant/profile', own.token)).json().data;
    assert.deepEqual(profile.bank_account, registered);
    assert.equal(profile.pending_bank_account, null);
    const [row] = await activityFor(t, actors.admin.token, own.merchantId);
    assert.equal(row?.action, 'merchant.bank_account_change_declined');
    assert.equal(row?.details?.reason, 'The account holder is not the business.');
    const mails = await mailsTo(t, own.email);
    assert.ok(mails.some((mail) => mail.content.includes('The account holder is not the business.')));
  });

  it('asking again for the account in use withdraws the change that waits', async () => {
    const own = await approvedMerchant();
    await call('PUT', '/api/merchant/bank-account', own.token, { ...zenith, current_password: own.password });
    const back = await call('PUT', '/api/merchant/bank-account', own.token, {
      bank_code: '058',
      account_number: '0123456789',
      current_password: own.password,
    });
    assert.equal(back.statusCode, 200, back.body);
    assert.deepEqual(back.json().data, { bank_account: registered, pending_bank_account: null });
  });

  it('changes at once for a merchant under review (its review sees the new account), logged masked', async () => {
    const body = registration({ business_name: 'Still Pending Foods' });
    const registeredRes = await t.app.inject({ method: 'POST', url: '/api/merchant/register', payload: body });
    const merchantId: number = registeredRes.json().data.merchant.id;
    const token = await signIn(body.business_email, body.password);
    const res = await call('PUT', '/api/merchant/bank-account', token, { ...zenith, current_password: body.password });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Bank account changed successfully!');
    assert.deepEqual(res.json().data, { bank_account: zenithAccount, pending_bank_account: null });
    const [row] = await activityFor(t, actors.admin.token, merchantId);
    assert.equal(row?.action, 'merchant.bank_account_changed');
    assert.deepEqual(row?.details, { changes: masked });
  });

  it('refuses an account the bank does not know, and changes nothing', async () => {
    const own = await approvedMerchant();
    const res = await call('PUT', '/api/merchant/bank-account', own.token, {
      bank_code: '057',
      account_number: '9999999999',
      current_password: own.password,
    });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.account_number, ['Could not resolve account name']);
    const profile = await call('GET', '/api/merchant/profile', own.token);
    assert.equal(profile.json().data.bank_account.account_number, '0123456789');
    assert.equal(profile.json().data.pending_bank_account, null);
  });

  it('validates the fields with the registration messages', async () => {
    const own = await approvedMerchant();
    const res = await call('PUT', '/api/merchant/bank-account', own.token, { bank_code: '', account_number: '12' });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.bank_code, ['Bank is required']);
    assert.deepEqual(res.json().errors.account_number, ['Account number must be 10-11 digits']);
  });
});

describe('wrong current passwords', () => {
  it('count per account, the password and bank account changes together, and a right one gives its count back', async () => {
    const limited = await createTestApp({
      rateLimits: { ...RELAXED_LIMITS, currentPassword: { perAccount: { max: 2, windowMs: 60_000 } } },
    });
    try {
      const { user } = await createMerchantUser(limited.repos, {
        status: 'approved',
        passwordHash: await hashPassword(ACTOR_PASSWORD),
      });
      const token = await issueTestToken(limited.repos, user.id);
      const put = (url: string, payload: object) =>
        limited.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
      const bank = (password: string) =>
        put('/api/merchant/bank-account', {
          bank_code: '057',
          account_number: '2233445566',
          current_password: password,
        });
      const passwordChange = (password: string) =>
        put('/api/auth/password', {
          current_password: password,
          password: 'Other@12345',
          password_confirmation: 'Other@12345',
        });
      assert.equal((await bank(ACTOR_PASSWORD)).statusCode, 200, 'a right password is not counted');
      assert.equal((await bank('Wrong@12345')).statusCode, 422);
      assert.equal((await passwordChange('Wrong@12345')).statusCode, 422);
      const refused = await bank(ACTOR_PASSWORD);
      assert.equal(refused.statusCode, 429, 'refused even with the right password');
      assert.ok(refused.headers['retry-after']);
    } finally {
      await limited.close();
    }
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
    const ended = await call('GET', '/api/auth/profile', other);
    assert.equal(ended.statusCode, 401);
    assert.equal(ended.json().session_ended, 'password-changed');
    assert.match(ended.json().message, /password was changed in another session/);
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
