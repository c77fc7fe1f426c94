// A menu form (category or item): the shared form hook, plus the question before leaving it with unsaved changes
// (a field changed, or a picture chosen or removed). A save releases the question, then leaves. What was typed is
// kept when the server ends the session meanwhile, and the form at the same address opens with it once its owner has
// signed in again (a chosen picture cannot be kept: files do not survive the page).
import {
  type FormSchema,
  type UseFormOptions,
  useForm,
  useUnsavedChangesGuard,
  valuesChanged,
} from '@oja/shared/forms';
import { useLocation } from 'react-router-dom';
import type { ImageChoice } from '../components/image-field';

export interface MenuFormOptions<TSchema extends FormSchema, TResult>
  extends Omit<UseFormOptions<TSchema, TResult>, 'onSuccess'> {
  image: ImageChoice;
  /** Leaves the form (back to the list). */
  onDone: () => void;
}

export function useMenuForm<TSchema extends FormSchema, TResult>({
  image,
  onDone,
  ...options
}: MenuFormOptions<TSchema, TResult>) {
  const { pathname } = useLocation();
  const form = useForm<TSchema, TResult>({
    ...options,
    keepDraft: `menu:${pathname}`,
    onSuccess: () => {
      guard.release();
      onDone();
    },
  });
  const guard = useUnsavedChangesGuard(valuesChanged(form.values, options.initialValues) || image.updateImage === 1);
  return { ...form, guard };
}
