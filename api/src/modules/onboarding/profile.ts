// The signed-in merchant's own records (spec section 7 "Merchant"): profile, documents, pick-up points. Any
// review status may use them (a pending merchant may still correct its details); admins have their own routes.
import type { Merchant } from '@oja/shared/api';
import { DOCUMENT_TYPES, merchantBusinessFields, merchantProfileUpdateSchema } from '@oja/shared/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import type { MerchantChanges } from '../../db/repositories/onboarding';
import { onboardingRepository } from '../../db/repositories/onboarding';
import type { MerchantRow, UserRow } from '../../db/schema';
import { describeRoute, objectOf, str } from '../../http/docs';
import { HttpError, success } from '../../http/envelope';
import { parseBody } from '../../http/parse';
import { toMerchant } from '../merchants/present';
import { isUniqueViolation, merchantOf } from './guards';
import { discardFiles, readMultipart } from './multipart';
import { toBankAccount, toDocument, toPickupLocation } from './present';
import { EMAIL_TAKEN } from './registration';

const tags = ['Merchant'];
export const MAX_PICKUP_LOCATIONS = 20;

export const DOCUMENT_REQUIRED = 'Please choose a file to upload';
export const DOCUMENT_TYPE_INVALID = 'Please select a valid document type';

/** The text fields that come with a document, from the upload forms. */
export const documentFieldsSchema = v.object({
  document_type: v.pipe(
    v.nullish(v.string(DOCUMENT_TYPE_INVALID), ''),
    v.trim(),
    v.nonEmpty('Document type is required'),
    v.picklist(DOCUMENT_TYPES, DOCUMENT_TYPE_INVALID),
  ),
  description: v.pipe(
    v.nullish(v.string(), ''),
    v.trim(),
    v.maxLength(1000, 'Description must not exceed 1000 characters'),
    v.transform((value) => (value === '' ? null : value)),
  ),
});

/** `POST /merchant/pickup-locations`: the same address rules as registration. */
export const pickupLocationSchema = v.object({
  label: v.pipe(
    v.nullish(v.string(), ''),
    v.trim(),
    v.maxLength(255, 'Label must not exceed 255 characters'),
    v.transform((value) => (value === '' ? null : value)),
  ),
  address: merchantBusinessFields.pickup_address,
  latitude: merchantBusinessFields.latitude,
  longitude: merchantBusinessFields.longitude,
  is_default: v.optional(v.boolean('is_default must be true or false'), false),
});

export async function fullMerchant(ctx: AppContext, merchant: MerchantRow, user: UserRow): Promise<Merchant> {
  const onboarding = onboardingRepository(ctx.database.db);
  const [account, documents] = await Promise.all([
    onboarding.bankAccount(merchant.id),
    ctx.repos.documents.listForMerchant(merchant.id),
  ]);
  return {
    ...toMerchant(merchant, user, ctx.urls),
    bank_account: account === null ? null : toBankAccount(account),
    documents: documents.map((row) => toDocument(row, ctx.urls)),
  };
}

export async function profileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const onboarding = onboardingRepository(ctx.database.db);

  app.get(
    '/merchant/profile',
    {
      config: { access: 'authenticated' },
      schema: describeRoute({
        summary: "The signed-in merchant's business, with its bank account and documents",
        tags,
        failures: { 403: 'Not a merchant' },
      }),
    },
    async (request) => {
      const { user, merchant } = merchantOf(request);
      return success('Merchant profile retrieved successfully', await fullMerchant(ctx, merchant, user));
    },
  );

  app.put(
    '/merchant/profile',
    {
      config: { access: 'authenticated' },
      schema: describeRoute({
        summary: "Change the signed-in merchant's business details",
        tags,
        description: 'Any step-1 business field, each optional, with the registration rules and messages.',
        body: merchantProfileUpdateSchema,
        failures: { 403: 'Not a merchant', 422: 'Invalid field, or the business email is taken' },
      }),
    },
    async (request) => {
      const { user, merchant } = merchantOf(request);
      const input = parseBody(merchantProfileUpdateSchema, request.body);
      if (input.business_email !== undefined && (await onboarding.isEmailTaken(input.business_email, merchant.id))) {
        throw new HttpError(422, EMAIL_TAKEN, { business_email: [EMAIL_TAKEN] });
      }
      const changes: MerchantChanges = {
        businessName: input.business_name,
        businessType: input.business_type,
        businessEmail: input.business_email,
        countryCode: input.country_code,
        businessPhone: input.business_phone,
        pickupAddress: input.pickup_address,
        latitude: input.latitude,
        longitude: input.longitude,
      };
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      // A new address without coordinates must not keep the old address's coordinates.
      if (input.pickup_address !== undefined && input.latitude === undefined) defined.latitude = null;
      if (input.pickup_address !== undefined && input.longitude === undefined) defined.longitude = null;
      const updated = await onboarding.updateMerchant(merchant.id, defined, new Date()).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(422, EMAIL_TAKEN, { business_email: [EMAIL_TAKEN] });
        throw error;
      });
      return success('Profile updated successfully!', await fullMerchant(ctx, updated, user));
    },
  );

  app.post(
    '/merchant/documents',
    {
      config: { access: 'authenticated', multipart: true },
      schema: describeRoute({
        summary: 'Upload a document of the signed-in merchant',
        tags,
        description:
          'multipart/form-data: `document_type` (business_id), `document` (PDF or image, at most 10 MB, type read ' +
          'from its bytes), optional `description`.',
        data: objectOf({ id: { type: 'integer' }, file_path: str('Signed link, valid 10 minutes') }),
        failures: {
          403: 'Not a merchant',
          413: 'Larger than 10 MB',
          415: 'Not multipart',
          422: 'Invalid field or file',
        },
      }),
    },
    async (request) => {
      const { merchant } = merchantOf(request);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the document as multipart/form-data.');
      const upload = await readMultipart(request, ctx.storage, { document: 'document' });
      try {
        const fields = parseBody(documentFieldsSchema, upload.fields);
        const file = upload.files.document;
        if (file === undefined) throw new HttpError(422, DOCUMENT_REQUIRED, { document: [DOCUMENT_REQUIRED] });
        const row = await ctx.repos.documents.create({
          merchantId: merchant.id,
          documentType: fields.document_type,
          storageKey: file.key,
          originalName: file.originalName,
          mimeType: file.mimeType,
          size: file.size,
          description: fields.description,
        });
        return success('Document uploaded successfully!', toDocument(row, ctx.urls));
      } catch (error) {
        await discardFiles(ctx.storage, upload);
        throw error;
      }
    },
  );

  app.get(
    '/merchant/documents',
    {
      config: { access: 'authenticated' },
      schema: describeRoute({
        summary: "The signed-in merchant's documents",
        tags,
        failures: { 403: 'Not a merchant' },
      }),
    },
    async (request) => {
      const { merchant } = merchantOf(request);
      const rows = await ctx.repos.documents.listForMerchant(merchant.id);
      return success(
        'Documents retrieved successfully',
        rows.map((row) => toDocument(row, ctx.urls)),
      );
    },
  );

  app.post(
    '/merchant/pickup-locations',
    {
      config: { access: 'authenticated' },
      schema: describeRoute({
        summary: 'Add a pick-up point of the signed-in merchant',
        tags,
        description: `At most ${MAX_PICKUP_LOCATIONS} per merchant; a new default replaces the previous default.`,
        body: pickupLocationSchema,
        failures: { 403: 'Not a merchant', 422: 'Invalid field, or too many pick-up points' },
      }),
    },
    async (request) => {
      const { merchant } = merchantOf(request);
      const input = parseBody(pickupLocationSchema, request.body);
      if ((await onboarding.countPickupLocations(merchant.id)) >= MAX_PICKUP_LOCATIONS) {
        const message = `A business can have at most ${MAX_PICKUP_LOCATIONS} pick-up points.`;
        throw new HttpError(422, message, { address: [message] });
      }
      const row = await ctx.database.db.transaction((tx) =>
        onboardingRepository(tx).addPickupLocation(merchant.id, {
          label: input.label,
          address: input.address,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          isDefault: input.is_default,
        }),
      );
      return success('Pickup location added successfully!', toPickupLocation(row));
    },
  );

  app.get(
    '/merchant/pickup-locations',
    {
      config: { access: 'authenticated' },
      schema: describeRoute({
        summary: "The signed-in merchant's pick-up points, the default first",
        tags,
        failures: { 403: 'Not a merchant' },
      }),
    },
    async (request) => {
      const { merchant } = merchantOf(request);
      const rows = await onboarding.listPickupLocations(merchant.id);
      return success('Pickup locations retrieved successfully', rows.map(toPickupLocation));
    },
  );
}
