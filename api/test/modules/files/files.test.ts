// The files module: stored images by their key (public, cached for good), merchant documents through signed,
// expiring links (a page saying what to do when a browser opens a refused one), and fresh links for their owners.
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, describe, it } from 'node:test';
import { acceptUpload } from '../../../src/files/upload';
import { createFileUrls } from '../../../src/files/urls';
import { deriveKey } from '../../../src/secret';
import { certificatePdf } from '../../../src/seed/pdf';
import { appWithActors } from '../../support/actors';
import { TEST_SECRET } from '../../support/app';
import { image } from '../../support/images';

const { t, actors } = await appWithActors();
after(() => t.close());
const PDF = certificatePdf({ businessName: 'Test Foods', registrationNumber: 'BN 1', city: 'Lagos' });

describe('documents through signed links', () => {
  const key = deriveKey(TEST_SECRET, 'signed-urls');

  async function storedDocument() {
    const stored = await acceptUpload(t.storage, Readable.from([PDF]), 'document');
    const merchantId = actors.pendingMerchant.merchant?.id ?? 0;
    return t.repos.documents.create({
      merchantId,
      documentType: 'business_id',
      storageKey: stored.key,
      originalName: 'certificate "of" incorporation.pdf',
      mimeType: stored.mimeType,
      size: stored.size,
    });
  }

  // The same URL builder the API uses for the admin's document links.
  const urlsOf = () => createFileUrls('', key);

  it('open the document without a bearer token while valid', async () => {
    const document = await storedDocument();
    const url = urlsOf().document(document.id);
    assert.match(url, /^\/api\/files\/documents\/\d+\?expires=\d+&signature=[A-Za-z0-9_-]+$/);
    const res = await t.app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.equal(res.headers['cache-control'], 'private, no-store');
    assert.match(String(res.headers['content-disposition']), /^inline; filename="certificate _of_ incorporation\.pdf"/);
    assert.deepEqual(res.rawPayload, PDF);
  });

  it('answer 403 when expired or tampered with, 404 for a missing document', async () => {
    const document = await storedDocument();
    const expired = urlsOf().document(document.id, new Date(Date.now() - 11 * 60_000));
    const res = await t.app.inject({ method: 'GET', url: expired });
    assert.equal(res.statusCode, 403);
    assert.match(res.json().message, /expired/);
    const valid = new URL(urlsOf().document(document.id), 'http://x');
    const tampered = [
      `/api/files/documents/${document.id}?expires=${valid.searchParams.get('expires')}&signature=AAAA`,
      `/api/files/documents/${document.id}?expires=${Number(valid.searchParams.get('expires')) + 3600}&signature=${valid.searchParams.get('signature')}`,
      `/api/files/documents/${document.id + 1}${valid.search}`,
      `/api/files/documents/${document.id}`,
    ];
    for (const url of tampered) {
      const answer = await t.app.inject({ method: 'GET', url });
      assert.equal(answer.statusCode, 403, url);
      assert.equal(answer.json().message, 'This document link is not valid.');
    }
    assert.equal((await t.app.inject({ method: 'GET', url: urlsOf().document(999_999) })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/files/documents/abc' })).statusCode, 404);
  });

  it('answer a browser a short page saying the link expired and to open the document again from Oja, not JSON', async () => {
    const document = await storedDocument();
    const accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const expired = urlsOf().document(document.id, new Date(Date.now() - 11 * 60_000));
    const res = await t.app.inject({ method: 'GET', url: expired, headers: { accept } });
    assert.equal(res.statusCode, 403);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(res.body, /<h1[^>]*>This link has expired<\/h1>/);
    assert.match(res.body, /Open the document again from Oja\./);
    assert.match(res.body, /press Open Document again/);
    const altered = `/api/files/documents/${document.id}?expires=1&signature=AAAA`;
    const refused = await t.app.inject({ method: 'GET', url: altered, headers: { accept } });
    assert.equal(refused.statusCode, 403);
    assert.match(refused.body, /<h1[^>]*>This link is not valid<\/h1>/);
    // A script asking for JSON still reads the envelope.
    const json = await t.app.inject({ method: 'GET', url: expired, headers: { accept: 'application/json' } });
    assert.equal(json.json().message, 'This document link has expired. Open the document again from Oja.');
  });

  it('give a fresh link, asked for as a document opens, to an admin and to its merchant only', async () => {
    const document = await storedDocument();
    const linkOf = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/files/documents/${document.id}/link`,
        headers: { authorization: `Bearer ${token}` },
      });
    for (const owner of [actors.admin, actors.pendingMerchant]) {
      const answer = await linkOf(owner.token);
      assert.equal(answer.statusCode, 200);
      const { url } = answer.json().data as { url: string };
      const opened = await t.app.inject({ method: 'GET', url });
      assert.equal(opened.statusCode, 200);
      assert.deepEqual(opened.rawPayload, PDF);
    }
    assert.equal((await linkOf(actors.otherMerchant.token)).statusCode, 404);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `/api/files/documents/${document.id}/link` })).statusCode,
      401,
    );
  });
});

describe('public image URLs', () => {
  it('serve the image by its key, cacheable for good', async () => {
    const bytes = await image('png', 8);
    const stored = await acceptUpload(t.storage, Readable.from([bytes]), 'image');
    const res = await t.app.inject({ method: 'GET', url: `/api/files/public/${stored.key.replace('images/', '')}` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.deepEqual(res.rawPayload, bytes);
  });

  it('never serve documents or anything outside the image folder', async () => {
    const document = await acceptUpload(t.storage, Readable.from([PDF]), 'document');
    const name = document.key.replace('documents/', '');
    for (const url of [
      `/api/files/public/${name}`,
      '/api/files/public/..%2Fsecret.key',
      '/api/files/public/..%2F..%2Fsecret.key',
      `/api/files/public/${'f'.repeat(32)}.png`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
    }
  });
});
