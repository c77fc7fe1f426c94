// Menu rows -> the shared response shapes (`Category`, `Product` of @oja/shared/api).
import type { Category, Product } from '@oja/shared/api';
import type { ProductWithCategory } from '../../db/repositories/menu';
import type { CategoryRow } from '../../db/schema';
import type { FileUrls } from '../../files/urls';

export function toCategory(row: CategoryRow, urls: FileUrls, productsCount?: number): Category {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    image: urls.image(row.imageKey),
    ...(productsCount === undefined ? {} : { products_count: productsCount }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toProduct(row: ProductWithCategory, urls: FileUrls): Product {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    category_id: row.categoryId,
    category: { id: row.categoryId, name: row.categoryName },
    // The numeric column comes back as exact text ("2500.00"); it is never turned into a number here.
    price: row.price,
    status: row.status,
    discount: row.discount,
    description: row.description,
    image: urls.image(row.imageKey),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
