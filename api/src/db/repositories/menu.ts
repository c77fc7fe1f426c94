// Categories and products. Every function takes the owning merchant's id and filters by it, so a merchant can
// never read or change another merchant's menu: another merchant's id simply is not found (DECISIONS.md).
import type { ProductStatus } from '@oja/shared/validation';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { type CategoryRow, categories, type ProductRow, products } from '../schema';

export function menuRepository(db: Database) {
  return {
    async createCategory(
      merchantId: number,
      input: { name: string; description?: string | null; imageKey?: string | null },
    ): Promise<CategoryRow> {
      const [row] = await db
        .insert(categories)
        .values({ ...input, merchantId })
        .returning();
      if (row === undefined) throw new Error('insert into categories returned no row');
      return row;
    },

    async listCategories(merchantId: number): Promise<CategoryRow[]> {
      return db.select().from(categories).where(eq(categories.merchantId, merchantId)).orderBy(asc(categories.id));
    },

    async findCategory(merchantId: number, id: number): Promise<CategoryRow | null> {
      const [row] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.merchantId, merchantId), eq(categories.id, id)))
        .limit(1);
      return row ?? null;
    },

    async createProduct(
      merchantId: number,
      input: {
        categoryId: number;
        name: string;
        price: string;
        discount?: number;
        status?: ProductStatus;
        description?: string | null;
        imageKey?: string | null;
      },
    ): Promise<ProductRow> {
      const [row] = await db
        .insert(products)
        .values({ ...input, merchantId })
        .returning();
      if (row === undefined) throw new Error('insert into products returned no row');
      return row;
    },

    async listProducts(merchantId: number): Promise<ProductRow[]> {
      return db.select().from(products).where(eq(products.merchantId, merchantId)).orderBy(asc(products.id));
    },

    async findProduct(merchantId: number, id: number): Promise<ProductRow | null> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.merchantId, merchantId), eq(products.id, id)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type MenuRepository = ReturnType<typeof menuRepository>;
