// The registration form's fields, by step, and the step-1 check behind "Continue" (docs/product/rules.md,
// "Validation" and "States and transitions").
import { type MerchantRegistrationInput, merchantBusinessStepSchema, validate } from '@oja/shared/validation';

export type RegistrationValues = MerchantRegistrationInput;
export type RegistrationField = keyof RegistrationValues & string;

export const STEP_ONE_FIELDS = [
  'business_name',
  'business_type',
  'business_email',
  'country_code',
  'business_phone',
  'pickup_address',
  'latitude',
  'longitude',
  'password',
  'password_confirmation',
] as const satisfies readonly RegistrationField[];

export const STEP_TWO_FIELDS = [
  'bank_code',
  'bank_name',
  'account_number',
  'account_name',
] as const satisfies readonly RegistrationField[];

/** Checked on blur are the step-1 fields, bank_code and account_number (docs/product/rules.md, "Validation"). */
export const BLUR_FIELDS: readonly RegistrationField[] = [...STEP_ONE_FIELDS, 'bank_code', 'account_number'];

export const INITIAL_VALUES: RegistrationValues = {
  business_name: '',
  business_type: '',
  business_email: '',
  // The default prefix is +234 (docs/product/screens.md), also the field's placeholder when cleared.
  country_code: '+234',
  business_phone: '',
  pickup_address: '',
  latitude: '',
  longitude: '',
  password: '',
  password_confirmation: '',
  bank_code: '',
  bank_name: '',
  account_number: '',
  account_name: '',
};

/** Each step-1 field's first message (undefined when valid). */
export function stepOneErrors(
  values: RegistrationValues,
): Record<(typeof STEP_ONE_FIELDS)[number], string | undefined> {
  const result = validate(merchantBusinessStepSchema, values);
  const errors = {} as Record<(typeof STEP_ONE_FIELDS)[number], string | undefined>;
  for (const field of STEP_ONE_FIELDS) errors[field] = result.errors?.[field]?.[0];
  return errors;
}

export function isStepOneField(field: string): boolean {
  return (STEP_ONE_FIELDS as readonly string[]).includes(field);
}

/** Digits only, at most 11 (docs/product/rules.md, "Validation": 10-11 digits). */
export function accountDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 11);
}
