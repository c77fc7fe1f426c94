// The approved merchant's products. Every read and write is scoped by the merchant's id, and a product can only
// sit in one of its merchant's own categories (checked here, and by a composite foreign key in the database).
import type { Page, Product } from '@oja/shared/contract';
import type { ProductPayload, ProductQueryParams, ProductUpdatePayload } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../db/errors';
import type { ProductValues, ProductWithCategory } from '../../db/repositories/menu';
import type { Principal } from '../../db/repositories/tokens';
import { invalidField, notFound } from '../../errors';
import type { StoredUpload } from '../../files/lifecycle';
import { merchantOf } from '../../http/access';
import { page } from '../../http/envelope';
import { toProduct } from '../../present';

export const CATEGORY_NOT_YOURS = 'Please select a valid category';

/**
 * A merchant's whole menu, from memory until the next write (the menu cache, api/src/context.ts): what its own
 * menu page lists, and what the customer app's menu and the pricing of an order read.
 */
export async function merchantMenu(ctx: AppContext, merchantId: number): Promise<Product[]> {
  const products = await ctx.caches.menus.find(merchantId, async () =>
    (await ctx.repos.menu.listProductsWithCategory(merchantId)).map((row) => toProduct(row, ctx.urls)),
  );
  return products ?? [];
}

export function productsService(ctx: AppContext) {
  const menu = ctx.repos.menu;
  const own = (principal: Principal) => merchantOf(principal).merchant.id;
  const present = (rows: ProductWithCategory[]) => rows.map((row) => toProduct(row, ctx.urls));
  const categoryNotYours = () => invalidField('category_id', CATEGORY_NOT_YOURS);

  /** The category must be one of the merchant's own; another merchant's id reads as "not a valid category". */
  async function ensureOwnCategory(merchantId: number, categoryId: number): Promise<void> {
    if ((await menu.findCategory(merchantId, categoryId)) === null) throw categoryNotYours();
  }

  function refuseVanishedCategory(error: unknown): never {
    // The category was deleted between the check and the write: the composite foreign key refuses.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw categoryNotYours();
    throw error;
  }

  async function presentOne(merchantId: number, id: number): Promise<Product> {
    const row = await menu.findProductWithCategory(merchantId, id);
    if (row === null) throw notFound();
    return toProduct(row, ctx.urls);
  }

  const values = (input: ProductPayload, imageKey: string | null): Required<ProductValues> => ({
    categoryId: input.category_id,
    name: input.name,
    price: input.price,
    discount: input.discount,
    status: input.status,
    description: input.description ?? null,
    imageKey,
  });

  return {
    list: (principal: Principal): Promise<Product[]> => merchantMenu(ctx, own(principal)),

    async filtered(principal: Principal, query: ProductQueryParams): Promise<Page<Product>> {
      const result = await menu.queryProducts(own(principal), {
        categoryId: query.category_id,
        status: query.status,
        search: query.search,
        minPrice: query.min_price,
        maxPrice: query.max_price,
        page: query.page,
        perPage: query.per_page,
      });
      return page(present(result.rows), query, result.total);
    },

    async byCategory(principal: Principal, categoryId: number): Promise<Product[]> {
      const merchantId = own(principal);
      if ((await menu.findCategory(merchantId, categoryId)) === null) throw notFound();
      return present(await menu.listProductsWithCategory(merchantId, categoryId));
    },

    get: (principal: Principal, id: number) => presentOne(own(principal), id),

    async create(principal: Principal, input: ProductPayload, image: StoredUpload | undefined): Promise<Product> {
      const merchantId = own(principal);
      await ensureOwnCategory(merchantId, input.category_id);
      const row = await ctx.files.replace(null, image ?? null, (imageKey) =>
        menu.createProduct(merchantId, values(input, imageKey)).catch(refuseVanishedCategory),
      );
      return presentOne(merchantId, row.id);
    },

    /** Every field is sent again, as on create; `update_image` works as on categories. */
    async update(
      principal: Principal,
      uuid: string,
      input: ProductUpdatePayload,
      image: StoredUpload | undefined,
    ): Promise<Product> {
      const merchantId = own(principal);
      const existing = await menu.findProductByUuid(merchantId, uuid);
      if (existing === null) throw notFound();
      await ensureOwnCategory(merchantId, input.category_id);
      const write = async (imageKey: string | null) => {
        const row = await menu
          .updateProduct(merchantId, existing.id, values(input, imageKey))
          .catch(refuseVanishedCategory);
        if (row === null) throw notFound();
        return row;
      };
      const row = await ctx.files.update(existing.imageKey, image, input.update_image, write);
      return presentOne(merchantId, row.id);
    },

    /** Its image file goes with it. */
    async remove(principal: Principal, id: number): Promise<void> {
      const deleted = await menu.deleteProduct(own(principal), id);
      if (deleted === null) throw notFound();
      await ctx.files.discard(deleted.imageKey);
    },
  };
}
