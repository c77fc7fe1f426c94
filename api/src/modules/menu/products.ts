// `/api/products*`: the signed-in approved merchant's products (spec section 7 "Products").
import { PRODUCT_STATUSES, type ProductPayload, productSchema } from '@oja/shared/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import type { ProductWithCategory } from '../../db/repositories/menu';
import { discardImage } from '../../files/images';
import { describeRoute, objectOf, str } from '../../http/docs';
import { HttpError, page, success } from '../../http/envelope';
import { parseBody, parseId } from '../../http/parse';
import { FOREIGN_KEY_VIOLATION, merchantIdOf, NOT_FOUND, parseUuid, sqlState } from './common';
import { readMenuForm, readUpdateImage } from './form';
import { toProduct } from './present';

const tags = ['Menu: products'];
const productDoc = objectOf({
  id: { type: 'integer' },
  uuid: str(),
  name: str(),
  category_id: { type: 'integer' },
  category: objectOf({ id: { type: 'integer' }, name: str() }),
  price: str('exact decimal as text, e.g. "2500.00"'),
  status: { type: 'string', enum: [...PRODUCT_STATUSES] },
  discount: { type: 'integer', minimum: 0, maximum: 100 },
  description: str(),
  image: str('public image URL, or null'),
});
const listDoc = { type: 'array', items: productDoc };
const idParam = objectOf({ id: { type: 'integer' } });
const formDescription =
  'Multipart form: `name`, `category_id` (one of your categories), `price` (digits with at most 2 decimals, ' +
  'kept exact), `status` (in_stock, out_of_stock or coming_soon; default in_stock), `discount` (whole percent ' +
  '0-100, default 0), `description`, `image` (PNG, JPEG, WebP or GIF, at most 5 MB; stored re-encoded as WebP). ' +
  'JSON without an image is accepted too.';

export const CATEGORY_NOT_YOURS = 'Please select a valid category';
const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;
const PER_PAGE_DEFAULT = 15;

const optionalQueryText = <T extends v.GenericSchema<string, unknown>>(schema: T) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => (value === '' ? undefined : value)),
      v.optional(schema),
    ),
  );

/** GET /products/filtered parameters; anything malformed is a 422 naming the parameter. */
export const productQuerySchema = v.pipe(
  v.object({
    page: v.optional(
      v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'Page must be a whole number from 1'), v.transform(Number)),
      '1',
    ),
    per_page: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,3}$/, 'Per page must be a whole number from 1 to 100'),
        v.transform(Number),
        v.minValue(1, 'Per page must be a whole number from 1 to 100'),
        v.maxValue(100, 'Per page must be a whole number from 1 to 100'),
      ),
      String(PER_PAGE_DEFAULT),
    ),
    category_id: optionalQueryText(
      v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, CATEGORY_NOT_YOURS), v.transform(Number)),
    ),
    status: optionalQueryText(v.picklist(PRODUCT_STATUSES, 'Please select a valid status')),
    search: optionalQueryText(v.pipe(v.string(), v.maxLength(100, 'Search must not exceed 100 characters'))),
    min_price: optionalQueryText(
      v.pipe(v.string(), v.regex(PRICE_PATTERN, 'Minimum price must be a number with at most 2 decimal places')),
    ),
    max_price: optionalQueryText(
      v.pipe(v.string(), v.regex(PRICE_PATTERN, 'Maximum price must be a number with at most 2 decimal places')),
    ),
  }),
  v.forward(
    v.check(
      // Compared as decimals by the database would be exact; here two short decimal strings compare safely as
      // numbers (at most 12 significant digits, well inside a double's exact range).
      (query) =>
        query.min_price === undefined ||
        query.max_price === undefined ||
        Number(query.min_price) <= Number(query.max_price),
      'Minimum price must not exceed the maximum price',
    ),
    ['min_price'],
  ),
);

export async function productRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const menu = ctx.repos.menu;
  const present = (rows: ProductWithCategory[]) => rows.map((row) => toProduct(row, ctx.urls));
  const logDiscard = (request: FastifyRequest) => (error: unknown) =>
    request.log.warn({ err: error }, 'menu: could not remove a product image');

  /** The category must be one of the merchant's own; another merchant's id reads as "not a valid category". */
  async function ensureOwnCategory(merchantId: number, input: ProductPayload): Promise<void> {
    if ((await menu.findCategory(merchantId, input.category_id)) === null) {
      throw new HttpError(422, CATEGORY_NOT_YOURS, { category_id: [CATEGORY_NOT_YOURS] });
    }
  }

  function refuseVanishedCategory(error: unknown): never {
    // The category was deleted between the check and the write: the composite foreign key refuses.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
      throw new HttpError(422, CATEGORY_NOT_YOURS, { category_id: [CATEGORY_NOT_YOURS] });
    }
    throw error;
  }

  async function presentOne(merchantId: number, id: number) {
    const row = await menu.findProductWithCategory(merchantId, id);
    if (row === null) throw new HttpError(404, NOT_FOUND);
    return toProduct(row, ctx.urls);
  }

  app.get(
    '/products',
    {
      config: { access: 'approved-merchant' },
      schema: describeRoute({ summary: "The merchant's products, with their category", tags, data: listDoc }),
    },
    async (request) => {
      const rows = await menu.listProductsWithCategory(merchantIdOf(request));
      return success('Products retrieved successfully', present(rows));
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    '/products/filtered',
    {
      config: { access: 'approved-merchant' },
      schema: describeRoute({
        summary: "A page of the merchant's products, filtered",
        tags,
        description:
          'All parameters optional: `category_id`, `status`, `search` (in the name, letter case ignored), ' +
          '`min_price`, `max_price` (inclusive, exact decimals), `page` (from 1), `per_page` (1-100, default 15).',
        querystring: objectOf({
          category_id: { type: 'integer' },
          status: { type: 'string', enum: [...PRODUCT_STATUSES] },
          search: str(),
          min_price: str(),
          max_price: str(),
          page: { type: 'integer' },
          per_page: { type: 'integer' },
        }),
        data: objectOf({
          data: listDoc,
          current_page: { type: 'integer' },
          per_page: { type: 'integer' },
          total: { type: 'integer' },
          last_page: { type: 'integer' },
        }),
        failures: { 422: 'A malformed parameter' },
      }),
    },
    async (request) => {
      const query = parseBody(productQuerySchema, request.query);
      const result = await menu.queryProducts(merchantIdOf(request), {
        categoryId: query.category_id,
        status: query.status,
        search: query.search,
        minPrice: query.min_price,
        maxPrice: query.max_price,
        page: query.page,
        perPage: query.per_page,
      });
      return success(
        'Products retrieved successfully',
        page(present(result.rows), { page: query.page, perPage: query.per_page }, result.total),
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/products/by-category/:id',
    {
      config: { access: 'approved-merchant' },
      schema: describeRoute({
        summary: 'The products of one of the merchant’s categories',
        tags,
        params: idParam,
        data: listDoc,
        failures: { 404: "No such category among the merchant's" },
      }),
    },
    async (request) => {
      const merchantId = merchantIdOf(request);
      const categoryId = parseId(request.params.id);
      if ((await menu.findCategory(merchantId, categoryId)) === null) throw new HttpError(404, NOT_FOUND);
      return success(
        'Products retrieved successfully',
        present(await menu.listProductsWithCategory(merchantId, categoryId)),
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/products/:id',
    {
      config: { access: 'approved-merchant' },
      schema: describeRoute({
        summary: 'One product of the merchant',
        tags,
        params: idParam,
        data: productDoc,
        failures: { 404: "No such product among the merchant's" },
      }),
    },
    async (request) =>
      success('Product retrieved successfully', await presentOne(merchantIdOf(request), parseId(request.params.id))),
  );

  app.post(
    '/products',
    {
      config: { access: 'approved-merchant', multipart: true },
      schema: describeRoute({
        summary: 'Create a product',
        tags,
        description: formDescription,
        body: productSchema,
        data: productDoc,
        failures: { 413: 'Image larger than 5 MB', 422: 'Invalid fields, a category not yours, or not an image' },
      }),
    },
    async (request) => {
      const merchantId = merchantIdOf(request);
      const form = await readMenuForm(request, ctx);
      try {
        const input = parseBody(productSchema, form.fields);
        await ensureOwnCategory(merchantId, input);
        const row = await menu
          .createProduct(merchantId, {
            categoryId: input.category_id,
            name: input.name,
            price: input.price,
            discount: input.discount,
            status: input.status,
            description: input.description ?? null,
            imageKey: form.image?.key ?? null,
          })
          .catch(refuseVanishedCategory);
        return success('Product created successfully', await presentOne(merchantId, row.id));
      } catch (error) {
        await discardImage(ctx.storage, form.image?.key, logDiscard(request));
        throw error;
      }
    },
  );

  app.post<{ Params: { uuid: string } }>(
    '/products/:uuid',
    {
      config: { access: 'approved-merchant', multipart: true },
      schema: describeRoute({
        summary: 'Update a product',
        tags,
        description:
          `${formDescription} Every field is sent again, as on create. \`update_image\` works as on categories: ` +
          '1 replaces (or removes when no file is sent), 0 keeps; absent means 1 when a file is sent. A replaced ' +
          'image is deleted.',
        params: objectOf({ uuid: str('the product uuid') }),
        body: productSchema,
        data: productDoc,
        failures: { 404: "No such product among the merchant's", 413: 'Image larger than 5 MB', 422: 'Invalid' },
      }),
    },
    async (request) => {
      const merchantId = merchantIdOf(request);
      const form = await readMenuForm(request, ctx);
      let keepUpload = false;
      try {
        const existing = await menu.findProductByUuid(merchantId, parseUuid(request.params.uuid));
        if (existing === null) throw new HttpError(404, NOT_FOUND);
        const input = parseBody(productSchema, form.fields);
        const replaceImage = readUpdateImage(form.fields.update_image, form.image !== null);
        await ensureOwnCategory(merchantId, input);
        const imageKey = replaceImage ? (form.image?.key ?? null) : existing.imageKey;
        const row = await menu
          .updateProduct(merchantId, existing.id, {
            categoryId: input.category_id,
            name: input.name,
            price: input.price,
            discount: input.discount,
            status: input.status,
            description: input.description ?? null,
            imageKey,
          })
          .catch(refuseVanishedCategory);
        if (row === null) throw new HttpError(404, NOT_FOUND);
        keepUpload = replaceImage;
        if (replaceImage && existing.imageKey !== imageKey) {
          await discardImage(ctx.storage, existing.imageKey, logDiscard(request));
        }
        return success('Product updated successfully', await presentOne(merchantId, row.id));
      } finally {
        if (!keepUpload) await discardImage(ctx.storage, form.image?.key, logDiscard(request));
      }
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/products/:id',
    {
      config: { access: 'approved-merchant' },
      schema: describeRoute({
        summary: 'Delete a product',
        tags,
        description: 'Its image file is deleted with it.',
        params: idParam,
        failures: { 404: "No such product among the merchant's" },
      }),
    },
    async (request) => {
      const deleted = await menu.deleteProduct(merchantIdOf(request), parseId(request.params.id));
      if (deleted === null) throw new HttpError(404, NOT_FOUND);
      await discardImage(ctx.storage, deleted.imageKey, logDiscard(request));
      return success('Product deleted successfully', null);
    },
  );
}
