// "Add Category" and "Edit Category": name (required), description (optional), image (optional, the recommended
// size and weight as a hint). Editing sends update_image 1 only when the picture was changed or removed. Leaving
// with unsaved changes asks first.
import type { Category } from '@oja/shared/api';
import { TextArea, TextField } from '@oja/shared/ui';
import { categorySchema } from '@oja/shared/validation';
import { useParams } from 'react-router-dom';
import { useCategories, useDeleteCategoryMutation, useSaveCategoryMutation } from '../data/menu';
import { useLeaveForm } from '../hooks/use-leave-form';
import { useMenuForm } from '../hooks/use-menu-form';
import { FormFrame, FormState, MenuFormFrame } from './form-frame';
import { IMAGE_HINT, ImageField, useImageChoice } from './image-field';

export const CATEGORY_FORM_TEXTS = {
  addTitle: 'Add Category',
  editTitle: 'Edit Category',
  name: 'Category Name',
  description: 'Description',
  image: 'Category Image',
  create: 'Create Category',
  save: 'Save Changes',
  delete: 'Delete Category',
} as const;

export function AddCategoryPage() {
  const leave = useLeaveForm();
  return <CategoryForm category={null} onDone={leave} />;
}

export function EditCategoryPage() {
  const { uuid } = useParams();
  const leave = useLeaveForm();
  const categories = useCategories();
  const title = CATEGORY_FORM_TEXTS.editTitle;
  if (categories.data === undefined) {
    return (
      <FormFrame
        title={title}
        onBack={leave}
        state={
          categories.isError ? (
            <FormState>This category could not be loaded. Go back and try again.</FormState>
          ) : (
            <FormState>Loading...</FormState>
          )
        }
      />
    );
  }
  const category = categories.data.find((row) => row.uuid === uuid);
  if (category === undefined) {
    return (
      <FormFrame title={title} onBack={leave} state={<FormState>This category does not exist (any more).</FormState>} />
    );
  }
  return <CategoryForm key={category.uuid} category={category} onDone={leave} />;
}

function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const save = useSaveCategoryMutation(category);
  const remove = useDeleteCategoryMutation();
  const image = useImageChoice(category?.image ?? null);
  const form = useMenuForm({
    schema: categorySchema,
    initialValues: { name: category?.name ?? '', description: category?.description ?? '' },
    validateOnBlur: ['name'],
    onSubmit: (values) =>
      save.mutateAsync({
        name: values.name,
        description: values.description ?? '',
        image: image.file,
        update_image: image.updateImage,
      }),
    image,
    onDone,
  });

  return (
    <MenuFormFrame
      form={form}
      texts={CATEGORY_FORM_TEXTS}
      onDone={onDone}
      editing={
        category && {
          name: category.name,
          blockedReason:
            (category.products_count ?? 0) > 0
              ? `This category still has ${category.products_count === 1 ? '1 product' : `${category.products_count} products`}. Move or delete ${category.products_count === 1 ? 'it' : 'them'} first, then delete the category.`
              : null,
          remove: () => remove.mutateAsync(category.id),
        }
      }
    >
      <TextField label={CATEGORY_FORM_TEXTS.name} required autoComplete="off" maxLength={255} {...form.field('name')} />
      <TextArea label={CATEGORY_FORM_TEXTS.description} rows={3} maxLength={1000} {...form.field('description')} />
      <ImageField choice={image} label={CATEGORY_FORM_TEXTS.image} hint={IMAGE_HINT} />
    </MenuFormFrame>
  );
}
