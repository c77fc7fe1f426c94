// `/api/categories*`: the signed-in approved merchant's categories.
import { endpoints } from '@oja/shared/contract';
import { answerDone, success } from '../../http/envelope';
import { menuChangeLimits } from '../menu-changes';
import { apiModule, type RouteGroup } from '../module';
import { categoriesService } from './service';

const formDescription =
  'Multipart form: `name` (required), `description`, `image` (PNG, JPEG, WebP or GIF, at most 5 MB; stored ' +
  're-encoded as WebP, metadata removed, at most 1200 px on its longest side). JSON without an image is accepted too.';
const notFound = { 404: "No such category among the merchant's" };

const categoryRoutes: RouteGroup<ReturnType<typeof categoriesService>> = (route, categories, ctx) => {
  const access = 'approved-merchant' as const;
  const limits = menuChangeLimits(ctx.settings.rateLimits);

  route(endpoints.categories.list, {
    access,
    summary: "The merchant's categories",
    handler: async ({ principal }) => success('Categories retrieved successfully', await categories.list(principal)),
  });

  route(endpoints.categories.withCount, {
    access,
    summary: "The merchant's categories, each with its number of products",
    handler: async ({ principal }) =>
      success('Categories retrieved successfully', await categories.listWithCount(principal)),
  });

  route(endpoints.categories.get, {
    access,
    summary: 'One category of the merchant',
    failures: notFound,
    handler: async ({ principal, params }) =>
      success('Category retrieved successfully', await categories.get(principal, params.id)),
  });

  route(endpoints.categories.create, {
    access,
    limits,
    summary: 'Create a category',
    description: formDescription,
    failures: { 413: 'Image larger than 5 MB', 422: 'Invalid fields, a name already used, or not an image' },
    handler: async ({ principal, body, files }) =>
      success('Category created successfully', await categories.create(principal, body, files.image)),
  });

  route(endpoints.categories.update, {
    access,
    limits,
    summary: 'Update a category',
    description:
      `${formDescription} \`update_image\`: 1 replaces the image with the one sent (or removes it when none ` +
      'is sent), 0 keeps the current image; absent means 1 when a file is sent. A replaced image is deleted.',
    failures: { ...notFound, 413: 'Image larger than 5 MB', 422: 'Invalid' },
    handler: async ({ principal, params, body, files }) =>
      success('Category updated successfully', await categories.update(principal, params.uuid, body, files.image)),
  });

  route(endpoints.categories.remove, {
    access,
    limits,
    summary: 'Delete a category that has no products',
    description: 'A category that still holds products is refused with 409; its image file is deleted with it.',
    failures: { ...notFound, 409: 'The category still has products' },
    handler: answerDone('Category deleted successfully', ({ principal, params }) =>
      categories.remove(principal, params.id),
    ),
  });
};

export const categoriesModule = apiModule('Menu: categories', categoriesService, [categoryRoutes]);
