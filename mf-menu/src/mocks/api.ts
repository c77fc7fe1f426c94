// Every call Product Mgt's pages make, answered with sample data for testers with no API (the harness's mock mode,
// `OJA_MOCK_API=1`, its browser tests and the page tests): the categories with their product counts, the products,
// and creating, updating and deleting both. The state lives as long as the mock (a dev server, or one test), so
// what is created shows in the lists. Bodies are checked with the API's own schemas, and refusals carry the API's
// messages: a taken category name, a category that still holds products, an unknown record.
import { defineMockApi, fail, invalid, type MockRoutes, ok } from '@oja/harness/mock-api';
import type { Category, Product } from '@oja/shared/api';
import {
  categorySchema,
  categoryUpdateSchema,
  productSchema,
  productUpdateSchema,
  validate,
} from '@oja/shared/validation';

const NOW = '2026-01-10T09:00:00.000Z';
/** A sample picture (an inline SVG): the mock keeps no files, so every uploaded image shows as this one. */
export const SAMPLE_IMAGE =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="%23F5A524"/></svg>';
const NAME_TAKEN = 'You already have a category with this name';
const CATEGORY_NOT_YOURS = 'Please select a valid category';
const NOT_FOUND = 'The requested resource was not found';

const uuidOf = (prefix: string, id: number) => `${prefix}0000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
const priceText = (price: string) => Number(price).toFixed(2);

function categoryInUse(products: number): string {
  return `This category still has ${products} ${products === 1 ? 'product' : 'products'}. Move or delete ${products === 1 ? 'it' : 'them'} first, then delete the category.`;
}

export default defineMockApi(() => {
  const state = sampleMenu();
  return { ...categoryRoutes(state), ...productRoutes(state) };
});

/** The menu as the calls change it. */
interface MenuState {
  categories: Category[];
  products: Product[];
  nextId: number;
}

function sampleMenu(): MenuState {
  return {
    nextId: 3,
    categories: [
      {
        id: 1,
        uuid: uuidOf('1', 1),
        name: 'Sample Soups',
        description: 'Sample category',
        image: null,
        created_at: NOW,
        updated_at: NOW,
      },
      {
        id: 2,
        uuid: uuidOf('1', 2),
        name: 'Sample Drinks',
        description: null,
        image: null,
        created_at: NOW,
        updated_at: NOW,
      },
    ],
    products: [
      {
        id: 1,
        uuid: uuidOf('2', 1),
        name: 'Sample Egusi',
        category_id: 1,
        category: { id: 1, name: 'Sample Soups' },
        number: 1,
        price: '2500.00',
        status: 'in_stock',
        discount: 10,
        description: null,
        image: null,
        created_at: NOW,
        updated_at: NOW,
      },
    ],
  };
}

/** A category by its uuid or id. */
const categoryBy = ({ categories }: MenuState, key: string | undefined) =>
  categories.find((c) => c.uuid === key || String(c.id) === key);

/** The image after an update: replaced when a file came or `update_image` says so, kept otherwise. */
function imageAfter(current: string | null, files: string[] | undefined, update: boolean | undefined) {
  const sent = files?.includes('image') ?? false;
  if (update === false) return current;
  if (sent) return SAMPLE_IMAGE;
  return update === true ? null : current;
}

/** The categories with their product counts; a taken name and a category still holding products are refused. */
function categoryRoutes(state: MenuState): MockRoutes {
  const { categories, products } = state;
  const countIn = (category: Category) => products.filter((product) => product.category_id === category.id).length;
  const nameTaken = (name: string, except?: Category) =>
    categories.some((c) => c !== except && c.name.toLowerCase() === name.toLowerCase());
  return {
    'GET /categories': () => ok(categories, 'Categories retrieved successfully'),
    'GET /categories/with-count': () =>
      ok(
        categories.map((category) => ({ ...category, products_count: countIn(category) })),
        'Categories retrieved successfully',
      ),
    'GET /categories/:id': ({ params }) => {
      const category = categoryBy(state, params.id);
      return category ? ok(category, 'Category retrieved successfully') : fail(404, NOT_FOUND);
    },
    'POST /categories': ({ body, files }) => {
      const checked = validate(categorySchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      if (nameTaken(checked.output.name)) return invalid({ name: [NAME_TAKEN] });
      const id = state.nextId++;
      const category: Category = {
        id,
        uuid: uuidOf('1', id),
        name: checked.output.name,
        description: checked.output.description ?? null,
        image: files?.includes('image') ? SAMPLE_IMAGE : null,
        created_at: NOW,
        updated_at: NOW,
      };
      categories.push(category);
      return ok(category, 'Category created successfully', 201);
    },
    'POST /categories/:uuid': ({ params, body, files }) => {
      const category = categoryBy(state, params.uuid);
      if (!category) return fail(404, NOT_FOUND);
      const checked = validate(categoryUpdateSchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      if (nameTaken(checked.output.name, category)) return invalid({ name: [NAME_TAKEN] });
      category.name = checked.output.name;
      category.description = checked.output.description ?? null;
      category.image = imageAfter(category.image, files, checked.output.update_image);
      for (const product of products) {
        if (product.category_id === category.id) product.category = { id: category.id, name: category.name };
      }
      return ok(category, 'Category updated successfully');
    },
    'DELETE /categories/:id': ({ params }) => {
      const category = categoryBy(state, params.id);
      if (!category) return fail(404, NOT_FOUND);
      const count = countIn(category);
      if (count > 0) return fail(409, categoryInUse(count));
      categories.splice(categories.indexOf(category), 1);
      return ok(null, 'Category deleted successfully');
    },
  };
}

/** What a create or an update writes of a product, in the category it names. */
function productFields(
  body: { name: string; price: string; status: Product['status']; discount: number; description?: string | null },
  category: Category,
  image: string | null,
) {
  return {
    name: body.name,
    category_id: category.id,
    category: { id: category.id, name: category.name },
    price: priceText(body.price),
    status: body.status,
    discount: body.discount,
    description: body.description ?? null,
    image,
  };
}

/** The products, each in one of the merchant's categories. */
function productRoutes(state: MenuState): MockRoutes {
  const { products } = state;
  const productBy = (key: string | undefined) => products.find((p) => p.uuid === key || String(p.id) === key);
  return {
    'GET /products': () => ok(products, 'Products retrieved successfully'),
    'GET /products/:id': ({ params }) => {
      const product = productBy(params.id);
      return product ? ok(product, 'Product retrieved successfully') : fail(404, NOT_FOUND);
    },
    'POST /products': ({ body, files }) => {
      const checked = validate(productSchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      const category = categoryBy(state, String(checked.output.category_id));
      if (!category) return invalid({ category_id: [CATEGORY_NOT_YOURS] });
      const id = state.nextId++;
      const product: Product = {
        id,
        uuid: uuidOf('2', id),
        number: Math.max(0, ...products.map((item) => item.number)) + 1,
        ...productFields(checked.output, category, files?.includes('image') ? SAMPLE_IMAGE : null),
        created_at: NOW,
        updated_at: NOW,
      };
      products.push(product);
      return ok(product, 'Product created successfully', 201);
    },
    'POST /products/:uuid': ({ params, body, files }) => {
      const product = productBy(params.uuid);
      if (!product) return fail(404, NOT_FOUND);
      const checked = validate(productUpdateSchema, body ?? {});
      if (!checked.success) return invalid(checked.errors);
      const category = categoryBy(state, String(checked.output.category_id));
      if (!category) return invalid({ category_id: [CATEGORY_NOT_YOURS] });
      Object.assign(product, {
        ...productFields(checked.output, category, imageAfter(product.image, files, checked.output.update_image)),
        updated_at: NOW,
      });
      return ok(product, 'Product updated successfully');
    },
    'DELETE /products/:id': ({ params }) => {
      const product = productBy(params.id);
      if (!product) return fail(404, NOT_FOUND);
      products.splice(products.indexOf(product), 1);
      return ok(null, 'Product deleted successfully');
    },
  };
}
