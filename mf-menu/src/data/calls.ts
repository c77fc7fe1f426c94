// The menu's calls: each is its endpoint's declaration in the contract, with the failure text and success toast
// of docs/product/calls.md. The menu owns them: a new one ships with this remote, with no shell release.
import { type CallInput, defineCall } from '@oja/shared/api';
import { categories } from '@oja/shared/contract/categories';
import { products } from '@oja/shared/contract/products';

export const categoryApi = {
  withCount: defineCall(categories.withCount, { failure: 'Failed to load categories' }),
  create: defineCall(categories.create, {
    failure: 'Failed to create category',
    success: 'Category created successfully',
  }),
  update: defineCall(categories.update, {
    failure: 'Failed to update category',
    success: 'Category updated successfully',
  }),
  remove: defineCall(categories.remove, {
    failure: 'Failed to delete category',
    success: 'Category deleted successfully',
  }),
};

export const productApi = {
  list: defineCall(products.list, { failure: 'Failed to load products' }),
  create: defineCall(products.create, {
    failure: 'Failed to create product',
    success: 'Product created successfully',
  }),
  update: defineCall(products.update, {
    failure: 'Failed to update product',
    success: 'Product updated successfully',
  }),
  remove: defineCall(products.remove, {
    failure: 'Failed to delete product',
    success: 'Product deleted successfully',
  }),
};

export type CategoryForm = CallInput<typeof categories.create>;
export type ProductForm = CallInput<typeof products.create>;
