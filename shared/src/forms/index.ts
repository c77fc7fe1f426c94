// Public entry of @oja/shared/forms.

export { CHANGE_PASSWORD_INTRO, ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form';
export { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './confirm-delete-dialog';
export { FormActions } from './form-actions';
export { firstStepRefused, refusedFields, type StepFields } from './steps';
export {
  UNSAVED_CHANGES_TEXTS,
  type UnsavedChangesGuard,
  useUnsavedChangesGuard,
  valuesChanged,
} from './unsaved-changes';
export { type FormErrors, type FormSchema, type UseFormOptions, useForm } from './use-form';
