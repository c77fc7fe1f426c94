// Menu categories: every /api/categories route, ownership, images re-encoded and cleaned up.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import sharp from 'sharp';
import { DISPLAY_MAX_SIDE, IMAGE_UNREADABLE } from '../../../src/files/images';
import { FILE_RULES } from '../../../src/files/types';
import { type Actors, createActors } from '../../support/actors';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { multipart } from '../../support/multipart';

let t: TestApp;
let actors: Actors;
let owner: { authorization: string };
let other: { authorization: string };

before(async () => {
  t = await createTestApp();
  actors = await createActors(t.repos);
  owner = bearer(actors.approvedMerchant.token);
  other = bearer(actors.otherMerchant.token);
});
after(() => t.close());

/** A photo as a phone takes it: large, JPEG, with EXIF (orientation 6 = rotated, and a camera name). */
async function cameraJpeg(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#C0392B' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'OjaCam', Model: 'Secret 9' } } })
    .toBuffer();
}

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#0E7C4A' } })
    .png()
    .toBuffer();
}

async function storedImages(): Promise<string[]> {
  const dir = path.join(t.storage.root, 'images');
  return (await readdir(dir).catch(() => [])).filter((name) => !name.endsWith('.part')).sort();
}

const keyOf = (url: string | null) => (url === null ? null : `images/${url.split('/').pop()}`);

let counter = 0;
const uniqueName = (base: string) => `${base} ${++counter}`;

function createCategory(fields: Record<string, string | number | undefined>, image?: Buffer, headers = owner) {
  const body = multipart({
    ...fields,
    image: image ? { filename: 'photo.jpg', type: 'image/jpeg', data: image } : undefined,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

function updateCategory(
  uuid: string,
  fields: Record<string, string | number | undefined>,
  image?: Buffer,
  headers = owner,
) {
  const body = multipart({
    ...fields,
    image: image ? { filename: 'new.png', type: 'image/png', data: image } : undefined,
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/categories/${uuid}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/categories', () => {
  it('creates a category with an image re-encoded as WebP: oriented, metadata gone, sized for display', async () => {
    const res = await createCategory({ name: '  Soups ', description: 'Thick and peppery' }, await cameraJpeg());
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.message, 'Category created successfully');
    assert.equal(body.data.name, 'Soups');
    assert.equal(body.data.description, 'Thick and peppery');
    assert.match(body.data.uuid, /^[0-9a-f-]{36}$/);
    assert.match(body.data.image, /^\/api\/files\/public\/[a-f0-9]{32}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: body.data.image });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    assert.equal(meta.format, 'webp');
    assert.equal(meta.exif, undefined, 'no EXIF left');
    assert.equal(meta.orientation, undefined);
    // 2400x1600 turned upright by its orientation tag is 1600x2400, then fitted into the display size.
    assert.equal(meta.height, DISPLAY_MAX_SIDE);
    assert.equal(meta.width, 800);
    assert.ok(!served.rawPayload.includes(Buffer.from('OjaCam')), 'the camera name is not in the file');
  });

  it('creates a category without image or description', async () => {
    const res = await createCategory({ name: uniqueName('Drinks') });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.image, null);
    assert.equal(res.json().data.description, null);
  });

  it('accepts JSON too (no image)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: owner,
      payload: { name: uniqueName('Json') },
    });
    assert.equal(res.statusCode, 200);
  });

  it('requires a name, with the form message', async () => {
    const before = await storedImages();
    for (const name of [undefined, '', '   ']) {
      const res = await createCategory({ name }, await png());
      assert.equal(res.statusCode, 422);
      assert.equal(res.json().message, 'Category name is required');
      assert.deepEqual(res.json().errors, { name: ['Category name is required'] });
    }
    assert.deepEqual(await storedImages(), before, 'the refused forms left no image behind');
  });

  it('bounds name and description', async () => {
    const long = await createCategory({ name: 'x'.repeat(256) });
    assert.equal(long.statusCode, 422);
    assert.equal(long.json().message, 'Category name must not exceed 255 characters');
    const description = await createCategory({ name: uniqueName('Ok'), description: 'y'.repeat(1001) });
    assert.equal(description.statusCode, 422);
    assert.deepEqual(description.json().errors, { description: ['Description must not exceed 1000 characters'] });
  });

  it('refuses a second category with the same name (letter case ignored), but another merchant may use it', async () => {
    const name = uniqueName('Grills');
    assert.equal((await createCategory({ name })).statusCode, 200);
    const again = await createCategory({ name: ` ${name.toUpperCase()} ` });
    assert.equal(again.statusCode, 422);
    assert.deepEqual(again.json().errors, { name: ['You already have a category with this name'] });
    assert.equal((await createCategory({ name }, undefined, other)).statusCode, 200);
  });

  it('refuses a file that is not an image, and an image that cannot be decoded, keeping nothing', async () => {
    const before = await storedImages();
    const script = await createCategory({ name: uniqueName('Bad') }, Buffer.from('<svg><script>alert(1)</script>'));
    assert.equal(script.statusCode, 422);
    assert.equal(script.json().message, FILE_RULES.image.wrongType);
    const real = await png();
    const broken = Buffer.concat([real.subarray(0, 40), Buffer.alloc(200, 7)]);
    const corrupt = await createCategory({ name: uniqueName('Bad') }, broken);
    assert.equal(corrupt.statusCode, 422);
    assert.equal(corrupt.json().message, IMAGE_UNREADABLE);
    assert.deepEqual(await storedImages(), before);
  });

  it('refuses an image over 5 MB with 413 and keeps nothing', async () => {
    const before = await storedImages();
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await createCategory({ name: uniqueName('Big') }, big);
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().message, FILE_RULES.image.tooLarge);
    assert.deepEqual(await storedImages(), before);
  });
});

describe('reading categories', () => {
  let mine: { id: number; uuid: string };
  before(async () => {
    mine = (await createCategory({ name: uniqueName('Rice') }, await png())).json().data;
    await t.repos.menu.createProduct(actors.approvedMerchant.merchant?.id ?? 0, {
      categoryId: mine.id,
      name: 'Jollof',
      price: '2500',
    });
  });

  it('GET /api/categories lists only the caller’s own', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories', headers: owner });
    assert.equal(res.statusCode, 200);
    const ids = res.json().data.map((row: { id: number }) => row.id);
    assert.ok(ids.includes(mine.id));
    const theirs = await t.app.inject({ method: 'GET', url: '/api/categories', headers: other });
    assert.ok(!theirs.json().data.some((row: { id: number }) => row.id === mine.id));
  });

  it('GET /api/categories/with-count counts the products', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories/with-count', headers: owner });
    const row = res.json().data.find((category: { id: number }) => category.id === mine.id);
    assert.equal(row.products_count, 1);
    assert.ok(
      res.json().data.every((category: { products_count: unknown }) => Number.isInteger(category.products_count)),
    );
  });

  it('GET /api/categories/:id answers the owner, and 404 to anyone else or for a bad id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/categories/${mine.id}`, headers: owner });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.uuid, mine.uuid);
    const theirs = await t.app.inject({ method: 'GET', url: `/api/categories/${mine.id}`, headers: other });
    assert.equal(theirs.statusCode, 404);
    assert.equal(theirs.json().message, 'The requested resource was not found');
    assert.equal(theirs.body.includes('Rice'), false);
    for (const id of ['0', 'abc', '999999', mine.uuid]) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/categories/${id}`, headers: owner });
      assert.equal(bad.statusCode, 404, id);
    }
  });
});

describe('POST /api/categories/:uuid (update)', () => {
  let category: { id: number; uuid: string; image: string };
  beforeEach(async () => {
    category = (await createCategory({ name: uniqueName('Soups') }, await png())).json().data;
  });

  it('update_image 0 keeps the image (and a file sent with it is not kept)', async () => {
    const before = await storedImages();
    const res = await updateCategory(category.uuid, { name: uniqueName('Renamed'), update_image: 0 }, await png());
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Category updated successfully');
    assert.equal(res.json().data.image, category.image);
    assert.deepEqual(await storedImages(), before);
  });

  it('update_image 0 without a file keeps the image and changes the fields', async () => {
    const res = await updateCategory(category.uuid, { name: uniqueName('Soups'), description: 'New', update_image: 0 });
    assert.equal(res.json().data.image, category.image);
    assert.equal(res.json().data.description, 'New');
  });

  it('update_image 1 with a file replaces the image and deletes the old file', async () => {
    const oldKey = keyOf(category.image);
    const res = await updateCategory(category.uuid, { name: uniqueName('Soups'), update_image: 1 }, await png());
    assert.equal(res.statusCode, 200);
    const newKey = keyOf(res.json().data.image);
    assert.notEqual(newKey, oldKey);
    const files = await storedImages();
    assert.ok(!files.includes(path.basename(oldKey ?? '')), 'the old file is gone');
    assert.ok(files.includes(path.basename(newKey ?? '')));
    const old = await t.app.inject({ method: 'GET', url: category.image });
    assert.equal(old.statusCode, 404);
  });

  it('update_image 1 without a file removes the image', async () => {
    const res = await updateCategory(category.uuid, { name: uniqueName('Soups'), update_image: 1 });
    assert.equal(res.json().data.image, null);
    assert.ok(!(await storedImages()).includes(path.basename(keyOf(category.image) ?? '')));
  });

  it('no update_image: a file replaces, no file keeps', async () => {
    const kept = await updateCategory(category.uuid, { name: uniqueName('Soups') });
    assert.equal(kept.json().data.image, category.image);
    const replaced = await updateCategory(category.uuid, { name: uniqueName('Soups') }, await png());
    assert.notEqual(replaced.json().data.image, category.image);
  });

  it('refuses update_image other than 1 or 0, and invalid fields, keeping the image and the upload away', async () => {
    const before = await storedImages();
    const bad = await updateCategory(category.uuid, { name: 'x', update_image: 2 }, await png());
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().errors, { update_image: ['update_image must be 1 or 0'] });
    const blank = await updateCategory(category.uuid, { name: ' ', update_image: 1 }, await png());
    assert.equal(blank.statusCode, 422);
    assert.equal(blank.json().message, 'Category name is required');
    assert.deepEqual(await storedImages(), before);
    const still = await t.app.inject({ method: 'GET', url: `/api/categories/${category.id}`, headers: owner });
    assert.equal(still.json().data.image, category.image);
  });

  it('another merchant, an unknown uuid or a malformed one: 404, nothing changed or stored', async () => {
    const before = await storedImages();
    const theirs = await updateCategory(category.uuid, { name: 'Hijacked', update_image: 1 }, await png(), other);
    assert.equal(theirs.statusCode, 404);
    assert.equal((await updateCategory('00000000-0000-4000-8000-000000000000', { name: 'Nope' })).statusCode, 404);
    assert.equal((await updateCategory('not-a-uuid', { name: 'Nope' })).statusCode, 404);
    assert.deepEqual(await storedImages(), before);
    const still = await t.app.inject({ method: 'GET', url: `/api/categories/${category.id}`, headers: owner });
    assert.notEqual(still.json().data.name, 'Hijacked');
  });

  it('refuses renaming to another category’s name', async () => {
    const taken = uniqueName('Taken');
    await createCategory({ name: taken });
    const res = await updateCategory(category.uuid, { name: taken.toLowerCase() });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { name: ['You already have a category with this name'] });
  });
});

describe('DELETE /api/categories/:id', () => {
  it('deletes an empty category and its image file', async () => {
    const category = (await createCategory({ name: uniqueName('Gone') }, await png())).json().data;
    const theirs = await t.app.inject({ method: 'DELETE', url: `/api/categories/${category.id}`, headers: other });
    assert.equal(theirs.statusCode, 404, 'another merchant cannot delete it');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/categories/${category.id}`, headers: owner });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'Category deleted successfully');
    assert.ok(!(await storedImages()).includes(path.basename(keyOf(category.image) ?? '')));
    const again = await t.app.inject({ method: 'DELETE', url: `/api/categories/${category.id}`, headers: owner });
    assert.equal(again.statusCode, 404);
  });

  it('refuses a category that still has products with 409 and a clear message', async () => {
    const category = (await createCategory({ name: uniqueName('Busy') }, await png())).json().data;
    const merchantId = actors.approvedMerchant.merchant?.id ?? 0;
    await t.repos.menu.createProduct(merchantId, { categoryId: category.id, name: 'Suya', price: '1500' });
    const one = await t.app.inject({ method: 'DELETE', url: `/api/categories/${category.id}`, headers: owner });
    assert.equal(one.statusCode, 409);
    assert.equal(
      one.json().message,
      'This category still has 1 product. Move or delete it first, then delete the category.',
    );
    await t.repos.menu.createProduct(merchantId, { categoryId: category.id, name: 'Kilishi', price: '900' });
    const two = await t.app.inject({ method: 'DELETE', url: `/api/categories/${category.id}`, headers: owner });
    assert.equal(
      two.json().message,
      'This category still has 2 products. Move or delete them first, then delete the category.',
    );
    const still = await t.app.inject({ method: 'GET', url: `/api/categories/${category.id}`, headers: owner });
    assert.equal(still.statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: category.image })).statusCode, 200, 'image kept');
  });
});

describe('malformed forms', () => {
  it('answers 400, never 500, to a broken or cut-off multipart form, and keeps nothing', async () => {
    const before = await storedImages();
    const image = await png();
    const cut = multipart({ name: 'Cut', image: { filename: 'a.png', type: 'image/png', data: image } });
    const bodies: [string, string | Buffer][] = [
      ['multipart/form-data; boundary=zzz', '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n'],
      ['multipart/form-data', 'garbage'],
      [cut.headers['content-type'], cut.payload.subarray(0, cut.payload.length - 60)],
    ];
    for (const url of ['/api/categories', '/api/products']) {
      for (const [type, payload] of bodies) {
        const res = await t.app.inject({ method: 'POST', url, headers: { ...owner, 'content-type': type }, payload });
        assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${url} ${type}: ${res.statusCode} ${res.body}`);
        assert.equal(res.json().success, false);
      }
    }
    assert.deepEqual(await storedImages(), before);
  });
});
