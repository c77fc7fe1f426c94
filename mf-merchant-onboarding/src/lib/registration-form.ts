// The registration form's fields, by step, and the step-1 check behind "Continue" (docs/product/rules.md,
// "Validation" and "States and transitions").
import { type MerchantRegistrationInput, merchantBusinessStepSchema, validate } from '@oja/shared/validation';

export type RegistrationValues = MerchantRegistrationInput;
export type RegistrationField = keyof RegistrationValues & string;

export const STEP_ONE_FIELDS = [
  'business_name',
  'contact_name',
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
  'terms_accepted',
] as const satisfies readonly RegistrationField[];

/** The files step 1 asks for: not schema values, but the server may refuse them by these names. */
export const STEP_ONE_FILES = ['logo'] as const;

/** Every field by step, for the one rule of multi-step forms: a refusal goes back to the step that shows it. */
export const REGISTRATION_STEPS = [
  [...STEP_ONE_FIELDS, ...STEP_ONE_FILES],
  STEP_TWO_FIELDS,
] as const satisfies ReadonlyArray<readonly string[]>;

/** Checked on blur are the step-1 fields, bank_code and account_number (docs/product/rules.md, "Validation"). */
export const BLUR_FIELDS: readonly RegistrationField[] = [...STEP_ONE_FIELDS, 'bank_code', 'account_number'];

export const INITIAL_VALUES: RegistrationValues = {
  business_name: '',
  contact_name: '',
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
  terms_accepted: false,
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

/** Digits only, at most 11 (docs/product/rules.md, "Validation": 10-11 digits). */
export function accountDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 11);
}
