// Field rules shared by every form schema. Spec section 5: rules run in the order required, min length,
// max length, email, pattern, number, range, enum; the first failing message is the one shown; an empty value
// fails only `required`. Each rule below is a valibot pipe in that order, and schemas are parsed with
// `abortPipeEarly` (see validate.ts) so a field carries exactly one message.
import * as v from 'valibot';

/** Anything that is not a string (missing, null, a number in JSON) reads as "not given". */
function text(requiredMessage: string) {
  return v.pipe(v.nullish(v.string(requiredMessage), ''), v.trim(), v.nonEmpty(requiredMessage));
}

export interface Limit {
  length: number;
  message: string;
}

/**
 * A trimmed, required text. Every field has a maximum (a server must bound what it stores); the minimum is
 * only where the spec gives one, otherwise non-empty is the minimum.
 */
export function requiredText(requiredMessage: string, limits: { min?: Limit; max: Limit }) {
  return v.pipe(
    text(requiredMessage),
    v.minLength(limits.min?.length ?? 1, limits.min?.message ?? requiredMessage),
    v.maxLength(limits.max.length, limits.max.message),
  );
}

/** A trimmed, optional text: absent, null or blank becomes undefined. */
export function optionalText(max: Limit) {
  return v.pipe(
    v.nullish(v.string(), ''),
    v.trim(),
    v.maxLength(max.length, max.message),
    v.transform((value): string | undefined => (value === '' ? undefined : value)),
  );
}

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
} as const;

/** An email address, trimmed and lower-cased so that uniqueness and sign-in ignore letter case. */
export function emailAddress(requiredMessage: string = EMAIL_MESSAGES.required) {
  return v.pipe(
    text(requiredMessage),
    v.maxLength(255, 'Email must not exceed 255 characters'),
    v.email(EMAIL_MESSAGES.invalid),
    v.toLowerCase(),
  );
}

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  min: 'Password must be at least 8 characters',
  strength:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  max: 'Password must not exceed 128 characters',
  confirmationRequired: 'Password confirmation is required',
  mismatch: 'Passwords must match',
} as const;

const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])/;

/**
 * A new password. Not trimmed: spaces are part of a password. The 128 cap is ours (not the spec's): it keeps
 * a megabyte "password" from tying up the key-derivation function.
 */
const newPassword = v.pipe(
  v.nullish(v.string(PASSWORD_MESSAGES.required), ''),
  v.nonEmpty(PASSWORD_MESSAGES.required),
  v.minLength(8, PASSWORD_MESSAGES.min),
  v.maxLength(128, PASSWORD_MESSAGES.max),
  v.regex(STRONG_PASSWORD, PASSWORD_MESSAGES.strength),
);

const passwordConfirmation = v.pipe(
  v.nullish(v.string(PASSWORD_MESSAGES.confirmationRequired), ''),
  v.nonEmpty(PASSWORD_MESSAGES.confirmationRequired),
);

/** The password of an existing account: only required (its rules were checked when it was set). */
export const currentPassword = v.pipe(
  v.nullish(v.string(PASSWORD_MESSAGES.required), ''),
  v.nonEmpty(PASSWORD_MESSAGES.required),
);

/**
 * A new password and its confirmation. The equality check runs only once both fields pass their own rules (so
 * an empty confirmation says "required", not "must match") and is reported on `password_confirmation`.
 * Forms combine it with their other fields through `v.intersect`.
 */
export const passwordPairSchema = v.pipe(
  v.object({
    password: newPassword,
    password_confirmation: passwordConfirmation,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      PASSWORD_MESSAGES.mismatch,
    ),
    ['password_confirmation'],
  ),
);

/**
 * A number given as a number or as text (forms and multipart bodies send text). Blank means absent.
 * Spec order: number, then range.
 */
export function optionalNumber(messages: { number: string; range: string }, range: { min: number; max: number }) {
  return v.pipe(
    v.nullish(v.union([v.string(), v.number()], messages.number), ''),
    v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
    v.check((value) => value === '' || (isNumeric(value) && Number.isFinite(Number(value))), messages.number),
    v.check((value) => value === '' || (Number(value) >= range.min && Number(value) <= range.max), messages.range),
    v.transform((value): number | undefined => (value === '' ? undefined : Number(value))),
  );
}

function isNumeric(value: string | number): boolean {
  return typeof value === 'number' || /^[-+]?(\d+\.?\d*|\.\d+)$/.test(value);
}
