// What a merchant changes in Settings: the business's profile, the contact person, the bank account and the pick-up
// points, with the rules of registration (./merchant.ts).
import * as v from 'valibot';
import { contactNameSchema, merchantBankFields, merchantBusinessFields, verifyAccountSchema } from './merchant';
import { currentPassword, optionalText } from './rules';

/** Settings' "Business profile" form: the business's name, type and phone (each sent with `PUT /merchant/profile`). */
export const businessProfileSchema = v.object({
  business_name: merchantBusinessFields.business_name,
  business_type: merchantBusinessFields.business_type,
  country_code: merchantBusinessFields.country_code,
  business_phone: merchantBusinessFields.business_phone,
});

/**
 * `PUT /merchant/profile`: any business field, each optional, with the same rules. A new `business_email` is not
 * in force until its owner opens the link mailed to it.
 */
export const merchantProfileUpdateSchema = v.partial(
  v.object({ ...merchantBusinessFields, ...contactNameSchema.entries }),
);
export type MerchantProfileUpdatePayload = v.InferOutput<typeof merchantProfileUpdateSchema>;

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
