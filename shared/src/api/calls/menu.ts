// docs/product/calls.md, "Categories" and "Products".
import type { ProductStatus } from '@oja/shared/validation';
import { asMultipart, defineCall } from '../define-call';
import type { Category, Page, PageQuery, Product } from '../types';

export interface CategoryForm {
  name: string;
  description?: string;
  image?: File | null;
}

export interface CategoryUpdate extends CategoryForm {
  uuid: string;
  /** 1 replaces the image with `image` (or removes it when none is sent); 0 keeps the current one. */
  update_image: 0 | 1;
}

export interface ProductForm {
  name: string;
  category_id: number | string;
  price: string;
  status: ProductStatus;
  discount?: number | string;
  description?: string;
  image?: File | null;
}

export interface ProductUpdate extends ProductForm {
  uuid: string;
  update_image?: 0 | 1;
}

export interface ProductFilter extends PageQuery {
  category_id?: number;
  status?: ProductStatus;
  search?: string;
  min_price?: string;
  max_price?: string;
}

const byId = ({ id }: { id: number }) => id;

export const categoryApi = {
  list: defineCall<void, Category[]>({ method: 'get', path: '/categories', failure: 'Failed to load categories' }),
  withCount: defineCall<void, Category[]>({
    method: 'get',
    path: '/categories/with-count',
    failure: 'Failed to load categories',
  }),
  get: defineCall<{ id: number }, Category>({
    method: 'get',
    path: (input) => `/categories/${byId(input)}`,
    send: () => ({}),
    failure: 'Failed to load category',
  }),
  create: defineCall<CategoryForm, Category>({
    method: 'post',
    path: '/categories',
    send: ({ name, description, image }) => asMultipart({ name, description, image }),
    failure: 'Failed to create category',
    success: 'Category created successfully',
  }),
  update: defineCall<CategoryUpdate, Category>({
    method: 'post',
    path: ({ uuid }) => `/categories/${uuid}`,
    send: ({ name, description, image, update_image }) => asMultipart({ name, description, image, update_image }),
    failure: 'Failed to update category',
    success: 'Category updated successfully',
  }),
  remove: defineCall<{ id: number }, null>({
    method: 'delete',
    path: (input) => `/categories/${byId(input)}`,
    send: () => ({}),
    failure: 'Failed to delete category',
    success: 'Category deleted successfully',
  }),
};

export const productApi = {
  list: defineCall<void, Product[]>({ method: 'get', path: '/products', failure: 'Failed to load products' }),
  filtered: defineCall<ProductFilter, Page<Product>>({
    method: 'get',
    path: '/products/filtered',
    failure: 'Failed to load products',
  }),
  byCategory: defineCall<{ id: number }, Product[]>({
    method: 'get',
    path: (input) => `/products/by-category/${byId(input)}`,
    send: () => ({}),
    failure: 'Failed to load products',
  }),
  get: defineCall<{ id: number }, Product>({
    method: 'get',
    path: (input) => `/products/${byId(input)}`,
    send: () => ({}),
    failure: 'Failed to load product',
  }),
  create: defineCall<ProductForm, Product>({
    method: 'post',
    path: '/products',
    send: ({ name, category_id, price, status, discount, description, image }) =>
      asMultipart({ name, category_id, price, status, discount, description, image }),
    failure: 'Failed to create product',
    success: 'Product created successfully',
  }),
  update: defineCall<ProductUpdate, Product>({
    method: 'post',
    path: ({ uuid }) => `/products/${uuid}`,
    send: ({ name, category_id, price, status, discount, description, image, update_image }) =>
      asMultipart({ name, category_id, price, status, discount, description, image, update_image }),
    failure: 'Failed to update product',
    success: 'Product updated successfully',
  }),
  remove: defineCall<{ id: number }, null>({
    method: 'delete',
    path: (input) => `/products/${byId(input)}`,
    send: () => ({}),
    failure: 'Failed to delete product',
    success: 'Product deleted successfully',
  }),
};
