// "Add New Item" and "Edit Item": name, category and price required; the price keeps only digits and one
// decimal point, the discount only digits capped at 100; the status select sends the enum values (in_stock by
// default) and shows the labels; the image is optional.
import { css, type SerializedStyles } from '@emotion/react';
import type { Category, Product } from '@oja/shared/api';
import { CURRENCY_SYMBOL } from '@oja/shared/format';
import { useOjaTheme } from '@oja/shared/theme';
import { Select, TextArea, TextField } from '@oja/shared/ui';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, productSchema } from '@oja/shared/validation';
import type { ChangeEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useCategories, useDeleteProductMutation, useProducts, useSaveProductMutation } from '../data/menu';
import { useLeaveForm } from '../hooks/use-leave-form';
import { useMenuForm } from '../hooks/use-menu-form';
import { useMenuPaths } from '../hooks/use-menu-paths';
import { priceForInput, sanitizeDiscount, sanitizePrice } from '../lib/number-inputs';
import { FormFrame, FormState, MenuFormFrame } from './form-frame';
import { IMAGE_HINT, type ImageChoice, ImageField, useImageChoice } from './image-field';

export const PRODUCT_FORM_TEXTS = {
  addTitle: 'Add New Item',
  editTitle: 'Edit Item',
  name: 'Item Name',
  category: 'Category',
  categoryPlaceholder: 'Select a category',
  price: 'Price',
  discount: 'Discount',
  status: 'Status',
  description: 'Description',
  image: 'Item Image',
  create: 'Add Item',
  save: 'Save Changes',
  delete: 'Delete Item',
} as const;

const STATUS_OPTIONS = PRODUCT_STATUSES.map((value) => ({ value, label: PRODUCT_STATUS_LABELS[value] }));

/** The form waits for the categories (its select) and, when editing, for the product itself. */
function waiting(lists: { data: unknown; isError: boolean }[]): 'loading' | 'failed' | null {
  if (lists.some((list) => list.data === undefined && list.isError)) return 'failed';
  if (lists.some((list) => list.data === undefined)) return 'loading';
  return null;
}

export function AddItemPage() {
  const leave = useLeaveForm();
  const categories = useCategories();
  const state = waiting([categories]);
  if (state !== null || categories.data === undefined) {
    return <FormFrame title={PRODUCT_FORM_TEXTS.addTitle} onBack={leave} state={<WaitingState state={state} />} />;
  }
  return <ProductForm product={null} categories={categories.data} onDone={leave} />;
}

export function EditItemPage() {
  const { uuid } = useParams();
  const leave = useLeaveForm();
  const categories = useCategories();
  const products = useProducts();
  const state = waiting([categories, products]);
  const title = PRODUCT_FORM_TEXTS.editTitle;
  if (state !== null || categories.data === undefined || products.data === undefined) {
    return <FormFrame title={title} onBack={leave} state={<WaitingState state={state} />} />;
  }
  const product = products.data.find((row) => row.uuid === uuid);
  if (product === undefined) {
    return (
      <FormFrame title={title} onBack={leave} state={<FormState>This item does not exist (any more).</FormState>} />
    );
  }
  return <ProductForm key={product.uuid} product={product} categories={categories.data} onDone={leave} />;
}

function WaitingState({ state }: { state: 'loading' | 'failed' | null }) {
  return state === 'failed' ? (
    <FormState>The menu could not be loaded. Go back and try again.</FormState>
  ) : (
    <FormState>Loading...</FormState>
  );
}

/** The item's fields, their rules (the shared product schema), and the save: create, or update `product`. */
function useProductForm(product: Product | null, image: ImageChoice, onDone: () => void) {
  const save = useSaveProductMutation(product);
  return useMenuForm({
    schema: productSchema,
    initialValues: {
      name: product?.name ?? '',
      category_id: product ? String(product.category_id) : '',
      price: product ? priceForInput(product.price) : '',
      status: product?.status ?? 'in_stock',
      discount: product ? String(product.discount) : '',
      description: product?.description ?? '',
    },
    validateOnBlur: ['name', 'category_id', 'price', 'discount'],
    onSubmit: (values) =>
      save.mutateAsync({
        name: values.name,
        category_id: values.category_id,
        price: values.price,
        status: values.status,
        discount: values.discount,
        description: values.description ?? '',
        image: image.file,
        update_image: image.updateImage,
      }),
    image,
    onDone,
  });
}

function ProductForm({
  product,
  categories,
  onDone,
}: {
  product: Product | null;
  categories: Category[];
  onDone: () => void;
}) {
  const menuPaths = useMenuPaths();
  const theme = useOjaTheme();
  const remove = useDeleteProductMutation();
  const image = useImageChoice(product?.image ?? null);
  const form = useProductForm(product, image, onDone);

  const categoryOptions = categories.map((category) => ({ value: String(category.id), label: category.name }));
  const twoColumns = css({
    display: 'grid',
    gap: `0 ${theme.space[4]}`,
    [theme.media.sm]: { gridTemplateColumns: '1fr 1fr' },
  });

  return (
    <MenuFormFrame
      form={form}
      texts={PRODUCT_FORM_TEXTS}
      onDone={onDone}
      editing={product && { name: product.name, remove: () => remove.mutateAsync(product.id) }}
    >
      <TextField label={PRODUCT_FORM_TEXTS.name} required autoComplete="off" maxLength={255} {...form.field('name')} />
      <div css={twoColumns}>
        <Select
          label={PRODUCT_FORM_TEXTS.category}
          required
          placeholder={PRODUCT_FORM_TEXTS.categoryPlaceholder}
          options={categoryOptions}
          reserveErrorSpace
          hint={
            categories.length === 0 ? (
              <>
                You have no categories yet. <Link to={menuPaths.newCategory}>Add a category</Link> first.
              </>
            ) : undefined
          }
          {...form.field('category_id')}
        />
        <Select
          label={PRODUCT_FORM_TEXTS.status}
          options={STATUS_OPTIONS}
          reserveErrorSpace
          {...form.field('status')}
        />
      </div>
      <PriceAndDiscount form={form} columns={twoColumns} />
      <TextArea label={PRODUCT_FORM_TEXTS.description} rows={3} maxLength={2000} {...form.field('description')} />
      <ImageField choice={image} label={PRODUCT_FORM_TEXTS.image} hint={IMAGE_HINT} />
    </MenuFormFrame>
  );
}

/** The price keeps only digits and one decimal point; the discount only digits, capped at 100. */
function PriceAndDiscount({ form, columns }: { form: ReturnType<typeof useProductForm>; columns: SerializedStyles }) {
  const onPrice = (event: ChangeEvent<HTMLInputElement>) => form.setValue('price', sanitizePrice(event.target.value));
  const onDiscount = (event: ChangeEvent<HTMLInputElement>) =>
    form.setValue('discount', sanitizeDiscount(event.target.value));
  return (
    <div css={columns}>
      <TextField
        label={PRODUCT_FORM_TEXTS.price}
        required
        inputMode="decimal"
        autoComplete="off"
        leadingAddon={CURRENCY_SYMBOL}
        placeholder="0.00"
        {...form.field('price')}
        onChange={onPrice}
      />
      <TextField
        label={PRODUCT_FORM_TEXTS.discount}
        inputMode="numeric"
        autoComplete="off"
        trailingAddon="%"
        placeholder="0"
        {...form.field('discount')}
        onChange={onDiscount}
      />
    </div>
  );
}
