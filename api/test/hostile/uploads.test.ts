// Uploads, on every route that takes a multipart form (read from the application's route registry): a form cut
// off in the middle of a file (400 "The form could not be read", nothing stored, no row written); images that
// claim gigapixels, carry HTML after their data or metadata in them (refused, or stored re-encoded and clean);
// documents past what a business may keep; and the per-account limit on uploads.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { categories, merchantDocuments, merchants, products, users } from '../../src/db/schema';
import { IMAGE_TOO_MANY_PIXELS } from '../../src/files/images';
import { FORM_UNREADABLE } from '../../src/http/form';
import { hashPassword } from '../../src/modules/auth/passwords';
import { ACTOR_PASSWORD, appWithActors, createMerchantUser, issueTestToken } from '../support/actors';
import { bearer, createTestApp, RELAXED_LIMITS, type TestApp } from '../support/app';
import { image, jpegWithExif, pngClaiming } from '../support/images';
import { type FilePart, multipart } from '../support/multipart';
import { registration, TINY_PDF } from '../support/registration';
import { apiRoutes, fileKindsOf, label, type RouteShape, urlOf } from '../support/routes';

const CAPS = { count: 3, bytes: 3_000 };
const { t, actors } = await appWithActors({ documentCaps: CAPS });
const routes = await apiRoutes(t);
const formRoutes = routes.filter((route) => route.multipart);
after(() => t.close());

const merchantId = actors.approvedMerchant.merchant?.id ?? 0;
const category = await t.repos.menu.createCategory(merchantId, { name: 'Upload Tests' });
const product = await t.repos.menu.createProduct(merchantId, {
  categoryId: category.id,
  name: 'Upload Item',
  price: '100',
});
let serial = 0;
const nextName = () => {
  serial += 1;
  return `Category ${serial}`;
};

/** A request each multipart route accepts (the test fails for a new route until it has one here). */
const VALID_FORMS: Record<string, () => { fields: Record<string, string>; params?: Record<string, string> }> = {
  'POST /api/merchant/register': () => ({ fields: registration() as Record<string, string> }),
  'POST /api/auth/register': () => ({ fields: registration() as Record<string, string> }),
  'POST /api/merchant/documents': () => ({ fields: { document_type: 'business_id' } }),
  'POST /api/upload/merchant-document': () => ({
    fields: { document_type: 'business_id', merchant_id: String(merchantId) },
  }),
  'POST /api/upload/business-logo': () => ({ fields: { merchant_id: String(merchantId) } }),
  'POST /api/categories': () => ({ fields: { name: nextName() } }),
  'POST /api/categories/:uuid': () => ({
    fields: { name: nextName() },
    params: { uuid: category.uuid },
  }),
  'POST /api/products': () => ({ fields: { name: 'Item', category_id: String(category.id), price: '500' } }),
  'POST /api/products/:uuid': () => ({
    fields: { name: 'Item', category_id: String(category.id), price: '500' },
    params: { uuid: product.uuid },
  }),
};

function callerOf(route: RouteShape, token = actors.approvedMerchant.token): Record<string, string> {
  return route.access === 'public' ? {} : bearer(token);
}

function firstFile(route: RouteShape): { name: string; kind: 'image' | 'document' } {
  const [name, kind] = Object.entries(fileKindsOf(route))[0] ?? [];
  assert.ok(name && kind, `${label(route)} has a file field`);
  return { name, kind };
}

async function post(route: RouteShape, file: FilePart, options: { token?: string; remoteAddress?: string } = {}) {
  const valid = VALID_FORMS[label(route)];
  assert.ok(valid, `${label(route)}: add a valid form to VALID_FORMS`);
  const { fields, params } = valid();
  const form = multipart({ ...fields, [firstFile(route).name]: file });
  return t.app.inject({
    method: route.method,
    url: urlOf(route, params),
    headers: { ...callerOf(route, options.token), ...form.headers },
    payload: form.payload,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

async function storedFiles(app: TestApp = t): Promise<string[]> {
  const found: string[] = [];
  for (const folder of ['images', 'documents']) {
    const names = await readdir(path.join(app.storage.root, folder)).catch(() => [] as string[]);
    found.push(...names.map((name) => path.join(app.storage.root, folder, name)));
  }
  return found.sort();
}

async function rowCounts() {
  const db = t.database.db;
  const tables = { users, merchants, merchantDocuments, categories, products };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ value: count() }).from(table);
    counts[name] = row?.value ?? 0;
  }
  return counts;
}

const fileOf = async (kind: 'image' | 'document'): Promise<FilePart> =>
  kind === 'image'
    ? { filename: 'picture.png', type: 'image/png', data: await image('png', 64) }
    : { filename: 'id.pdf', type: 'application/pdf', data: TINY_PDF };

describe('every multipart route', () => {
  it('is covered', () => {
    assert.ok(formRoutes.length >= 9, `${formRoutes.length} routes`);
    for (const route of formRoutes) assert.ok(VALID_FORMS[label(route)], `${label(route)}: a valid form`);
  });
});

describe('a form cut off in the middle of a file', () => {
  for (const route of formRoutes) {
    it(label(route), async () => {
      const { name, kind } = firstFile(route);
      const valid = VALID_FORMS[label(route)];
      assert.ok(valid);
      const { fields, params } = valid();
      const file = await fileOf(kind);
      const whole = multipart({ ...fields, [name]: { ...file, data: Buffer.concat([file.data, Buffer.alloc(4096)]) } });
      const start = whole.payload.indexOf(file.data);
      const cut = whole.payload.subarray(0, start + Math.floor(file.data.length / 2));
      const filesBefore = await storedFiles();
      const rowsBefore = await rowCounts();
      const res = await t.app.inject({
        method: route.method,
        url: urlOf(route, params),
        headers: { ...callerOf(route), ...whole.headers },
        payload: cut,
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json(), { success: false, message: FORM_UNREADABLE });
      assert.deepEqual(await storedFiles(), filesBefore, 'no partial file left');
      assert.deepEqual(await rowCounts(), rowsBefore, 'no row written');
    });
  }
});

const imageRoutes = formRoutes.filter((route) => firstFile(route).kind === 'image');

describe('images, on every route that takes one', () => {
  it('covers the logo and menu routes', () => {
    assert.ok(imageRoutes.length >= 6, `${imageRoutes.length} routes`);
  });

  for (const route of imageRoutes) {
    it(`${label(route)}: a picture claiming 40000x40000 pixels is refused before it is decoded`, async () => {
      const before = await storedFiles();
      const res = await post(route, { filename: 'bomb.png', type: 'image/png', data: pngClaiming(40_000) });
      assert.equal(res.statusCode, 422, res.body);
      assert.deepEqual(res.json().errors, { [firstFile(route).name]: [IMAGE_TOO_MANY_PIXELS] });
      assert.deepEqual(await storedFiles(), before);
    });

    it(`${label(route)}: HTML after the image data and EXIF in it are gone from what is stored`, async () => {
      for (const file of [
        {
          filename: 'logo.png',
          type: 'image/png',
          data: Buffer.concat([
            await image('png'),
            Buffer.from('<html><script>alert(document.cookie)</script></html>'),
          ]),
        },
        { filename: 'photo.jpg', type: 'image/jpeg', data: await jpegWithExif('OJA-SECRET-LOCATION') },
      ]) {
        const before = await storedFiles();
        const res = await post(route, file);
        assert.equal(res.statusCode, 200, res.body);
        const added = (await storedFiles()).filter((name) => !before.includes(name));
        assert.equal(added.length, 1, 'one file stored');
        const stored = await readFile(added[0] ?? '');
        assert.equal((await sharp(stored).metadata()).format, 'webp', 're-encoded');
        assert.equal((await sharp(stored).metadata()).exif, undefined, 'no metadata');
        assert.ok(!stored.includes('<script') && !stored.includes('OJA-SECRET-LOCATION'), 'nothing of the original');
      }
    });
  }
});

const documentRoutes = formRoutes.filter((route) => firstFile(route).kind === 'document' && route.access !== 'public');

describe('documents a business may keep', () => {
  async function freshMerchant() {
    const { user, merchant } = await createMerchantUser(t.repos, {
      status: 'pending',
      passwordHash: await hashPassword(ACTOR_PASSWORD),
    });
    return { merchantId: merchant.id, token: await issueTestToken(t.repos, user.id) };
  }
  const pdf = (size: number): FilePart => ({
    filename: 'id.pdf',
    type: 'application/pdf',
    data: Buffer.concat([TINY_PDF, Buffer.alloc(Math.max(0, size - TINY_PDF.length), 0x20)]),
  });
  async function upload(route: RouteShape, owner: { merchantId: number; token: string }, file: FilePart) {
    const form = multipart({ document_type: 'business_id', merchant_id: String(owner.merchantId), document: file });
    return t.app.inject({
      method: route.method,
      url: urlOf(route),
      headers: { ...bearer(owner.token), ...form.headers },
      payload: form.payload,
    });
  }

  it('covers every document route', () => {
    assert.ok(documentRoutes.length >= 2);
  });

  for (const route of documentRoutes) {
    it(`${label(route)}: at most ${CAPS.count} documents, and the refused file is not kept`, async () => {
      const owner = await freshMerchant();
      for (let i = 0; i < CAPS.count; i += 1) assert.equal((await upload(route, owner, pdf(200))).statusCode, 200);
      const before = await storedFiles();
      const refused = await upload(route, owner, pdf(200));
      assert.equal(refused.statusCode, 422);
      assert.deepEqual(refused.json().errors, {
        document: [`A business can keep at most ${CAPS.count} documents. Delete one before uploading another.`],
      });
      assert.deepEqual(await storedFiles(), before);
    });

    it(`${label(route)}: at most ${CAPS.bytes} bytes of documents`, async () => {
      const owner = await freshMerchant();
      assert.equal((await upload(route, owner, pdf(1_200))).statusCode, 200);
      assert.equal((await upload(route, owner, pdf(1_200))).statusCode, 200);
      const refused = await upload(route, owner, pdf(1_200));
      assert.equal(refused.statusCode, 422);
      assert.match(refused.json().errors.document[0], /^A business can keep at most [\d.]+ MB of documents\./);
    });

    it(`${label(route)}: uploads at the same moment cannot pass the cap together`, async () => {
      const owner = await freshMerchant();
      const answers = await Promise.all(Array.from({ length: 8 }, () => upload(route, owner, pdf(100))));
      assert.equal(answers.filter((res) => res.statusCode === 200).length, CAPS.count);
      assert.equal(answers.filter((res) => res.statusCode === 422).length, 8 - CAPS.count);
      assert.equal((await t.repos.documents.listForMerchant(owner.merchantId)).length, CAPS.count);
    });
  }
});

describe('the upload limit per account', () => {
  it('answers 429 on every route that takes files once the account used its allowance', async () => {
    const limited = await createTestApp({
      rateLimits: { ...RELAXED_LIMITS, uploads: { perAccount: { max: 2, windowMs: 600_000 } } },
    });
    try {
      const limitedRoutes = (await apiRoutes(limited)).filter((route) => route.multipart);
      for (const [index, route] of limitedRoutes.entries()) {
        const { user } = await createMerchantUser(limited.repos, { status: 'approved', passwordHash: 'x' });
        const headers = route.access === 'public' ? {} : bearer(await issueTestToken(limited.repos, user.id));
        const remoteAddress = `192.0.2.${index + 1}`;
        const send = () => {
          const form = multipart({ anything: 'x' });
          return limited.app.inject({
            method: route.method,
            url: urlOf(route),
            headers: { ...headers, ...form.headers },
            payload: form.payload,
            remoteAddress,
          });
        };
        for (let i = 0; i < 2; i += 1) assert.notEqual((await send()).statusCode, 429, `${label(route)} ${i + 1}`);
        const refused = await send();
        assert.equal(refused.statusCode, 429, label(route));
        assert.ok(Number(refused.headers['retry-after']) > 0);
        const json = await limited.app.inject({
          method: route.method,
          url: urlOf(route),
          headers,
          payload: {},
          remoteAddress,
        });
        assert.notEqual(json.statusCode, 429, `${label(route)}: a request without files does not count`);
      }
      assert.deepEqual(await storedFiles(limited), []);
    } finally {
      await limited.close();
    }
  });
});
