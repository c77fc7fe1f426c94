// Menu management forms (docs/product/rules.md, "Other rules"): categories and products.
import * as v from 'valibot';
import { PRODUCT_STATUSES } from './enums';
import { optionalText, recordId, requiredText } from './rules';

/** A menu record's description: any text over several lines, up to `length` characters. */
const description = (length: number) =>
  optionalText({ length, message: `Description must not exceed ${length} characters` }, 'lines');

export const categorySchema = v.object({
  name: requiredText('Category name is required', {
    max: {
      length: 255,
      message: 'Category name must not exceed 255 characters',
    },
  }),
  description: description(1000),
});
export type CategoryInput = v.InferInput<typeof categorySchema>;
export type CategoryPayload = v.InferOutput<typeof categorySchema>;

/**
 * A price as the form's price input produces it: digits with at most one decimal point. Kept as a string so
 * it is never a binary float on its way to the database's exact decimal column.
 */
const price = v.pipe(
  v.nullish(v.union([v.string(), v.number()], 'Price is required'), ''),
  v.transform((value) => String(value).trim()),
  v.nonEmpty('Price is required'),
  v.regex(/^\d+(\.\d{1,2})?$/, 'Price must be a number with at most 2 decimal places'),
  v.check((value) => Number(value) <= 99_999_999.99, 'Price must not exceed 99,999,999.99'),
);

const discount = v.pipe(
  v.nullish(v.union([v.string(), v.number()], 'Discount must be a whole number'), ''),
  v.transform((value) => String(value).trim()),
  v.regex(/^\d*$/, 'Discount must be a whole number'),
  v.check((value) => value === '' || Number(value) <= 100, 'Discount must be between 0 and 100'),
  v.transform((value) => (value === '' ? 0 : Number(value))),
);

const categoryId = recordId('Category is required', 'Please select a valid category');

export const productSchema = v.object({
  name: requiredText('Item name is required', {
    max: { length: 255, message: 'Item name must not exceed 255 characters' },
  }),
  category_id: categoryId,
  price,
  status: v.optional(v.picklist(PRODUCT_STATUSES, 'Please select a valid status'), 'in_stock'),
  discount,
  description: description(2000),
});
export type ProductInput = v.InferInput<typeof productSchema>;
export type ProductPayload = v.InferOutput<typeof productSchema>;

export const UPDATE_IMAGE_INVALID = 'update_image must be 1 or 0';

/**
 * `update_image` of a menu update: 1 replaces the image with the one sent (or removes it when none is sent), 0 keeps
 * the current one; absent means "replace" when a file comes with the form (undefined here: the server decides).
 */
const updateImage = v.pipe(
  v.nullish(v.union([v.string(), v.number(), v.boolean()], UPDATE_IMAGE_INVALID), ''),
  v.transform((value) => String(value).trim()),
  v.picklist(['', '1', '0', 'true', 'false'], UPDATE_IMAGE_INVALID),
  v.transform((value): boolean | undefined => (value === '' ? undefined : value === '1' || value === 'true')),
);

export const categoryUpdateSchema = v.object({ ...categorySchema.entries, update_image: updateImage });
export type CategoryUpdatePayload = v.InferOutput<typeof categoryUpdateSchema>;

export const productUpdateSchema = v.object({ ...productSchema.entries, update_image: updateImage });
export type ProductUpdatePayload = v.InferOutput<typeof productUpdateSchema>;
