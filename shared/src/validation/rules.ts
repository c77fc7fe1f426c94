// Field rules shared by every form schema. docs/product/rules.md, "Validation": rules run in the order required, min
// length, max length, email, pattern, number, range, enum; the first failing message is the one shown; an empty value
// fails only `required`. Each rule below is a valibot pipe in that order, and schemas are parsed with `abortPipeEarly`
// (see validate.ts) so a field carries exactly one message.
import * as v from 'valibot';

export const TEXT_NOT_ALLOWED = 'This field contains characters that are not allowed';

/**
 * What draws nothing at the ends of a value: spaces, invisible format characters (zero-width spaces and joiners,
 * byte order marks, direction marks), and letters and symbols that are drawn blank: the Hangul fillers (U+115F,
 * U+1160, U+3164, U+FFA0), the combining grapheme joiner, the Khmer inherent vowels, the Mongolian selectors, the
 * empty Braille pattern (U+2800) and the object replacement mark (U+FFFC). Variation selectors are not among them:
 * after an emoji they choose how it is drawn.
 */
const BLANK = String.raw`\s\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\ufffc\uffa0`;
const EDGES = new RegExp(`^[${BLANK}]+|[${BLANK}]+$`, 'gu');

export interface TrimmedAction extends v.BaseTransformation<string, string, never> {
  readonly type: 'trimmed';
  readonly reference: typeof trimmed;
}

/**
 * Trims what a person cannot see at either end, so a value of nothing but invisible characters is empty and says
 * "required" like an empty one. An action of its own (like valibot's `trim`) rather than a `transform`, so the
 * rules after it still show in the API's JSON Schema.
 */
export function trimmed(): TrimmedAction {
  return {
    kind: 'transformation',
    type: 'trimmed',
    reference: trimmed,
    async: false,
    '~run'(dataset) {
      dataset.value = dataset.value.replace(EDGES, '');
      return dataset;
    },
  };
}

/** Controls, lone surrogates (half a character) and direction overrides (text that displays as something else). */
const NOT_ONE_LINE = /[\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069]/u;
/** The same, but tabs and line breaks are part of a text of several lines (a description, a reason). */
const NOT_LINES = /(?![\t\n\r])\p{Cc}|[\p{Cs}\u202a-\u202e\u2066-\u2069]/u;

/**
 * Text a person types: no control characters (NUL, which the database refuses, escape codes, and line breaks in
 * one-line fields, so a name can never start a new line of a mail), no half characters, no direction overrides.
 */
export function plainText(kind: 'line' | 'lines' = 'line') {
  const refused = kind === 'lines' ? NOT_LINES : NOT_ONE_LINE;
  return v.check((value: string) => !refused.test(value), TEXT_NOT_ALLOWED);
}

/** Anything that is not a string (missing, null, a number in JSON) reads as "not given". */
function text(requiredMessage: string) {
  return v.pipe(v.nullish(v.string(requiredMessage), ''), trimmed(), v.nonEmpty(requiredMessage));
}

export interface Limit {
  length: number;
  message: string;
}

/**
 * A trimmed, required text. Every field has a maximum (a server must bound what it stores); the minimum is
 * only where the spec gives one, otherwise non-empty is the minimum. `kind` 'lines' allows line breaks.
 */
export function requiredText(
  requiredMessage: string,
  limits: { min?: Limit; max: Limit },
  kind: 'line' | 'lines' = 'line',
) {
  return v.pipe(
    text(requiredMessage),
    v.minLength(limits.min?.length ?? 1, limits.min?.message ?? requiredMessage),
    v.maxLength(limits.max.length, limits.max.message),
    plainText(kind),
  );
}

/** A trimmed, optional text: absent, null or blank becomes undefined. */
export function optionalText(max: Limit, kind: 'line' | 'lines' = 'line') {
  return v.pipe(
    v.nullish(v.string(), ''),
    trimmed(),
    v.maxLength(max.length, max.message),
    plainText(kind),
    v.transform((value): string | undefined => (value === '' ? undefined : value)),
  );
}

/** The largest id a record can have (the database's 32-bit integer). */
export const MAX_DATABASE_ID = 2_147_483_647;

/**
 * The id of a record, as a number or as text ("12"): a whole number from 1 that the database can hold. Anything
 * else cannot name a record and gets `message`.
 */
export function recordId(requiredMessage: string, message: string) {
  return v.pipe(
    v.nullish(v.union([v.string(), v.number()], requiredMessage), ''),
    v.transform((value) => String(value).trim()),
    v.nonEmpty(requiredMessage),
    v.regex(/^[1-9]\d{0,9}$/, message),
    v.transform(Number),
    v.maxValue(MAX_DATABASE_ID, message),
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
