// The registration form's helpers: address suggestions and places, phone numbers.
import * as v from 'valibot';
import { plainText, trimmed } from './rules';

export const PHONE_MESSAGES = {
  required: 'Phone number is required',
  invalid: 'Please enter a valid phone number',
  countryInvalid: 'Please enter a valid country code (e.g., +234)',
} as const;

/** `POST /address/place-details`. */
export const placeDetailsRequestSchema = v.object({
  place_id: v.pipe(
    v.nullish(v.string('Place is required'), ''),
    trimmed(),
    v.nonEmpty('Place is required'),
    v.maxLength(512, 'Place is not valid'),
    plainText(),
  ),
});

/** `POST /address/geocode`. */
export const geocodeSchema = v.object({
  address: v.pipe(
    v.nullish(v.string('Address is required'), ''),
    trimmed(),
    v.nonEmpty('Address is required'),
    v.maxLength(500, 'Address must not exceed 500 characters'),
    plainText(),
  ),
});

/** `GET /address/autocomplete`: shorter input than the minimum answers an empty list, not an error. */
export const MIN_AUTOCOMPLETE_LENGTH = 3;
export const autocompleteQuerySchema = v.object({
  input: v.pipe(
    v.optional(v.string('Address is required'), ''),
    trimmed(),
    plainText(),
    v.transform((value) => value.slice(0, 200)),
  ),
});

const phone = v.pipe(
  v.nullish(v.string(PHONE_MESSAGES.required), ''),
  trimmed(),
  v.nonEmpty(PHONE_MESSAGES.required),
  v.maxLength(40, PHONE_MESSAGES.invalid),
  plainText(),
);

/** `POST /phone/validate` and `/phone/info`: a number, and a country code (+234 or NG; Nigeria when absent). */
export const phoneSchema = v.object({
  phone,
  country_code: v.pipe(
    v.nullish(v.string(PHONE_MESSAGES.countryInvalid), ''),
    trimmed(),
    plainText(),
    v.transform((value) => (value === '' ? undefined : value)),
  ),
});
export type PhonePayload = v.InferOutput<typeof phoneSchema>;

/** `POST /phone/validate-auto`: the country comes from the number itself. */
export const phoneAutoSchema = v.object({ phone });
