// Merchant registration (docs/product/rules.md, "Merchant registration") and the admin's review of it.
import * as v from 'valibot';
import { BUSINESS_TYPES, DOCUMENT_TYPES } from './enums';
import {
  currentPassword,
  emailAddress,
  MAX_DATABASE_ID,
  optionalNumber,
  optionalText,
  passwordPairSchema,
  plainText,
  recordId,
  requiredText,
  trimmed,
} from './rules';

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

/** Settings' "Business profile" form: the business's name, type and phone (each sent with `PUT /merchant/profile`). */
export const businessProfileSchema = v.object({
  business_name: merchantBusinessFields.business_name,
  business_type: merchantBusinessFields.business_type,
  country_code: merchantBusinessFields.country_code,
  business_phone: merchantBusinessFields.business_phone,
});

/** Settings' "Contact person" form. */
export const contactNameSchema = v.object({ contact_name: contactName });

/**
 * `PUT /merchant/profile`: any business field, each optional, with the same rules. A new `business_email` is not
 * in force until its owner opens the link mailed to it.
 */
export const merchantProfileUpdateSchema = v.partial(
  v.object({ ...merchantBusinessFields, contact_name: contactName }),
);
export type MerchantProfileUpdatePayload = v.InferOutput<typeof merchantProfileUpdateSchema>;

/** `POST /paystack/verify-account`. */
export const verifyAccountSchema = v.object({
  bank_code: bankCode,
  account_number: accountNumber,
});
export type VerifyAccountPayload = v.InferOutput<typeof verifyAccountSchema>;

/**
 * `PUT /merchant/bank-account`: the bank and number (the server asks the bank for the account's name), and the
 * account's current password: a session alone (a phone left unlocked, a stolen token) cannot move the payouts.
 */
export const bankAccountChangeSchema = v.object({
  ...verifyAccountSchema.entries,
  current_password: currentPassword,
});
export type BankAccountChangeInput = v.InferInput<typeof bankAccountChangeSchema>;
export type BankAccountChangePayload = v.InferOutput<typeof bankAccountChangeSchema>;

/** Settings' "Change bank account" dialog: registration's bank fields and the current password. */
export const bankAccountChangeFormSchema = v.object({ ...merchantBankFields, current_password: currentPassword });
export type BankAccountChangeFormInput = v.InferInput<typeof bankAccountChangeFormSchema>;

/** An approved merchant's new bank account waits for an admin (the answer's message, and the toast). */
export const BANK_CHANGE_WAITS =
  "Your new bank account is waiting for Oja's review. Payouts keep going to the account in use until it is accepted.";

export const REVIEWED_VERSION_MESSAGE =
  'Open the request again before you decide: the version you reviewed is missing.';

/**
 * The merchant's `version` as the admin's screen showed it (every merchant answer carries it): a decision is made on
 * what the admin saw, and a merchant changed since answers 409.
 */
const reviewedVersion = v.pipe(
  v.number(REVIEWED_VERSION_MESSAGE),
  v.integer(REVIEWED_VERSION_MESSAGE),
  v.minValue(1, REVIEWED_VERSION_MESSAGE),
  v.maxValue(MAX_DATABASE_ID, REVIEWED_VERSION_MESSAGE),
);

/** The API's 409 when the merchant changed after the admin opened it: the screen shows it again. */
export const REVIEW_CHANGED =
  'This merchant changed its details after you opened them. Look at them again, then decide.';

export const REJECTION_REASON_REQUIRED = 'Please provide a rejection reason';

/** `POST /admin/merchants/{id}/reject`: a reason that is not blank or whitespace only. */
export const rejectMerchantSchema = v.object({
  rejection_reason: requiredText(
    REJECTION_REASON_REQUIRED,
    {
      max: {
        length: 1000,
        message: 'Rejection reason must not exceed 1000 characters',
      },
    },
    'lines',
  ),
});
export type RejectMerchantPayload = v.InferOutput<typeof rejectMerchantSchema>;

/** `POST /admin/merchants/{id}/approve`: the version the admin reviewed. */
export const approveMerchantSchema = v.object({ version: reviewedVersion });
export type ApproveMerchantPayload = v.InferOutput<typeof approveMerchantSchema>;

/** `POST /admin/merchants/{id}/reject`: the reason (the dialog's form) and the version the admin reviewed. */
export const rejectDecisionSchema = v.object({ ...rejectMerchantSchema.entries, version: reviewedVersion });
export type RejectDecisionPayload = v.InferOutput<typeof rejectDecisionSchema>;

export const BANK_CHANGE_DECLINE_REASON_REQUIRED = 'Please say why the new bank account is not accepted';

/** The decline dialog of a bank account change: why, in words the merchant reads in the mail. */
export const declineBankChangeSchema = v.object({
  reason: requiredText(
    BANK_CHANGE_DECLINE_REASON_REQUIRED,
    { max: { length: 1000, message: 'Reason must not exceed 1000 characters' } },
    'lines',
  ),
});

/** `POST /admin/merchants/{id}/bank-account/accept`: the version the admin reviewed. */
export const acceptBankChangeDecisionSchema = approveMerchantSchema;
/** `POST /admin/merchants/{id}/bank-account/decline`: the reason and the version the admin reviewed. */
export const declineBankChangeDecisionSchema = v.object({
  ...declineBankChangeSchema.entries,
  version: reviewedVersion,
});
export type DeclineBankChangeDecisionPayload = v.InferOutput<typeof declineBankChangeDecisionSchema>;

/** The API's 409 when an admin answers a bank account change that is no longer waiting. */
export const NO_BANK_CHANGE_WAITING = 'This merchant has no bank account change waiting for review.';

export const SUSPENSION_REASON_REQUIRED = 'Please provide a suspension reason';

/** `POST /admin/merchants/{id}/suspend`: why, in words the merchant reads at sign-in and in the mail. */
export const suspendMerchantSchema = v.object({
  suspension_reason: requiredText(
    SUSPENSION_REASON_REQUIRED,
    { max: { length: 1000, message: 'Suspension reason must not exceed 1000 characters' } },
    'lines',
  ),
});
export type SuspendMerchantPayload = v.InferOutput<typeof suspendMerchantSchema>;

/** The API's 409 when a suspension does not fit the merchant's status, and when a reinstatement does not. */
export const SUSPENSION_CONFLICTS: Readonly<Record<'pending' | 'rejected' | 'suspended' | 'notSuspended', string>> = {
  pending: 'Only an approved merchant can be suspended; this application is still waiting for review.',
  rejected: 'Only an approved merchant can be suspended; this application was rejected.',
  suspended: 'This merchant is already suspended.',
  notSuspended: 'This merchant is not suspended, so there is nothing to reinstate.',
};

/** Why `POST /merchant/resubmit` changed nothing (409): only a rejected application goes back to the review. */
export const RESUBMISSION_CONFLICTS: Readonly<Record<'pending' | 'approved', string>> = {
  pending: 'Your application is already waiting for review, so there is nothing to resubmit.',
  approved: 'Your application is already approved, so there is nothing to resubmit.',
};

/** `POST /admin/merchants/bulk-approve`. */
export const bulkApproveSchema = v.object({
  // A missing or null list reads as an empty one, so it says "Select at least one merchant" like an empty one.
  merchant_ids: v.pipe(
    v.nullish(
      v.array(
        v.pipe(
          v.number('Merchant ids must be numbers'),
          v.integer('Merchant ids must be numbers'),
          v.minValue(1, 'Merchant ids must be numbers'),
          v.maxValue(MAX_DATABASE_ID, 'Merchant ids must be numbers'),
        ),
        'Select at least one merchant',
      ),
      [],
    ),
    v.minLength(1, 'Select at least one merchant'),
    v.maxLength(100, 'Approve at most 100 merchants at once'),
  ),
});
export type BulkApprovePayload = v.InferOutput<typeof bulkApproveSchema>;

export const DOCUMENT_MESSAGES = {
  required: 'Please choose a file to upload',
  /**
   * What a page that asks for the business ID says when none is chosen (registration's step 1, the review screen of
   * a merchant whose ID is missing): without it the application cannot be decided.
   */
  idRequired: 'Please upload an ID document',
  typeRequired: 'Document type is required',
  typeInvalid: 'Please select a valid document type',
} as const;

/** The text fields that come with a document (`POST /merchant/documents`). */
export const documentFieldsSchema = v.object({
  document_type: v.pipe(
    v.nullish(v.string(DOCUMENT_MESSAGES.typeInvalid), ''),
    trimmed(),
    v.nonEmpty(DOCUMENT_MESSAGES.typeRequired),
    v.picklist(DOCUMENT_TYPES, DOCUMENT_MESSAGES.typeInvalid),
  ),
  description: v.pipe(
    optionalText({ length: 1000, message: 'Description must not exceed 1000 characters' }, 'lines'),
    v.transform((value) => value ?? null),
  ),
});
export type DocumentFieldsPayload = v.InferOutput<typeof documentFieldsSchema>;

export const MERCHANT_REQUIRED = 'Merchant is required';

/** The merchant an upload is for (`merchant_id` of the upload routes): the caller's own, or any for an admin. */
const uploadMerchant = { merchant_id: recordId(MERCHANT_REQUIRED, MERCHANT_REQUIRED) };

/** `POST /upload/merchant-document`: the document's fields and its merchant. */
export const merchantDocumentUploadSchema = v.object({ ...documentFieldsSchema.entries, ...uploadMerchant });

/** `POST /upload/business-logo`. */
export const businessLogoUploadSchema = v.object(uploadMerchant);

/** `POST /merchant/pickup-locations`: the address rules of registration. */
export const pickupLocationSchema = v.object({
  label: v.pipe(
    optionalText({ length: 255, message: 'Label must not exceed 255 characters' }),
    v.transform((value) => value ?? null),
  ),
  address: merchantBusinessFields.pickup_address,
  latitude: merchantBusinessFields.latitude,
  longitude: merchantBusinessFields.longitude,
  is_default: v.optional(v.boolean('is_default must be true or false'), false),
});
export type PickupLocationPayload = v.InferOutput<typeof pickupLocationSchema>;

/** A business keeps at least one pick-up point (riders collect its orders there): deleting the last is refused. */
export const PICKUP_LAST_DELETE_REFUSED =
  'Your business needs at least one pick-up point. Add another one before deleting this one.';
