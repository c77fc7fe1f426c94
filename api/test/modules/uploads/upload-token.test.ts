// The 30-minute upload token of registration: it uploads its own merchant's ID and logo, is
// refused for another merchant's id, opens nothing else, and expires.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { merchants } from '../../../src/db/schema';
import { appWithActors, issueTestToken } from '../../support/actors';
import { bearer } from '../../support/app';
import { multipart } from '../../support/multipart';
import { register, registration, TINY_PDF, TINY_PNG } from '../../support/registration';

const { t, actors } = await appWithActors();
after(() => t.close());

async function storedFiles(): Promise<string[]> {
  const found: string[] = [];
  for (const folder of ['images', 'documents']) {
    const names = await readdir(path.join(t.storage.root, folder)).catch(() => [] as string[]);
    found.push(...names.map((name) => `${folder}/${name}`));
  }
  return found;
}

describe('the upload token', () => {
  async function registered() {
    const res = await register(t, registration());
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { merchant: { id: number }; upload_token: string };
  }
  const idForm = (merchantId: number) =>
    multipart({
      document_type: 'business_id',
      description: 'CAC certificate',
      merchant_id: String(merchantId),
      document: { filename: 'cac.pdf', type: 'application/pdf', data: TINY_PDF },
    });

  it("uploads the ID for its own merchant, which the merchant's documents then list", async () => {
    const { merchant, upload_token } = await registered();
    const form = idForm(merchant.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/merchant-document',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(upload_token) },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Document uploaded successfully!');
    assert.equal(res.json().data.mime_type, 'application/pdf');
    const listed = await t.repos.documents.listForMerchant(merchant.id);
    assert.equal(listed.length, 1);
    assert.equal(listed[0]?.originalName, 'cac.pdf');
    const file = await t.app.inject({ method: 'GET', url: res.json().data.file_path });
    assert.equal(file.statusCode, 200);
  });

  it("is refused for another merchant's id, and keeps no file", async () => {
    const { upload_token } = await registered();
    const before = await storedFiles();
    const other = actors.approvedMerchant.merchant?.id ?? 0;
    const form = idForm(other);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/merchant-document',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(upload_token) },
    });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, 'You can only upload files for your own business.');
    assert.equal((await t.repos.documents.listForMerchant(other)).length, 0);
    assert.deepEqual(await storedFiles(), before);
  });

  it('opens nothing but the uploads', async () => {
    const { upload_token } = await registered();
    for (const url of ['/api/merchant/profile', '/api/auth/profile', '/api/merchant/documents']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(upload_token) });
      assert.equal(res.statusCode, 403, url);
      assert.equal(res.json().message, 'This token can only be used to upload documents and logos.');
    }
  });

  it('stops working when it expires', async () => {
    const { merchant } = await registered();
    const found = await t.repos.users.findByEmail(
      (await t.database.db.select().from(merchants).where(eq(merchants.id, merchant.id)))[0]?.businessEmail ?? '',
    );
    const expired = await issueTestToken(t.repos, found?.user.id ?? 0, {
      scope: 'upload',
      merchantId: merchant.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const form = idForm(merchant.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/merchant-document',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(expired) },
    });
    assert.equal(res.statusCode, 401);
  });

  it('uploads a logo for its own merchant', async () => {
    const { merchant, upload_token } = await registered();
    const form = multipart({
      merchant_id: String(merchant.id),
      logo: { filename: 'logo.png', type: 'image/png', data: TINY_PNG },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/business-logo',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(upload_token) },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Logo uploaded successfully!');
    assert.match(res.json().data.logo, /^\/api\/files\/public\/[a-f0-9]{32}\.webp$/);
  });
});
