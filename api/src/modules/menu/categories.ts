// `/api/categories*`: the signed-in approved merchant's categories (spec section 7 "Categories").
import { categorySchema } from '@oja/shared/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { discardImage } from '../../files/images';
import { describeRoute, objectOf, str } from '../../http/docs';
import { HttpError, success } from '../../http/envelope';
import { parseBody, parseId } from '../../http/parse';
import { FOREIGN_KEY_VIOLATION, merchantIdOf, NOT_FOUND, parseUuid, plural, sqlState } from './common';
import { readMenuForm, readUpdateImage } from './form';
import { toCategory } from './present';

const tags = ['Menu: categories'];
const categoryDoc = objectOf({
  id: { type: 'integer' },
  uuid: str(),
  name: str(),
  description: str(),
  image: str('public image URL, or null'),
  products_count: { type: 'integer', description: 'with-count only' },
});
const listDoc = { type: 'array', items: categoryDoc };
const idParam = objectOf({ id: { type: 'integer' } });
const uuidParam = objectOf({ uuid: str('the category uuid') });
const formDescription =
  'Multipart form: `name` (required), `description`, `image` (PNG, JPEG, WebP or GIF, at most 5 MB; stored ' +
  're-encoded as WebP, metadata removed, at most 1200 px on its longest side). JSON without an image is accepted too.';

export const NAME_TAKEN = 'You already have a category with this name';

function categoryInUse(products: number): string {
  return `This category still has ${plural(products, 'product', 'products')}. Move or delete ${products === 1 ? 'it' : 'them'} first, then delete the category.`;
}

export async function categoryRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const menu = ctx.repos.menu;
  const logDiscard = (request: FastifyRequest) => (error: unknown) =>
    request.log.warn({ err: error }, 'menu: could not remove a category image');

  async function ensureNameFree(merchantId: number, name: string, exceptId?: number): Promise<void> {
    if (await menu.categoryNameTaken(merchantId, name, exceptId)) {
      throw new HttpError(422, NAME_TAKEN, { name: [NAME_TAKEN] });
    }
  }

  app.get(
    '/categories',
    {
      config: { access: 'approved-merchant' },
      schema: describeRoute({ summary: "The merchant's categories", tags, data: listDoc }),
    },
    async (request) => {
      const rows = await menu.listCategories(merchantIdOf(request));
      return success(
        'Categories retrieved successfully',
        rows.map((row) => toCategory(row, ctx.urls)),
      );
    },
  );

  app.get(
    '/categories/with-count',
    {
      config: { access: 'approved-merchant' },
      schema: describeRoute({
        summary: "The merchant's categories, each with its number of products",
        tags,
        data: listDoc,
      }),
    },
    async (request) => {
      const rows = await menu.listCategoriesWithCount(merchantIdOf(request));
      return success(
        'Categories retrieved successfully',
        rows.map((row) => toCategory(row, ctx.urls, row.productsCount)),
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/categories/:id',
    {
      config: { access: 'approved-merchant' },
      schema: describeRoute({
        summary: 'One category of the merchant',
        tags,
        params: idParam,
        data: categoryDoc,
        failures: { 404: "No such category among the merchant's" },
      }),
    },
    async (request) => {
      const row = await menu.findCategory(merchantIdOf(request), parseId(request.params.id));
      if (row === null) throw new HttpError(404, NOT_FOUND);
      return success('Category retrieved successfully', toCategory(row, ctx.urls));
    },
  );

  app.post(
    '/categories',
    {
      config: { access: 'approved-merchant', multipart: true },
      schema: describeRoute({
        summary: 'Create a category',
        tags,
        description: formDescription,
        body: categorySchema,
        data: categoryDoc,
        failures: { 413: 'Image larger than 5 MB', 422: 'Invalid fields, a name already used, or not an image' },
      }),
    },
    async (request) => {
      const merchantId = merchantIdOf(request);
      const form = await readMenuForm(request, ctx);
      try {
        const input = parseBody(categorySchema, form.fields);
        await ensureNameFree(merchantId, input.name);
        const row = await menu.createCategory(merchantId, {
          name: input.name,
          description: input.description ?? null,
          imageKey: form.image?.key ?? null,
        });
        return success('Category created successfully', toCategory(row, ctx.urls));
      } catch (error) {
        await discardImage(ctx.storage, form.image?.key, logDiscard(request));
        throw error;
      }
    },
  );

  app.post<{ Params: { uuid: string } }>(
    '/categories/:uuid',
    {
      config: { access: 'approved-merchant', multipart: true },
      schema: describeRoute({
        summary: 'Update a category',
        tags,
        description:
          `${formDescription} \`update_image\`: 1 replaces the image with the one sent (or removes it when none ` +
          'is sent), 0 keeps the current image; absent means 1 when a file is sent. A replaced image is deleted.',
        params: uuidParam,
        body: categorySchema,
        data: categoryDoc,
        failures: { 404: "No such category among the merchant's", 413: 'Image larger than 5 MB', 422: 'Invalid' },
      }),
    },
    async (request) => {
      const merchantId = merchantIdOf(request);
      const form = await readMenuForm(request, ctx);
      let keepUpload = false;
      try {
        const existing = await menu.findCategoryByUuid(merchantId, parseUuid(request.params.uuid));
        if (existing === null) throw new HttpError(404, NOT_FOUND);
        const input = parseBody(categorySchema, form.fields);
        const replaceImage = readUpdateImage(form.fields.update_image, form.image !== null);
        await ensureNameFree(merchantId, input.name, existing.id);
        const imageKey = replaceImage ? (form.image?.key ?? null) : existing.imageKey;
        const row = await menu.updateCategory(merchantId, existing.id, {
          name: input.name,
          description: input.description ?? null,
          imageKey,
        });
        if (row === null) throw new HttpError(404, NOT_FOUND);
        keepUpload = replaceImage;
        if (replaceImage && existing.imageKey !== imageKey) {
          await discardImage(ctx.storage, existing.imageKey, logDiscard(request));
        }
        return success('Category updated successfully', toCategory(row, ctx.urls));
      } finally {
        // An upload sent with update_image 0, or with a request that failed, belongs to no row.
        if (!keepUpload) await discardImage(ctx.storage, form.image?.key, logDiscard(request));
      }
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/categories/:id',
    {
      config: { access: 'approved-merchant' },
      schema: describeRoute({
        summary: 'Delete a category that has no products',
        tags,
        description: 'A category that still holds products is refused with 409; its image file is deleted with it.',
        params: idParam,
        failures: { 404: "No such category among the merchant's", 409: 'The category still has products' },
      }),
    },
    async (request) => {
      const merchantId = merchantIdOf(request);
      const id = parseId(request.params.id);
      const existing = await menu.findCategory(merchantId, id);
      if (existing === null) throw new HttpError(404, NOT_FOUND);
      const products = await menu.countProductsInCategory(merchantId, id);
      if (products > 0) throw new HttpError(409, categoryInUse(products));
      let deleted: Awaited<ReturnType<typeof menu.deleteCategory>>;
      try {
        deleted = await menu.deleteCategory(merchantId, id);
      } catch (error) {
        // A product added between the count and the delete: the foreign key refuses, and so do we.
        if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
          throw new HttpError(409, categoryInUse(await menu.countProductsInCategory(merchantId, id)));
        }
        throw error;
      }
      if (deleted === null) throw new HttpError(404, NOT_FOUND);
      await discardImage(ctx.storage, deleted.imageKey, logDiscard(request));
      return success('Category deleted successfully', null);
    },
  );
}
