// The approved merchant's categories. Every read and write is scoped by the merchant's id, so another merchant's
// category is simply not found.
import type { Category } from '@oja/shared/contract';
import type { CategoryPayload, CategoryUpdatePayload } from '@oja/shared/validation';
import type { AppContext } from '../../context';
import { FOREIGN_KEY_VIOLATION, isUniqueViolation, sqlState } from '../../db/errors';
import type { Principal } from '../../db/repositories/tokens';
import { conflict, invalidField, notFound } from '../../errors';
import type { StoredUpload } from '../../files/lifecycle';
import { merchantOf } from '../../http/access';
import { toCategory } from '../../present';

export const NAME_TAKEN = 'You already have a category with this name';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Two requests at once with one name both pass the check; the database's unique index refuses the second. */
function nameTakenMeanwhile(error: unknown): never {
  if (isUniqueViolation(error)) throw invalidField('name', NAME_TAKEN);
  throw error;
}

function categoryInUse(products: number) {
  return conflict(
    `This category still has ${plural(products, 'product', 'products')}. Move or delete ${products === 1 ? 'it' : 'them'} first, then delete the category.`,
  );
}

export function categoriesService(ctx: AppContext) {
  const menu = ctx.repos.menu;
  const own = (principal: Principal) => merchantOf(principal).merchant.id;
  const present = (row: Parameters<typeof toCategory>[0], count?: number) => toCategory(row, ctx.urls, count);

  async function ensureNameFree(merchantId: number, name: string, exceptId?: number): Promise<void> {
    if (await menu.categoryNameTaken(merchantId, name, exceptId)) throw invalidField('name', NAME_TAKEN);
  }

  return {
    async list(principal: Principal): Promise<Category[]> {
      return (await menu.listCategories(own(principal))).map((row) => present(row));
    },

    async listWithCount(principal: Principal): Promise<Category[]> {
      return (await menu.listCategoriesWithCount(own(principal))).map((row) => present(row, row.productsCount));
    },

    async get(principal: Principal, id: number): Promise<Category> {
      const row = await menu.findCategory(own(principal), id);
      if (row === null) throw notFound();
      return present(row);
    },

    async create(principal: Principal, input: CategoryPayload, image: StoredUpload | undefined): Promise<Category> {
      const merchantId = own(principal);
      await ensureNameFree(merchantId, input.name);
      const row = await ctx.files.replace(null, image ?? null, (imageKey) =>
        menu
          .createCategory(merchantId, { name: input.name, description: input.description ?? null, imageKey })
          .catch(nameTakenMeanwhile),
      );
      return present(row);
    },

    /** `update_image` absent means "replace" when a file came with the form, "keep" otherwise. */
    async update(
      principal: Principal,
      uuid: string,
      input: CategoryUpdatePayload,
      image: StoredUpload | undefined,
    ): Promise<Category> {
      const merchantId = own(principal);
      const existing = await menu.findCategoryByUuid(merchantId, uuid);
      if (existing === null) throw notFound();
      await ensureNameFree(merchantId, input.name, existing.id);
      const write = async (imageKey: string | null) => {
        const row = await menu
          .updateCategory(merchantId, existing.id, {
            name: input.name,
            description: input.description ?? null,
            imageKey,
          })
          .catch(nameTakenMeanwhile);
        if (row === null) throw notFound();
        return row;
      };
      return present(await ctx.files.update(existing.imageKey, image, input.update_image, write));
    },

    /** Only an empty category can go (409 otherwise); its image file goes with it. */
    async remove(principal: Principal, id: number): Promise<void> {
      const merchantId = own(principal);
      const existing = await menu.findCategory(merchantId, id);
      if (existing === null) throw notFound();
      const products = await menu.countProductsInCategory(merchantId, id);
      if (products > 0) throw categoryInUse(products);
      const deleted = await menu.deleteCategory(merchantId, id).catch(async (error: unknown) => {
        // A product added between the count and the delete: the foreign key refuses, and so do we.
        if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
          throw categoryInUse(await menu.countProductsInCategory(merchantId, id));
        }
        throw error;
      });
      if (deleted === null) throw notFound();
      await ctx.files.discard(deleted.imageKey);
    },
  };
}
