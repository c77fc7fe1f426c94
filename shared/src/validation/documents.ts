// A merchant's documents: the fields that come with one, and the uploads (registration's ID and logo among them).
import * as v from 'valibot';
import { DOCUMENT_TYPES } from './enums';
import { optionalText, recordId, trimmed } from './rules';

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
