// Categories and products. Every function takes the owning merchant's id and filters by it, so a merchant can
// never read or change another merchant's menu: another merchant's id simply is not found
// (docs/product/server-rules.md, "Rules of the API", Roles).
import type { ProductStatus } from '@oja/shared/validation';
import { and, asc, count, eq, gte, ilike, lte, max, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { likePattern } from '../like';
import { type CategoryRow, categories, type ProductRow, products } from '../schema';
import { lockMerchant } from './merchant-lock';

export interface ProductWithCategory extends ProductRow {
  categoryName: string;
}

export interface CategoryWithCount extends CategoryRow {
  productsCount: number;
}

export interface ProductValues {
  categoryId: number;
  name: string;
  /** Exact decimal text ("2500" or "12.50"); the numeric column keeps it exact. */
  price: string;
  discount?: number;
  status?: ProductStatus;
  description?: string | null;
  imageKey?: string | null;
}

export interface ProductQuery {
  categoryId?: number;
  status?: ProductStatus;
  search?: string;
  minPrice?: string;
  maxPrice?: string;
  page: number;
  perPage: number;
}

const productColumns = {
  id: products.id,
  uuid: products.uuid,
  merchantId: products.merchantId,
  categoryId: products.categoryId,
  number: products.number,
  name: products.name,
  price: products.price,
  discount: products.discount,
  status: products.status,
  description: products.description,
  imageKey: products.imageKey,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  categoryName: categories.name,
};

function categoryQueries(db: Database) {
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

    async listCategoriesWithCount(merchantId: number): Promise<CategoryWithCount[]> {
      const rows = await db
        .select({
          category: categories,
          productsCount: sql<number>`count(${products.id})::int`,
        })
        .from(categories)
        .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.merchantId, categories.merchantId)))
        .where(eq(categories.merchantId, merchantId))
        .groupBy(categories.id)
        .orderBy(asc(categories.id));
      return rows.map((row) => ({ ...row.category, productsCount: Number(row.productsCount) }));
    },

    async findCategory(merchantId: number, id: number): Promise<CategoryRow | null> {
      const [row] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.merchantId, merchantId), eq(categories.id, id)))
        .limit(1);
      return row ?? null;
    },

    async findCategoryByUuid(merchantId: number, uuid: string): Promise<CategoryRow | null> {
      const [row] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.merchantId, merchantId), eq(categories.uuid, uuid)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Another category of the same merchant with this name, letter case ignored (names are stored trimmed): the
     * expression of the unique index `categories_merchant_name_unique`, which backs this check up.
     */
    async categoryNameTaken(merchantId: number, name: string, exceptId?: number): Promise<boolean> {
      const conditions = [eq(categories.merchantId, merchantId), sql`lower(${categories.name}) = lower(${name})`];
      if (exceptId !== undefined) conditions.push(ne(categories.id, exceptId));
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(...conditions))
        .limit(1);
      return row !== undefined;
    },

    async updateCategory(
      merchantId: number,
      id: number,
      input: { name: string; description: string | null; imageKey: string | null },
    ): Promise<CategoryRow | null> {
      const [row] = await db
        .update(categories)
        .set({ ...input, updatedAt: new Date() })
        .where(and(eq(categories.merchantId, merchantId), eq(categories.id, id)))
        .returning();
      return row ?? null;
    },

    async countProductsInCategory(merchantId: number, categoryId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(products)
        .where(and(eq(products.merchantId, merchantId), eq(products.categoryId, categoryId)));
      return Number(row?.total ?? 0);
    },

    /** The deleted row, or null when the merchant has no such category. */
    async deleteCategory(merchantId: number, id: number): Promise<CategoryRow | null> {
      const [row] = await db
        .delete(categories)
        .where(and(eq(categories.merchantId, merchantId), eq(categories.id, id)))
        .returning();
      return row ?? null;
    },
  };
}

function productQueries(db: Database) {
  const productsWithCategory = () =>
    db
      .select(productColumns)
      .from(products)
      .innerJoin(
        categories,
        and(eq(categories.id, products.categoryId), eq(categories.merchantId, products.merchantId)),
      );

  // The whole menu is read on every visit of the menu page: prepared once, like the token lookup (no SQL rebuilt,
  // and PostgreSQL keeps the plan per connection).
  let allProductsQuery: PreparedList | undefined;
  type PreparedList = ReturnType<ReturnType<typeof productsWithCategory>['prepare']>;

  return {
    /**
     * The new product takes the merchant's next item number. The merchant's row is locked first, so two products
     * created at the same moment are numbered one after the other, never the same.
     */
    async createProduct(merchantId: number, input: ProductValues): Promise<ProductRow> {
      return db.transaction(async (tx) => {
        await lockMerchant(tx, merchantId);
        const [last] = await tx
          .select({ value: max(products.number) })
          .from(products)
          .where(eq(products.merchantId, merchantId));
        const [row] = await tx
          .insert(products)
          .values({ ...input, merchantId, number: (last?.value ?? 0) + 1 })
          .returning();
        if (row === undefined) throw new Error('insert into products returned no row');
        return row;
      });
    },

    async listProducts(merchantId: number): Promise<ProductRow[]> {
      return db.select().from(products).where(eq(products.merchantId, merchantId)).orderBy(asc(products.id));
    },

    async listProductsWithCategory(merchantId: number, categoryId?: number): Promise<ProductWithCategory[]> {
      if (categoryId === undefined) {
        allProductsQuery ??= productsWithCategory()
          .where(eq(products.merchantId, sql.placeholder('merchantId')))
          .orderBy(asc(products.id))
          .prepare('menu_all_products');
        return allProductsQuery.execute({ merchantId });
      }
      const conditions = [eq(products.merchantId, merchantId)];
      if (categoryId !== undefined) conditions.push(eq(products.categoryId, categoryId));
      return productsWithCategory()
        .where(and(...conditions))
        .orderBy(asc(products.id));
    },

    async queryProducts(
      merchantId: number,
      query: ProductQuery,
    ): Promise<{ rows: ProductWithCategory[]; total: number }> {
      const conditions: SQL[] = [eq(products.merchantId, merchantId)];
      if (query.categoryId !== undefined) conditions.push(eq(products.categoryId, query.categoryId));
      if (query.status !== undefined) conditions.push(eq(products.status, query.status));
      if (query.search !== undefined && query.search !== '') {
        conditions.push(ilike(products.name, likePattern(query.search)));
      }
      if (query.minPrice !== undefined) conditions.push(gte(products.price, query.minPrice));
      if (query.maxPrice !== undefined) conditions.push(lte(products.price, query.maxPrice));
      const where = and(...conditions);
      const [totalRow] = await db.select({ total: count() }).from(products).where(where);
      const rows = await productsWithCategory()
        .where(where)
        .orderBy(asc(products.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      return { rows, total: Number(totalRow?.total ?? 0) };
    },

    async findProductWithCategory(merchantId: number, id: number): Promise<ProductWithCategory | null> {
      const [row] = await productsWithCategory()
        .where(and(eq(products.merchantId, merchantId), eq(products.id, id)))
        .limit(1);
      return row ?? null;
    },
  };
}

function productRows(db: Database) {
  return {
    async findProductByUuid(merchantId: number, uuid: string): Promise<ProductRow | null> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.merchantId, merchantId), eq(products.uuid, uuid)))
        .limit(1);
      return row ?? null;
    },

    async findProduct(merchantId: number, id: number): Promise<ProductRow | null> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.merchantId, merchantId), eq(products.id, id)))
        .limit(1);
      return row ?? null;
    },

    async updateProduct(merchantId: number, id: number, input: Required<ProductValues>): Promise<ProductRow | null> {
      const [row] = await db
        .update(products)
        .set({ ...input, updatedAt: new Date() })
        .where(and(eq(products.merchantId, merchantId), eq(products.id, id)))
        .returning();
      return row ?? null;
    },

    async deleteProduct(merchantId: number, id: number): Promise<ProductRow | null> {
      const [row] = await db
        .delete(products)
        .where(and(eq(products.merchantId, merchantId), eq(products.id, id)))
        .returning();
      return row ?? null;
    },
  };
}

function menuCounts(db: Database) {
  return {
    /** How many categories and products the merchant's menu holds, and how many of the products are out of stock. */
    async menuFigures(merchantId: number): Promise<{ categories: number; products: number; outOfStock: number }> {
      const [[categoryRow], [productRow]] = await Promise.all([
        db.select({ total: count() }).from(categories).where(eq(categories.merchantId, merchantId)),
        db
          .select({
            total: count(),
            outOfStock: sql<number>`count(*) filter (where ${products.status} = 'out_of_stock')`.mapWith(Number),
          })
          .from(products)
          .where(eq(products.merchantId, merchantId)),
      ]);
      return {
        categories: Number(categoryRow?.total ?? 0),
        products: Number(productRow?.total ?? 0),
        outOfStock: productRow?.outOfStock ?? 0,
      };
    },
  };
}

export function menuRepository(db: Database) {
  return {
    ...categoryQueries(db),
    ...productQueries(db),
    ...productRows(db),
    ...menuCounts(db),
  };
}

export type MenuRepository = ReturnType<typeof menuRepository>;
