// Menu products: every /api/products route, exact prices, discount and status rules, ownership,
// images re-encoded and cleaned up.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Product } from '@oja/shared/contract';
import sharp from 'sharp';
import { type Actors, createActors } from '../../support/actors';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { multipart } from '../../support/multipart';

let t: TestApp;
let actors: Actors;
let owner: { authorization: string };
let other: { authorization: string };
let rice: { id: number; uuid: string };
let soups: { id: number; uuid: string };
let othersCategory: { id: number };

async function png(colour = '#F5A524'): Promise<Buffer> {
  return sharp({ create: { width: 30, height: 20, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function storedImages(): Promise<string[]> {
  return (await readdir(path.join(t.storage.root, 'images')).catch(() => [])).sort();
}
const fileOf = (url: string | null) => (url === null ? '' : (url.split('/').pop() ?? ''));

const createCategoryAs = async (headers: { authorization: string }, name: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/categories', headers, payload: { name } })).json().data;

before(async () => {
  t = await createTestApp();
  actors = await createActors(t.repos);
  owner = bearer(actors.approvedMerchant.token);
  other = bearer(actors.otherMerchant.token);
  rice = await createCategoryAs(owner, 'Rice');
  soups = await createCategoryAs(owner, 'Soups');
  othersCategory = await createCategoryAs(other, 'Their Rice');
});
after(() => t.close());

type Fields = Record<string, string | number | undefined>;

function send(url: string, fields: Fields, image?: Buffer, headers = owner) {
  const body = multipart({
    ...fields,
    image: image ? { filename: 'dish.png', type: 'image/png', data: image } : undefined,
  });
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

const item = (overrides: Fields = {}): Fields => ({
  name: 'Jollof Rice',
  category_id: rice.id,
  price: '2500',
  status: 'in_stock',
  discount: '0',
  description: 'Smoky party jollof',
  ...overrides,
});

const createProduct = (fields: Fields, image?: Buffer, headers = owner) =>
  send('/api/products', fields, image, headers);

describe('POST /api/products', () => {
  it('creates a product with its image re-encoded as WebP, the price as exact text and the category named', async () => {
    const res = await createProduct(item({ discount: '15' }), await png());
    assert.equal(res.statusCode, 200, res.body);
    const { message, data } = res.json();
    assert.equal(message, 'Product created successfully');
    assert.equal(data.name, 'Jollof Rice');
    assert.equal(data.price, '2500.00');
    assert.equal(typeof data.price, 'string');
    assert.equal(data.discount, 15);
    assert.equal(data.status, 'in_stock');
    assert.equal(data.category_id, rice.id);
    assert.deepEqual(data.category, { id: rice.id, name: 'Rice' });
    assert.match(data.image, /\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: data.image });
    assert.equal((await sharp(served.rawPayload).metadata()).format, 'webp');
  });

  it('keeps prices exact: 0, 0.5 and the largest accepted', async () => {
    for (const [sent, stored] of [
      ['0', '0.00'],
      ['0.5', '0.50'],
      ['1250.05', '1250.05'],
      ['99999999.99', '99999999.99'],
    ]) {
      const res = await createProduct(item({ name: `Price ${sent}`, price: sent }));
      assert.equal(res.statusCode, 200, `${sent}: ${res.body}`);
      assert.equal(res.json().data.price, stored);
    }
  });

  it('refuses 1e3, 12.345, -1, words and amounts over the limit', async () => {
    const cases: [string, string][] = [
      ['1e3', 'Price must be a number with at most 2 decimal places'],
      ['12.345', 'Price must be a number with at most 2 decimal places'],
      ['-1', 'Price must be a number with at most 2 decimal places'],
      ['ten', 'Price must be a number with at most 2 decimal places'],
      ['1,000', 'Price must be a number with at most 2 decimal places'],
      ['100000000', 'Price must not exceed 99,999,999.99'],
      ['', 'Price is required'],
    ];
    for (const [price, message] of cases) {
      const res = await createProduct(item({ price }));
      assert.equal(res.statusCode, 422, price);
      assert.deepEqual(res.json().errors, { price: [message] }, price);
    }
  });

  it('takes discounts 0 to 100 only', async () => {
    for (const discount of ['0', '100', '']) {
      const res = await createProduct(item({ name: `Discount ${discount}`, discount }));
      assert.equal(res.statusCode, 200, discount);
      assert.equal(res.json().data.discount, discount === '' ? 0 : Number(discount));
    }
    for (const [discount, message] of [
      ['101', 'Discount must be between 0 and 100'],
      ['-1', 'Discount must be a whole number'],
      ['12.5', 'Discount must be a whole number'],
    ]) {
      const res = await createProduct(item({ discount }));
      assert.equal(res.statusCode, 422, discount);
      assert.deepEqual(res.json().errors, { discount: [message] });
    }
  });

  it('takes status enum values only: labels are refused, absent means in_stock', async () => {
    for (const status of ['out_of_stock', 'coming_soon']) {
      const res = await createProduct(item({ name: `Status ${status}`, status }));
      assert.equal(res.json().data.status, status);
    }
    for (const status of ['In Stock', 'Out of Stock', 'Coming Soon', 'IN_STOCK', 'sold_out', '']) {
      const res = await createProduct(item({ status }));
      assert.equal(res.statusCode, 422, status);
      assert.deepEqual(res.json().errors, { status: ['Please select a valid status'] }, status);
    }
    const res = await createProduct(item({ name: 'No status', status: undefined }));
    assert.equal(res.json().data.status, 'in_stock');
  });

  it('requires name, category and price with the form messages, and keeps no image of a refused form', async () => {
    const before = await storedImages();
    const res = await createProduct({}, await png());
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, {
      name: ['Item name is required'],
      category_id: ['Category is required'],
      price: ['Price is required'],
    });
    assert.deepEqual(await storedImages(), before);
  });

  it('refuses another merchant’s category or an unknown one, keeping no image', async () => {
    const before = await storedImages();
    for (const category_id of [othersCategory.id, 999_999, 'abc']) {
      const res = await createProduct(item({ category_id }), await png());
      assert.equal(res.statusCode, 422, String(category_id));
      assert.deepEqual(res.json().errors, { category_id: ['Please select a valid category'] });
    }
    assert.deepEqual(await storedImages(), before);
  });

  it('accepts JSON with numbers too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: owner,
      payload: { name: 'Json Moi Moi', category_id: soups.id, price: 700, discount: 5, status: 'in_stock' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.price, '700.00');
  });
});

describe('reading products', () => {
  let mine: { id: number; uuid: string; name: string };
  let matched: number[];
  let filterCategoryId = 0;
  before(async () => {
    const merchantId = actors.approvedMerchant.merchant?.id ?? 0;
    const category = await createCategoryAs(owner, 'Filter Test');
    const make = (name: string, price: string, status: 'in_stock' | 'out_of_stock' | 'coming_soon') =>
      t.repos.menu.createProduct(merchantId, { categoryId: category.id, name, price, status });
    matched = [
      (await make('Pepper Soup 100%', '1000.00', 'in_stock')).id,
      (await make('Goat pepper soup', '3500.50', 'out_of_stock')).id,
      (await make('Fish pepper SOUP', '5000', 'coming_soon')).id,
      (await make('Chapman', '800', 'in_stock')).id,
    ];
    mine = (await createProduct(item({ name: 'Ofada Rice' }))).json().data;
    filterCategoryId = category.id;
  });
  const filterCategory = () => filterCategoryId;
  const filtered = async (query: string, headers = owner) =>
    t.app.inject({ method: 'GET', url: `/api/products/filtered?${query}`, headers });

  it('GET /api/products lists only the caller’s own, with category names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products', headers: owner });
    assert.equal(res.statusCode, 200);
    const rows = res.json().data;
    assert.ok(rows.some((row: { id: number }) => row.id === mine.id));
    assert.ok(rows.every((row: { category: { name: string }; price: string }) => typeof row.price === 'string'));
    const theirs = await t.app.inject({ method: 'GET', url: '/api/products', headers: other });
    assert.ok(!theirs.json().data.some((row: { id: number }) => row.id === mine.id));
  });

  it('GET /api/products follows every change made through the API at once (the menu cache is emptied by writes)', async () => {
    const names = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/products', headers: owner })).json().data as Product[]).map(
        (row) => `${row.name} (${row.category?.name})`,
      );
    const before = await names();
    const created: Product = (await createProduct(item({ name: 'Cache Stew', category_id: soups.id }))).json().data;
    assert.deepEqual(await names(), [...before, 'Cache Stew (Soups)']);
    const updated = await send(`/api/products/${created.uuid}`, item({ name: 'Cache Stew II', category_id: soups.id }));
    assert.equal(updated.statusCode, 200, updated.body);
    assert.ok((await names()).includes('Cache Stew II (Soups)'));
    const renamed = await t.app.inject({
      method: 'POST',
      url: `/api/categories/${soups.uuid}`,
      headers: owner,
      payload: { name: 'Soups and Stews' },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.ok((await names()).includes('Cache Stew II (Soups and Stews)'));
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/products/${created.id}`, headers: owner });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.ok(!(await names()).some((name) => name.startsWith('Cache Stew')));
    const renamedBack = await t.app.inject({
      method: 'POST',
      url: `/api/categories/${soups.uuid}`,
      headers: owner,
      payload: { name: 'Soups' },
    });
    assert.equal(renamedBack.statusCode, 200, renamedBack.body);
  });

  it('GET /api/products/:id: the owner gets it, anyone else or a bad id 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${mine.id}`, headers: owner });
    assert.equal(res.json().data.name, 'Ofada Rice');
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `/api/products/${mine.id}`, headers: other })).statusCode,
      404,
    );
    for (const id of ['0', '-1', 'x', '2147483648', mine.uuid]) {
      assert.equal((await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: owner })).statusCode, 404);
    }
  });

  it('GET /api/products/by-category/:id: the category’s products; another merchant’s category 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/by-category/${filterCategory()}`,
      headers: owner,
    });
    assert.deepEqual(
      res.json().data.map((row: { id: number }) => row.id),
      matched,
    );
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/products/by-category/${filterCategory()}`,
      headers: other,
    });
    assert.equal(theirs.statusCode, 404);
  });

  it('GET /api/products/filtered: category, status, search, price range and pages', async () => {
    const ids = (res: { json(): { data: { data: { id: number }[] } } }) => res.json().data.data.map((row) => row.id);
    const c = `category_id=${filterCategory()}`;
    assert.deepEqual(ids(await filtered(c)), matched);
    assert.deepEqual(ids(await filtered(`${c}&status=out_of_stock`)), [matched[1]]);
    assert.deepEqual(ids(await filtered(`${c}&search=pepper%20soup`)), matched.slice(0, 3), 'letter case ignored');
    assert.deepEqual(ids(await filtered(`${c}&search=100%25`)), [matched[0]], '% is a literal character');
    assert.deepEqual(ids(await filtered(`${c}&search=_`)), [], '_ is a literal character');
    assert.deepEqual(ids(await filtered(`${c}&min_price=1000&max_price=3500.50`)), matched.slice(0, 2));
    assert.deepEqual(ids(await filtered(`${c}&min_price=3500.51`)), [matched[2]]);
    const page2 = await filtered(`${c}&per_page=3&page=2`);
    assert.deepEqual(ids(page2), [matched[3]]);
    const { current_page, per_page, total, last_page } = page2.json().data;
    assert.deepEqual(
      { current_page, per_page, total, last_page },
      { current_page: 2, per_page: 3, total: 4, last_page: 2 },
    );
    const theirs = await filtered(c, other);
    assert.deepEqual(ids(theirs), [], 'another merchant filtering by this category sees nothing');
    const defaults = (await filtered('')).json().data;
    assert.equal(defaults.per_page, 15);
    assert.equal(defaults.current_page, 1);
  });

  it('GET /api/products/filtered refuses malformed parameters with 422', async () => {
    const cases: [string, string][] = [
      ['status=In%20Stock', 'status'],
      ['min_price=1e3', 'min_price'],
      ['max_price=-1', 'max_price'],
      ['min_price=500&max_price=100', 'min_price'],
      ['per_page=101', 'per_page'],
      ['per_page=0', 'per_page'],
      ['page=0', 'page'],
      ['category_id=abc', 'category_id'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const res = await filtered(query);
      assert.equal(res.statusCode, 422, query);
      assert.ok(res.json().errors[field], `${query}: ${res.body}`);
    }
  });
});

describe('POST /api/products/:uuid (update)', () => {
  it('changes every field, keeps the image without a file, replaces it (deleting the old file) with one', async () => {
    const created = (await createProduct(item({ name: 'Fried Rice' }), await png())).json().data;
    const kept = await send(
      `/api/products/${created.uuid}`,
      item({
        name: 'Fried Rice Special',
        category_id: soups.id,
        price: '3000.5',
        status: 'coming_soon',
        discount: '20',
      }),
    );
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json().message, 'Product updated successfully');
    const data = kept.json().data;
    assert.deepEqual(
      [data.name, data.category.name, data.price, data.status, data.discount, data.image],
      ['Fried Rice Special', 'Soups', '3000.50', 'coming_soon', 20, created.image],
    );
    const keptExplicitly = await send(`/api/products/${created.uuid}`, item({ update_image: 0 }), await png('#000000'));
    assert.equal(keptExplicitly.json().data.image, created.image);

    const replaced = await send(`/api/products/${created.uuid}`, item(), await png('#123456'));
    assert.notEqual(replaced.json().data.image, created.image);
    const files = await storedImages();
    assert.ok(!files.includes(fileOf(created.image)), 'old file deleted');
    assert.ok(files.includes(fileOf(replaced.json().data.image)));

    const removed = await send(`/api/products/${created.uuid}`, item({ update_image: 1 }));
    assert.equal(removed.json().data.image, null);
    assert.ok(!(await storedImages()).includes(fileOf(replaced.json().data.image)));
  });

  it('validates like create and refuses other merchants (404) or their categories (422)', async () => {
    const created = (await createProduct(item({ name: 'Amala' }), await png())).json().data;
    const before = await storedImages();
    const bad = await send(`/api/products/${created.uuid}`, item({ price: '12.345', status: 'In Stock' }), await png());
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['price', 'status']);
    const theirCategory = await send(`/api/products/${created.uuid}`, item({ category_id: othersCategory.id }));
    assert.equal(theirCategory.statusCode, 422);
    const theirs = await send(`/api/products/${created.uuid}`, item({ name: 'Hijacked' }), await png(), other);
    assert.equal(theirs.statusCode, 404);
    assert.equal((await send('/api/products/00000000-0000-4000-8000-000000000000', item())).statusCode, 404);
    assert.deepEqual(await storedImages(), before);
    const still = await t.app.inject({ method: 'GET', url: `/api/products/${created.id}`, headers: owner });
    assert.equal(still.json().data.name, 'Amala');
    assert.equal(still.json().data.price, '2500.00');
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes the product and its image; another merchant gets 404 and changes nothing', async () => {
    const created = (await createProduct(item({ name: 'Puff Puff' }), await png())).json().data;
    const theirs = await t.app.inject({ method: 'DELETE', url: `/api/products/${created.id}`, headers: other });
    assert.equal(theirs.statusCode, 404);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${created.id}`, headers: owner });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, 'Product deleted successfully');
    assert.ok(!(await storedImages()).includes(fileOf(created.image)));
    assert.equal((await t.app.inject({ method: 'GET', url: created.image })).statusCode, 404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/products/${created.id}`, headers: owner });
    assert.equal(again.statusCode, 404);
  });

  it('once a category’s last product is gone, the category can be deleted', async () => {
    const category = await createCategoryAs(owner, 'Short Lived');
    const product = (await createProduct(item({ category_id: category.id }))).json().data;
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/categories/${category.id}`, headers: owner });
    assert.equal(refused.statusCode, 409);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: owner });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/categories/${category.id}`, headers: owner });
    assert.equal(res.statusCode, 200);
  });
});

describe('access', () => {
  it('pending merchants, admins and guests are refused', async () => {
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: bearer(actors.pendingMerchant.token),
    });
    assert.equal(pending.statusCode, 403);
    assert.match(pending.json().message, /under review/);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/products', headers: bearer(actors.admin.token) })).statusCode,
      403,
    );
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode, 401);
  });
});
