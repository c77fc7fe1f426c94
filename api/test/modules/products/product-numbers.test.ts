// Each merchant's products are numbered from 1 (a new merchant's first product is #1, whatever other menus hold),
// and products created at the same moment never share a number.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { appWithActors } from '../../support/actors';
import { bearer } from '../../support/app';

const { t, actors } = await appWithActors();
after(() => t.close());

async function newCategory(token: string, name: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: bearer(token),
    payload: { name, description: 'Test' },
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().data.id;
}

const newProduct = (token: string, categoryId: number, name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: bearer(token),
    payload: { name, category_id: String(categoryId), price: '1500', status: 'in_stock', discount: '0' },
  });

describe('product numbers', () => {
  it("count from 1 for each merchant, apart from every other merchant's menu", async () => {
    const first = actors.approvedMerchant.token;
    const other = actors.otherMerchant.token;
    const soups = await newCategory(first, 'Soups');
    for (const name of ['Egusi', 'Efo riro', 'Okra'])
      assert.equal((await newProduct(first, soups, name)).statusCode, 200);
    const drinks = await newCategory(other, 'Drinks');
    const zobo = await newProduct(other, drinks, 'Zobo');
    assert.equal(zobo.statusCode, 200, zobo.body);
    assert.equal(zobo.json().data.number, 1);
    const okra = await newProduct(first, soups, 'Pepper soup');
    assert.equal(okra.json().data.number, 4);
  });

  it('never give two products created at once the same number', async () => {
    const token = actors.otherMerchant.token;
    const category = await newCategory(token, 'Grills');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => newProduct(token, category, `Suya ${index}`)),
    );
    const numbers = answers.map((answer) => answer.json().data.number as number).sort((a, b) => a - b);
    assert.deepEqual(numbers, [2, 3, 4, 5, 6, 7]);
  });
});
