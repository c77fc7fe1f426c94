// Public entry of @oja/shared/forms.
export { type FormErrors, type UseFormOptions, useForm } from './use-form';
