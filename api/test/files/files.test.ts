// File storage: type from the bytes, size limits, random names, nothing left behind on failure, public image
// URLs and signed, expiring document links.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { checkSignature, SIGNED_URL_TTL_SECONDS, signature } from '../../src/files/signing';
import type { LocalDiskStorage } from '../../src/files/storage';
import { FILE_RULES } from '../../src/files/types';
import { acceptUpload, sniffType } from '../../src/files/upload';
import { createFileUrls } from '../../src/files/urls';
import { success } from '../../src/http/envelope';
import { deriveKey } from '../../src/secret';
import { certificatePdf } from '../../src/seed/pdf';
import { type Actors, createActors } from '../support/actors';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/app';

let t: TestApp;
let actors: Actors;
const MB = 1024 * 1024;

async function image(format: 'png' | 'jpeg' | 'webp' | 'gif'): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#0E7C4A' } })
    .toFormat(format)
    .toBuffer();
}

const PDF = certificatePdf({ businessName: 'Test Foods', registrationNumber: 'BN 1', city: 'Lagos' });

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function chunks(...parts: Buffer[]): Readable {
  return Readable.from(parts);
}

before(async () => {
  t = await createTestApp({
    extend: (app, { storage }) => {
      app.post('/api/probe/upload', { config: { access: 'public', files: { logo: 'image' } } }, async (request) => {
        const part = await request.file({ limits: { fileSize: FILE_RULES.image.maxBytes } });
        if (!part) return success('nothing', null);
        const stored = await acceptUpload(storage, part.file, 'image', { truncated: () => part.file.truncated });
        return success('stored', stored);
      });
    },
  });
  actors = await createActors(t.repos);
});
after(() => t.close());

describe('sniffing', () => {
  it('recognises PNG, JPEG, WebP, GIF and PDF from their bytes', async () => {
    assert.equal(await sniffType(await image('png')), 'image/png');
    assert.equal(await sniffType(await image('jpeg')), 'image/jpeg');
    assert.equal(await sniffType(await image('webp')), 'image/webp');
    assert.equal(await sniffType(await image('gif')), 'image/gif');
    assert.equal(await sniffType(PDF), 'application/pdf');
    assert.equal(await sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')), null);
  });
});

describe('acceptUpload', () => {
  const storage = () => t.storage as LocalDiskStorage;

  it('stores images under a random key with the type read from the bytes', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
      const bytes = await image(format);
      const stored = await acceptUpload(storage(), chunks(bytes), 'image');
      assert.match(stored.key, /^images\/[a-f0-9]{32}\.(png|jpg|webp|gif)$/);
      assert.equal(stored.size, bytes.length);
      assert.deepEqual(await readFile(path.join(storage().root, stored.key)), bytes);
    }
    const a = await acceptUpload(storage(), chunks(await image('png')), 'image');
    const b = await acceptUpload(storage(), chunks(await image('png')), 'image');
    assert.notEqual(a.key, b.key);
  });

  it('accepts a PDF as a document but not as an image', async () => {
    const stored = await acceptUpload(storage(), chunks(PDF), 'document');
    assert.equal(stored.mimeType, 'application/pdf');
    assert.match(stored.key, /^documents\/[a-f0-9]{32}\.pdf$/);
    await assert.rejects(acceptUpload(storage(), chunks(PDF), 'image'), {
      kind: 'invalid',
      message: FILE_RULES.image.wrongType,
    });
  });

  it('refuses what is not an accepted type, whatever it claims to be', async () => {
    const fakes = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<!doctype html><html><body>hello</body></html>'),
      Buffer.from('just text pretending to be logo.png'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]),
    ];
    const before = await filesUnder(storage().root);
    for (const fake of fakes) {
      await assert.rejects(acceptUpload(storage(), chunks(fake), 'document'), {
        kind: 'invalid',
        message: FILE_RULES.document.wrongType,
      });
    }
    assert.deepEqual(await filesUnder(storage().root), before);
  });

  it('refuses an empty file', async () => {
    await assert.rejects(acceptUpload(storage(), chunks(), 'image'), {
      kind: 'invalid',
      message: 'The file is empty.',
    });
  });

  it('enforces 5 MB for images and 10 MB for documents, leaving nothing behind', async () => {
    const png = await image('png');
    const before = await filesUnder(storage().root);
    const tooBigImage = [png, Buffer.alloc(5 * MB - png.length + 1)];
    await assert.rejects(acceptUpload(storage(), chunks(...tooBigImage), 'image'), {
      kind: 'too-large',
      message: 'The image must not be larger than 5 MB.',
    });
    const tooBigDocument = [PDF, Buffer.alloc(MB), ...Array.from({ length: 9 }, () => Buffer.alloc(MB))];
    await assert.rejects(acceptUpload(storage(), chunks(...tooBigDocument), 'document'), {
      kind: 'too-large',
      message: 'The document must not be larger than 10 MB.',
    });
    assert.deepEqual(await filesUnder(storage().root), before);
    const exactly = await acceptUpload(storage(), chunks(png, Buffer.alloc(5 * MB - png.length)), 'image');
    assert.equal(exactly.size, 5 * MB);
  });

  it('removes the partial file when the stream is cut off', async () => {
    const png = await image('png');
    const before = await filesUnder(storage().root);
    const broken = new Readable({
      read() {
        this.push(png);
        this.push(Buffer.alloc(64 * 1024));
        this.destroy(new Error('connection reset'));
      },
    });
    await assert.rejects(acceptUpload(storage(), broken, 'image'), /connection reset/);
    assert.deepEqual(await filesUnder(storage().root), before);
  });

  it('removes the file when the multipart parser says it was truncated', async () => {
    const before = await filesUnder(storage().root);
    await assert.rejects(acceptUpload(storage(), chunks(await image('png')), 'image', { truncated: () => true }), {
      kind: 'too-large',
    });
    assert.deepEqual(await filesUnder(storage().root), before);
  });
});

describe('the storage', () => {
  it('refuses keys that are not its own random names', async () => {
    await assert.rejects(t.storage.write('../secret.key', chunks(Buffer.from('x'))), /Invalid storage key/);
    assert.equal(await t.storage.open('../secret.key'), null);
    assert.equal(await t.storage.open('images/../../secret.key'), null);
    assert.equal(await t.storage.open(`images/${'0'.repeat(32)}.png`), null);
  });

  it('lives in the data folder, outside any served folder', () => {
    assert.equal(t.storage.root, path.join(t.dataDir, 'uploads'));
  });
});

describe('multipart uploads over HTTP', () => {
  const boundary = '----oja-test-boundary';
  const form = (file: Buffer, filename = 'logo.png', type = 'image/png') =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const upload = (body: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/probe/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });

  it('stores a real image and refuses a script named .png', async () => {
    const ok = await upload(form(await image('webp'), 'photo.png'));
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().data.mimeType, 'image/webp');
    const svg = await upload(form(Buffer.from('<svg><script>alert(1)</script></svg>'), 'logo.png'));
    assert.equal(svg.statusCode, 422);
    assert.equal(svg.json().message, FILE_RULES.image.wrongType);
  });

  it('answers 413 past 5 MB and keeps nothing', async () => {
    const before = await filesUnder(t.storage.root);
    const png = await image('png');
    const res = await upload(form(Buffer.concat([png, Buffer.alloc(6 * MB)])));
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), { success: false, message: 'The image must not be larger than 5 MB.' });
    assert.deepEqual(await filesUnder(t.storage.root), before);
  });

  it('keeps nothing when the client goes away mid-upload', async () => {
    const before = await filesUnder(t.storage.root);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const png = await image('png');
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/probe/upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${3 * MB}\r\n\r\n`,
        );
        socket.write(head);
        socket.write(png);
        socket.write(Buffer.alloc(256 * 1024));
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 200);
      });
      socket.on('error', reject);
    });
    // The server notices the reset, the write fails and the partial file is removed.
    let left: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      left = (await filesUnder(t.storage.root)).filter((file) => !before.includes(file));
      if (left.length === 0) break;
    }
    assert.deepEqual(left, []);
  });
});

describe('signed document links', () => {
  const key = deriveKey(TEST_SECRET, 'signed-urls');

  it('sign the id and the expiry, refuse tampering, and expire after 10 minutes', () => {
    const now = new Date();
    const expires = Math.floor(now.getTime() / 1000) + SIGNED_URL_TTL_SECONDS;
    const sig = signature(key, 5, expires);
    assert.equal(SIGNED_URL_TTL_SECONDS, 600);
    assert.equal(checkSignature(key, 5, String(expires), sig, now), 'valid');
    assert.equal(checkSignature(key, 6, String(expires), sig, now), 'invalid');
    assert.equal(checkSignature(key, 5, String(expires + 60), sig, now), 'invalid');
    // One character changed (never to itself: a signature ending in A would make this no change at all).
    const lastSwapped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    assert.equal(checkSignature(key, 5, String(expires), lastSwapped, now), 'invalid');
    assert.equal(
      checkSignature(deriveKey('another-secret-0123456789abcdef0123', 'signed-urls'), 5, String(expires), sig, now),
      'invalid',
    );
    assert.equal(checkSignature(key, 5, undefined, sig, now), 'invalid');
    assert.equal(checkSignature(key, 5, String(expires), sig, new Date(now.getTime() + 601_000)), 'expired');
  });

  async function storedDocument() {
    const stored = await acceptUpload(t.storage, chunks(PDF), 'document');
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
    const bytes = await image('png');
    const stored = await acceptUpload(t.storage, chunks(bytes), 'image');
    const res = await t.app.inject({ method: 'GET', url: `/api/files/public/${stored.key.replace('images/', '')}` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.deepEqual(res.rawPayload, bytes);
  });

  it('never serve documents or anything outside the image folder', async () => {
    const document = await acceptUpload(t.storage, chunks(PDF), 'document');
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
