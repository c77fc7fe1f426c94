// File storage: type from the bytes, size limits, random names, nothing left behind on failure, and the signature
// of document links. The files module's routes (images by key, documents by signed link): test/modules/files/.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { checkSignature, SIGNED_URL_TTL_SECONDS, signature } from '../../src/files/signing';
import type { LocalDiskStorage } from '../../src/files/storage';
import { FILE_RULES } from '../../src/files/types';
import { acceptUpload, sniffType } from '../../src/files/upload';
import { success } from '../../src/http/envelope';
import { deriveKey } from '../../src/secret';
import { certificatePdf } from '../../src/seed/pdf';
import { createTestApp, TEST_SECRET, type TestApp } from '../support/app';
import { image } from '../support/images';

let t: TestApp;
const MB = 1024 * 1024;

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
});
after(() => t.close());

describe('sniffing', () => {
  it('recognises PNG, JPEG, WebP, GIF and PDF from their bytes', async () => {
    assert.equal(await sniffType(await image('png', 8)), 'image/png');
    assert.equal(await sniffType(await image('jpeg', 8)), 'image/jpeg');
    assert.equal(await sniffType(await image('webp', 8)), 'image/webp');
    assert.equal(await sniffType(await image('gif', 8)), 'image/gif');
    assert.equal(await sniffType(PDF), 'application/pdf');
    assert.equal(await sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')), null);
  });
});

describe('acceptUpload', () => {
  const storage = () => t.storage as LocalDiskStorage;

  it('stores images under a random key with the type read from the bytes', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
      const bytes = await image(format, 8);
      const stored = await acceptUpload(storage(), chunks(bytes), 'image');
      assert.match(stored.key, /^images\/[a-f0-9]{32}\.(png|jpg|webp|gif)$/);
      assert.equal(stored.size, bytes.length);
      assert.deepEqual(await readFile(path.join(storage().root, stored.key)), bytes);
    }
    const a = await acceptUpload(storage(), chunks(await image('png', 8)), 'image');
    const b = await acceptUpload(storage(), chunks(await image('png', 8)), 'image');
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
    const png = await image('png', 8);
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
    const png = await image('png', 8);
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
    await assert.rejects(acceptUpload(storage(), chunks(await image('png', 8)), 'image', { truncated: () => true }), {
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
    const ok = await upload(form(await image('webp', 8), 'photo.png'));
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().data.mimeType, 'image/webp');
    const svg = await upload(form(Buffer.from('<svg><script>alert(1)</script></svg>'), 'logo.png'));
    assert.equal(svg.statusCode, 422);
    assert.equal(svg.json().message, FILE_RULES.image.wrongType);
  });

  it('answers 413 past 5 MB and keeps nothing', async () => {
    const before = await filesUnder(t.storage.root);
    const png = await image('png', 8);
    const res = await upload(form(Buffer.concat([png, Buffer.alloc(6 * MB)])));
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), { success: false, message: 'The image must not be larger than 5 MB.' });
    assert.deepEqual(await filesUnder(t.storage.root), before);
  });

  it('keeps nothing when the client goes away mid-upload', async () => {
    const before = await filesUnder(t.storage.root);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const png = await image('png', 8);
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
});
