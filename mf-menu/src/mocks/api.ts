// The API this remote's pages call, answered with sample data (the harness's mock mode, `OJA_MOCK_API=1`, and
// the page tests). It keeps what a tester adds or changes until the dev server restarts.

import { defineMockApi, fail, ok } from '@oja/harness/mock-api';
import type { Category, Product } from '@oja/shared/api';
import { PRODUCT_STATUSES, type ProductStatus } from '@oja/shared/validation';

const NOW = '2026-01-10T09:00:00.000Z';
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export default defineMockApi(() => {
  let nextId = 3;
  const categories: Category[] = [
    {
      id: 1,
      uuid: '10000000-0000-4000-8000-000000000001',
      name: 'Sample Soups',
      description: 'Sample category',
      image: null,
      created_at: NOW,
      updated_at: NOW,
    },
    {
      id: 2,
      uuid: '10000000-0000-4000-8000-000000000002',
      name: 'Sample Drinks',
      description: null,
      image: null,
      created_at: NOW,
      updated_at: NOW,
    },
  ];
  const products: Product[] = [
    {
      id: 1,
      uuid: '20000000-0000-4000-8000-000000000001',
      name: 'Sample Egusi',
      category_id: 1,
      category: { id: 1, name: 'Sample Soups' },
      price: '2500.00',
      status: 'in_stock',
      discount: 10,
      description: null,
      image: null,
      created_at: NOW,
      updated_at: NOW,
    },
  ];
  const withCount = () =>
    categories.map((category) => ({
      ...category,
      products_count: products.filter((product) => product.category_id === category.id).length,
    }));
  const findCategory = (key: string | undefined) => categories.find((c) => c.uuid === key || String(c.id) === key);

  return {
    'GET /categories': () => ok(categories),
    'GET /categories/with-count': () => ok(withCount()),
    'POST /categories': ({ body }) => {
      const name = text(body?.name);
      if (!name) return fail(422, 'The given data was invalid.', { name: ['Category name is required'] });
      const id = nextId++;
      const category: Category = {
        id,
        uuid: `10000000-0000-4000-8000-00000000000${id}`,
        name,
        description: text(body?.description) || null,
        image: null,
        created_at: NOW,
        updated_at: NOW,
      };
      categories.push(category);
      return ok(category, 'Category created successfully', 201);
    },
    'PUT /categories/:id': ({ params, body }) => {
      const category = findCategory(params.id);
      if (!category) return fail(404, 'Category not found');
      category.name = text(body?.name) || category.name;
      return ok(category, 'Category updated successfully');
    },
    'DELETE /categories/:id': ({ params }) => {
      const category = findCategory(params.id);
      if (!category) return fail(404, 'Category not found');
      categories.splice(categories.indexOf(category), 1);
      return ok(null, 'Category deleted successfully');
    },
    'GET /products': () => ok(products),
    'POST /products': ({ body }) => {
      const category = findCategory(text(body?.category_id));
      const status = text(body?.status) as ProductStatus;
      if (!category || !text(body?.name) || !PRODUCT_STATUSES.includes(status)) {
        return fail(422, 'The given data was invalid.', { name: ['Item name is required'] });
      }
      const id = nextId++;
      const product: Product = {
        id,
        uuid: `20000000-0000-4000-8000-00000000000${id}`,
        name: text(body?.name),
        category_id: category.id,
        category: { id: category.id, name: category.name },
        price: text(body?.price) || '0',
        status,
        discount: Number(text(body?.discount) || 0),
        description: text(body?.description) || null,
        image: null,
        created_at: NOW,
        updated_at: NOW,
      };
      products.push(product);
      return ok(product, 'Product created successfully', 201);
    },
  };
});
