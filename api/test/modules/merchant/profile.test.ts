// The merchant's own records after registration: profile, documents, pick-up points, and the /upload reads
// and deletes with their ownership rules.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Actors, createActors } from '../../support/actors';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { multipart } from '../../support/multipart';
import { registration, TINY_PDF, TINY_PNG } from '../../support/registration';

let t: TestApp;
let actors: Actors;
/** A merchant registered through the API (so it has its bank account and pick-up point), signed in. */
let own: { token: string; merchantId: number; email: string };

before(async () => {
  t = await createTestApp();
  actors = await createActors(t.repos);
  const body = registration({ business_name: 'Iya Basira Foods' });
  const res = await t.app.inject({ method: 'POST', url: '/api/merchant/register', payload: body });
  assert.equal(res.statusCode, 200, res.body);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: body.business_email, password: body.password },
  });
  assert.equal(login.statusCode, 200, login.body);
  own = { token: login.json().data.token, merchantId: res.json().data.merchant.id, email: body.business_email };
});
after(() => t.close());

const as = (token: string) => bearer(token);

async function uploadDocument(token: string, content = TINY_PDF, type = 'application/pdf') {
  const form = multipart({
    document_type: 'business_id',
    description: 'CAC certificate',
    document: { filename: 'cac certificate.pdf', type, data: content },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/merchant/documents',
    payload: form.payload,
    headers: { ...form.headers, ...as(token) },
  });
}

describe('merchant profile', () => {
  it('GET answers the business with its bank account and documents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/merchant/profile', headers: as(own.token) });
    assert.equal(res.statusCode, 200);
    const merchant = res.json().data;
    assert.equal(merchant.id, own.merchantId);
    assert.equal(merchant.business_name, 'Iya Basira Foods');
    assert.equal(merchant.verification_status, 'pending');
    assert.deepEqual(merchant.bank_account, {
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_number: '0123456789',
      account_name: 'OJA SANDBOX ACCOUNT',
    });
    assert.deepEqual(merchant.documents, []);
  });

  it('GET refuses an admin (admins use their own routes)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/merchant/profile', headers: as(actors.admin.token) });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, 'This action is for merchants only.');
  });

  it('PUT changes the given fields with the registration rules', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/profile',
      headers: as(own.token),
      payload: {
        business_name: 'Iya Basira Kitchen',
        business_type: 'store',
        pickup_address: '3 Bode Thomas Street, Surulere',
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Profile updated successfully!');
    const merchant = res.json().data;
    assert.equal(merchant.business_name, 'Iya Basira Kitchen');
    assert.equal(merchant.business_type, 'store');
    assert.equal(merchant.latitude, null, 'a new address without coordinates drops the old ones');
    assert.equal(merchant.business_email, own.email, 'unchanged fields stay');
  });

  it('PUT answers the spec messages and refuses an email another merchant uses', async () => {
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/profile',
      headers: as(own.token),
      payload: { business_name: 'A', business_type: 'bakery' },
    });
    assert.equal(invalid.statusCode, 422);
    assert.deepEqual(invalid.json().errors, {
      business_name: ['Business name must be at least 2 characters'],
      business_type: ['Please select a valid business type'],
    });
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/profile',
      headers: as(own.token),
      payload: { business_email: actors.approvedMerchant.merchant?.businessEmail },
    });
    assert.equal(taken.statusCode, 422);
    assert.equal(taken.json().message, 'The business email has already been taken.');
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/profile',
      headers: as(own.token),
      payload: { business_email: own.email.toUpperCase() },
    });
    assert.equal(same.statusCode, 200, 'its own email is not "taken"');
  });
});

describe('merchant documents', () => {
  it('POST stores a PDF or an image and GET lists it with a signed link', async () => {
    const res = await uploadDocument(own.token);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Document uploaded successfully!');
    const list = await t.app.inject({ method: 'GET', url: '/api/merchant/documents', headers: as(own.token) });
    const [document] = list.json().data;
    assert.equal(document.original_name, 'cac certificate.pdf');
    assert.equal(document.description, 'CAC certificate');
    assert.match(document.file_path, /^\/api\/files\/documents\/\d+\?expires=\d+&signature=/);
    const file = await t.app.inject({ method: 'GET', url: document.file_path });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.equal((await uploadDocument(own.token, TINY_PNG, 'image/png')).statusCode, 200);
  });

  it('POST refuses a file that is neither a PDF nor an image, and a missing file', async () => {
    const res = await uploadDocument(own.token, Buffer.from('MZ\x90\x00 not a document'), 'application/pdf');
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, {
      document: ['The document must be a PDF or an image (PNG, JPEG, WebP or GIF).'],
    });
    const form = multipart({ document_type: 'business_id' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/documents',
      payload: form.payload,
      headers: { ...form.headers, ...as(own.token) },
    });
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(missing.json().errors, { document: ['Please choose a file to upload'] });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/documents',
      payload: { document_type: 'business_id' },
      headers: as(own.token),
    });
    assert.equal(json.statusCode, 415);
  });

  it('GET /upload/merchant-documents/{id} shows a merchant its own documents and an admin anyone’s', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/upload/merchant-documents/${own.merchantId}`,
      headers: as(own.token),
    });
    assert.equal(mine.statusCode, 200);
    assert.ok(mine.json().data.length >= 1);
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/upload/merchant-documents/${own.merchantId}`,
      headers: as(actors.admin.token),
    });
    assert.deepEqual(
      admin.json().data.map((item: { id: number }) => item.id),
      mine.json().data.map((item: { id: number }) => item.id),
    );
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/upload/merchant-documents/${own.merchantId}`,
      headers: as(actors.otherMerchant.token),
    });
    assert.equal(other.statusCode, 404);
  });

  it('DELETE /upload/document/{id}: another merchant gets 404, the owner and an admin delete', async () => {
    const first = (await uploadDocument(own.token)).json().data;
    const second = (await uploadDocument(own.token)).json().data;
    const byOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/upload/document/${first.id}`,
      headers: as(actors.otherMerchant.token),
    });
    assert.equal(byOther.statusCode, 404);
    const byOwner = await t.app.inject({
      method: 'DELETE',
      url: `/api/upload/document/${first.id}`,
      headers: as(own.token),
    });
    assert.equal(byOwner.statusCode, 200);
    assert.equal(byOwner.json().message, 'Document deleted successfully!');
    assert.equal((await t.app.inject({ method: 'GET', url: first.file_path })).statusCode, 404);
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/upload/document/${second.id}`,
      headers: as(actors.admin.token),
    });
    assert.equal(byAdmin.statusCode, 200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/upload/document/${second.id}`,
      headers: as(actors.admin.token),
    });
    assert.equal(again.statusCode, 404);
  });

  it('a pending merchant signed in sends its ID later through the upload route, and still gets nothing of the menu', async () => {
    // The review screen after sign-in: the registration's upload token is long gone, the sign-in's token is used.
    const upload = (merchantId: number) => {
      const form = multipart({
        document_type: 'business_id',
        description: 'Business ID',
        merchant_id: String(merchantId),
        document: { filename: 'national id.pdf', type: 'application/pdf', data: TINY_PDF },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/upload/merchant-document',
        payload: form.payload,
        headers: { ...form.headers, ...as(own.token) },
      });
    };
    const sent = await upload(own.merchantId);
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(sent.json().message, 'Document uploaded successfully!');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/upload/merchant-documents/${own.merchantId}`,
      headers: as(own.token),
    });
    assert.equal(list.statusCode, 200);
    assert.ok(
      list.json().data.some((document: { id: number }) => document.id === sent.json().data.id),
      'the new ID is among its documents',
    );
    const other = await upload(actors.approvedMerchant.merchant?.id ?? 0);
    assert.equal(other.statusCode, 403);
    assert.equal(other.json().message, 'You can only upload files for your own business.');
    const menu = await t.app.inject({ method: 'GET', url: '/api/categories', headers: as(own.token) });
    assert.equal(menu.statusCode, 403);
    assert.match(menu.json().message, /under review/);
  });

  it('an admin uploads for an existing merchant only', async () => {
    const form = multipart({
      document_type: 'business_id',
      merchant_id: '999999',
      document: { filename: 'id.pdf', type: 'application/pdf', data: TINY_PDF },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/merchant-document',
      payload: form.payload,
      headers: { ...form.headers, ...as(actors.admin.token) },
    });
    assert.equal(res.statusCode, 404);
    const noId = multipart({
      document_type: 'business_id',
      document: { filename: 'id.pdf', type: 'application/pdf', data: TINY_PDF },
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/upload/merchant-document',
      payload: noId.payload,
      headers: { ...noId.headers, ...as(actors.admin.token) },
    });
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(missing.json().errors, { merchant_id: ['Merchant is required'] });
  });
});

describe('pick-up points', () => {
  it('registration made the default one; a new default replaces it', async () => {
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/merchant/pickup-locations', headers: as(own.token) })).json()
        .data as { address: string; is_default: boolean; label: string | null }[];
    const initial = await list();
    assert.equal(initial.length, 1);
    assert.equal(initial[0]?.is_default, true);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/pickup-locations',
      headers: as(own.token),
      payload: {
        label: 'Lekki branch',
        address: '10 Admiralty Way, Lekki Phase 1',
        latitude: 6.4478,
        longitude: 3.4723,
        is_default: true,
      },
    });
    assert.equal(added.statusCode, 200, added.body);
    assert.equal(added.json().message, 'Pickup location added successfully!');
    const after = await list();
    assert.equal(after.length, 2);
    assert.deepEqual(
      after.map((item) => [item.label, item.is_default]),
      [
        ['Lekki branch', true],
        ['Main pick-up point', false],
      ],
    );
  });

  it('answers the address messages of registration', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/pickup-locations',
      headers: as(own.token),
      payload: { address: 'Lekki', latitude: 'far' },
    });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, {
      address: ['Address must be at least 10 characters'],
      latitude: ['Latitude must be a number'],
    });
  });
});
