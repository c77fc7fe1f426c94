// Public entry of @oja/shared/forms.

export {
  UNSAVED_CHANGES_TEXTS,
  type UnsavedChangesGuard,
  useUnsavedChangesGuard,
  valuesChanged,
} from './unsaved-changes';
export { type FormErrors, type FormSchema, type UseFormOptions, useForm } from './use-form';
