// `/api/products*`: the signed-in approved merchant's products.
import { endpoints } from '@oja/shared/contract';
import { answerDone, success } from '../../http/envelope';
import { menuChangeLimits } from '../menu-changes';
import { apiModule, type RouteGroup } from '../module';
import { productsService } from './service';

const formDescription =
  'Multipart form: `name`, `category_id` (one of your categories), `price` (digits with at most 2 decimals, ' +
  'kept exact), `status` (in_stock, out_of_stock or coming_soon; default in_stock), `discount` (whole percent ' +
  '0-100, default 0), `description`, `image` (PNG, JPEG, WebP or GIF, at most 5 MB; stored re-encoded as WebP). ' +
  'JSON without an image is accepted too.';
const notFound = { 404: "No such product among the merchant's" };

const productRoutes: RouteGroup<ReturnType<typeof productsService>> = (route, products, ctx) => {
  const access = 'approved-merchant' as const;
  const limits = menuChangeLimits(ctx.settings.rateLimits);

  route(endpoints.products.list, {
    access,
    summary: "The merchant's products, with their category",
    handler: async ({ principal }) => success('Products retrieved successfully', await products.list(principal)),
  });

  route(endpoints.products.filtered, {
    access,
    summary: "A page of the merchant's products, filtered",
    description:
      'All parameters optional: `category_id`, `status`, `search` (in the name, letter case ignored), ' +
      '`min_price`, `max_price` (inclusive, exact decimals), `page` (from 1), `per_page` (1-100, default 15).',
    failures: { 422: 'A malformed parameter, or one given twice' },
    handler: async ({ principal, query }) =>
      success('Products retrieved successfully', await products.filtered(principal, query)),
  });

  route(endpoints.products.byCategory, {
    access,
    summary: 'The products of one of the merchant’s categories',
    failures: { 404: "No such category among the merchant's" },
    handler: async ({ principal, params }) =>
      success('Products retrieved successfully', await products.byCategory(principal, params.id)),
  });

  route(endpoints.products.get, {
    access,
    summary: 'One product of the merchant',
    failures: notFound,
    handler: async ({ principal, params }) =>
      success('Product retrieved successfully', await products.get(principal, params.id)),
  });

  route(endpoints.products.create, {
    access,
    limits,
    summary: 'Create a product',
    description: formDescription,
    failures: { 413: 'Image larger than 5 MB', 422: 'Invalid fields, a category not yours, or not an image' },
    handler: async ({ principal, body, files }) =>
      success('Product created successfully', await products.create(principal, body, files.image)),
  });

  route(endpoints.products.update, {
    access,
    limits,
    summary: 'Update a product',
    description:
      `${formDescription} Every field is sent again, as on create. \`update_image\` works as on categories: ` +
      '1 replaces (or removes when no file is sent), 0 keeps; absent means 1 when a file is sent. A replaced ' +
      'image is deleted.',
    failures: { ...notFound, 413: 'Image larger than 5 MB', 422: 'Invalid' },
    handler: async ({ principal, params, body, files }) =>
      success('Product updated successfully', await products.update(principal, params.uuid, body, files.image)),
  });

  route(endpoints.products.remove, {
    access,
    limits,
    summary: 'Delete a product',
    description: 'Its image file is deleted with it.',
    failures: notFound,
    handler: answerDone('Product deleted successfully', ({ principal, params }) =>
      products.remove(principal, params.id),
    ),
  });
};

export const productsModule = apiModule('Menu: products', productsService, [productRoutes]);
