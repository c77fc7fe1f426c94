// The merchant's menu on the server, declared once: the query keys, the two lists and the changes to them.
// Both lists are read by every mode of the page (the list, and the forms' category select and edit lookups);
// a change invalidates what it made old, and the lists on screen are fetched again.
import type { Category, Product } from '@oja/shared/api';
import { toast } from '@oja/shared/toast';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type CategoryForm, categoryApi, type ProductForm, productApi } from './calls';

export const menuKeys = {
  all: ['menu'] as const,
  categories: () => [...menuKeys.all, 'categories'] as const,
  products: () => [...menuKeys.all, 'products'] as const,
};

/** The spec's load failure toasts: one for both lists, else the list's own. */
export const LOAD_MESSAGES = {
  both: 'Failed to load data',
  categories: 'Failed to load categories',
  products: 'Failed to load products',
} as const;

/** The categories, each with its number of products. */
export function useCategories() {
  return useQuery({
    queryKey: menuKeys.categories(),
    queryFn: ({ signal }) => categoryApi.withCount(undefined, { signal }),
  });
}

export function useProducts() {
  return useQuery({ queryKey: menuKeys.products(), queryFn: ({ signal }) => productApi.list(undefined, { signal }) });
}

/**
 * Says which loads failed, once they have all settled: "Failed to load data" when both lists failed together,
 * else the failed list's own text. Rows already on screen stay there (a failed refresh does not blank the page).
 * Mounted once, by the page.
 */
export function useLoadFailureToasts(categories: UseQueryResult, products: UseQueryResult) {
  // Failures from before this page was opened are not this visit's news.
  const told = useRef({ categories: categories.errorUpdateCount, products: products.errorUpdateCount });
  const settled = !categories.isFetching && !products.isFetching;
  useEffect(() => {
    if (!settled) return;
    const failed = {
      categories: categories.errorUpdateCount > told.current.categories,
      products: products.errorUpdateCount > told.current.products,
    };
    told.current = { categories: categories.errorUpdateCount, products: products.errorUpdateCount };
    if (failed.categories && failed.products) toast.error(LOAD_MESSAGES.both);
    else if (failed.categories) toast.error(LOAD_MESSAGES.categories);
    else if (failed.products) toast.error(LOAD_MESSAGES.products);
  }, [settled, categories.errorUpdateCount, products.errorUpdateCount]);
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (queryKey: readonly string[]) => void queryClient.invalidateQueries({ queryKey });
}

/** What a category form sends; `update_image` 1 replaces (or removes) the saved picture when editing. */
export type CategoryFields = Required<CategoryForm> & { update_image: 0 | 1 };

/** Creates a category, or updates `category`; shows the spec's success toast. */
export function useSaveCategoryMutation(category: Category | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ update_image, ...fields }: CategoryFields) =>
      category === null
        ? categoryApi.create(fields)
        : categoryApi.update({ ...fields, uuid: category.uuid, update_image }),
    onSuccess: () => invalidate(menuKeys.categories()),
  });
}

export type ProductFields = Required<ProductForm> & { update_image: 0 | 1 };

/** Creates a product, or updates `product`; the categories' counts change too. */
export function useSaveProductMutation(product: Product | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ update_image, ...fields }: ProductFields) =>
      product === null ? productApi.create(fields) : productApi.update({ ...fields, uuid: product.uuid, update_image }),
    onSuccess: () => invalidate(menuKeys.all),
  });
}

export function useDeleteCategoryMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => categoryApi.remove({ id }),
    onSuccess: () => invalidate(menuKeys.all),
  });
}

export function useDeleteProductMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => productApi.remove({ id }),
    onSuccess: () => invalidate(menuKeys.all),
  });
}
