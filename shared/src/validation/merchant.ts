// Merchant registration (docs/product/rules.md, "Merchant registration"): its fields, by step, and the whole form.
// What Settings changes afterwards is in ./merchant-profile.ts, the admin's review in ./merchant-review.ts, the
// documents in ./documents.ts: modules apart, so that a page takes the rules of its own forms alone.
import * as v from 'valibot';
import { BUSINESS_TYPES } from './enums';
import { emailAddress, optionalNumber, passwordPairSchema, plainText, requiredText, trimmed } from './rules';

/**
 * The product's rule as written: an optional plus, then 2 to 15 digits, the first 1-9. Nothing is rewritten before it
 * runs (a leading trunk 0 is refused, not dropped): the form's field keeps only digits and a leading plus as they are
 * typed, and its hint says to leave the 0 out, since the country code is the field beside it.
 */
const businessPhone = v.pipe(
  v.nullish(v.string('Business phone is required'), ''),
  trimmed(),
  v.nonEmpty('Business phone is required'),
  v.regex(/^\+?[1-9]\d{1,14}$/, 'Please enter a valid phone number'),
);

const countryCode = v.pipe(
  v.nullish(v.string('Country code is required'), ''),
  trimmed(),
  v.nonEmpty('Country code is required'),
  v.regex(/^\+[1-9]\d{0,3}$/, 'Please enter a valid country code (e.g., +234)'),
);

const businessType = v.pipe(
  v.nullish(v.string('Business type is required'), ''),
  trimmed(),
  v.nonEmpty('Business type is required'),
  v.picklist(BUSINESS_TYPES, 'Please select a valid business type'),
);

/** Step 1 fields without the password pair (also what a merchant may change in its profile). */
export const merchantBusinessFields = {
  business_name: requiredText('Business name is required', {
    min: { length: 2, message: 'Business name must be at least 2 characters' },
    max: {
      length: 255,
      message: 'Business name must not exceed 255 characters',
    },
  }),
  business_type: businessType,
  business_email: emailAddress('Business email is required'),
  country_code: countryCode,
  business_phone: businessPhone,
  pickup_address: requiredText('Pickup address is required', {
    min: { length: 10, message: 'Address must be at least 10 characters' },
    max: { length: 500, message: 'Address must not exceed 500 characters' },
  }),
  latitude: optionalNumber(
    {
      number: 'Latitude must be a number',
      range: 'Latitude must be between -90 and 90',
    },
    { min: -90, max: 90 },
  ),
  longitude: optionalNumber(
    {
      number: 'Longitude must be a number',
      range: 'Longitude must be between -180 and 180',
    },
    { min: -180, max: 180 },
  ),
};

/** The contact person's name: the account's name, which greetings, mails and the admin's review use. */
const contactName = requiredText('Contact name is required', {
  min: { length: 2, message: 'Contact name must be at least 2 characters' },
  max: { length: 255, message: 'Contact name must not exceed 255 characters' },
});

/** Registration step 1, "Sign Up as a Merchant" (the logo and ID files are checked by the file pickers). */
export const merchantBusinessStepSchema = v.intersect([
  v.object({ ...merchantBusinessFields, contact_name: contactName }),
  passwordPairSchema,
]);
export type MerchantBusinessStepInput = v.InferInput<typeof merchantBusinessStepSchema>;

export const accountNumber = v.pipe(
  v.nullish(v.string('Account number is required'), ''),
  trimmed(),
  v.nonEmpty('Account number is required'),
  v.regex(/^\d{10,11}$/, 'Account number must be 10-11 digits'),
);

export const bankCode = v.pipe(
  v.nullish(v.string('Bank is required'), ''),
  trimmed(),
  v.nonEmpty('Bank is required'),
  v.maxLength(20, 'Bank is required'),
  plainText(),
);

export const merchantBankFields = {
  bank_code: bankCode,
  bank_name: requiredText('Bank name is required', {
    max: { length: 255, message: 'Bank name must not exceed 255 characters' },
  }),
  account_number: accountNumber,
  account_name: requiredText('Account name is required', {
    max: {
      length: 255,
      message: 'Account name must not exceed 255 characters',
    },
  }),
};

/** Registration step 2, "Bank Details". */
export const merchantBankStepSchema = v.object(merchantBankFields);
export type MerchantBankStepInput = v.InferInput<typeof merchantBankStepSchema>;

export const TERMS_REQUIRED = 'Please accept the Terms of Service and the Privacy Policy to sign up';

/** The acceptance box: true from the form, "true"/"on" from a multipart form; anything else is no acceptance. */
const termsAccepted = v.pipe(
  v.nullish(v.union([v.boolean(), v.string()]), false),
  v.transform((value) => value === true || value === 'true' || value === 'on' || value === '1'),
  v.check((accepted) => accepted, TERMS_REQUIRED),
);

/** The whole registration payload, as `POST /merchant/register` and `POST /auth/register` receive it. */
export const merchantRegistrationSchema = v.intersect([
  v.object({
    ...merchantBusinessFields,
    contact_name: contactName,
    ...merchantBankFields,
    terms_accepted: termsAccepted,
  }),
  passwordPairSchema,
]);
export type MerchantRegistrationInput = v.InferInput<typeof merchantRegistrationSchema>;
export type MerchantRegistrationPayload = v.InferOutput<typeof merchantRegistrationSchema>;

/** A business email link that is wrong, used, replaced by a newer one, or out of date. */
export const BUSINESS_EMAIL_LINK_INVALID = 'This confirmation link is invalid or has expired.';

/** `POST /paystack/verify-account`. */
export const verifyAccountSchema = v.object({
  bank_code: bankCode,
  account_number: accountNumber,
});
export type VerifyAccountPayload = v.InferOutput<typeof verifyAccountSchema>;

/** Settings' "Contact person" form. */
export const contactNameSchema = v.object({ contact_name: contactName });
