// `/upload/*` (spec section 7 "Upload"). The two uploads accept the 30-minute upload token of registration
// (DECISIONS.md) as well as a session: a merchant may upload only for its own business (the upload token only
// for the merchant it was issued for), an admin for any merchant. Reading and deleting need a session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { onboardingRepository } from '../../db/repositories/onboarding';
import { principalOf } from '../../http/access';
import { describeRoute, objectOf, str } from '../../http/docs';
import { HttpError, MESSAGES, success } from '../../http/envelope';
import { parseBody, parseId } from '../../http/parse';
import { NOT_YOUR_BUSINESS, positiveInt } from './guards';
import { discardFiles, type MultipartBody, readMultipart } from './multipart';
import { toDocument } from './present';
import { DOCUMENT_REQUIRED, documentFieldsSchema } from './profile';

const tags = ['Upload'];
export const MERCHANT_REQUIRED = 'Merchant is required';
export const LOGO_REQUIRED = 'Please choose an image to upload';

/**
 * The merchant a request may upload for: the one named in `merchant_id`, if the caller is its owner (session
 * or upload token) or an admin. Refused otherwise, before anything is written to the database.
 */
async function uploadTarget(ctx: AppContext, request: FastifyRequest, body: MultipartBody): Promise<number> {
  const merchantId = positiveInt(body.fields.merchant_id);
  if (merchantId === null) throw new HttpError(422, MERCHANT_REQUIRED, { merchant_id: [MERCHANT_REQUIRED] });
  const principal = principalOf(request);
  if (principal.user.userType === 'admin') {
    if ((await onboardingRepository(ctx.database.db).findMerchant(merchantId)) === null) {
      throw new HttpError(404, MESSAGES.notFound);
    }
    return merchantId;
  }
  const own = principal.scope === 'upload' ? principal.uploadMerchantId : (principal.merchant?.id ?? null);
  if (own !== merchantId) throw new HttpError(403, NOT_YOUR_BUSINESS);
  return merchantId;
}

/** Reads the multipart body, runs `use`, and removes the stored files if anything refuses the request. */
async function withUpload<T>(
  ctx: AppContext,
  request: FastifyRequest,
  files: Record<string, 'image' | 'document'>,
  use: (body: MultipartBody) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
  const body = await readMultipart(request, ctx.storage, files);
  try {
    return await use(body);
  } catch (error) {
    await discardFiles(ctx.storage, body);
    throw error;
  }
}

/** Documents of one merchant: its owner (session) or an admin; another merchant's id is not found. */
function canRead(request: FastifyRequest, merchantId: number): boolean {
  const { user, merchant } = principalOf(request);
  return user.userType === 'admin' || merchant?.id === merchantId;
}

export async function uploadRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const onboarding = onboardingRepository(ctx.database.db);

  app.post(
    '/upload/merchant-document',
    {
      config: { access: 'upload', multipart: true },
      schema: describeRoute({
        summary: "Upload a merchant's document (the ID after registration)",
        tags,
        description:
          'multipart/form-data: `document_type` (business_id), `document` (PDF or image, at most 10 MB), optional ' +
          '`description`, `merchant_id`. Accepts the upload token returned by registration.',
        data: objectOf({ id: { type: 'integer' }, file_path: str('Signed link, valid 10 minutes') }),
        failures: {
          403: 'Not the caller’s business',
          404: 'No such merchant (admin)',
          413: 'Larger than 10 MB',
          415: 'Not multipart',
          422: 'Invalid field or file',
        },
      }),
    },
    async (request) =>
      withUpload(ctx, request, { document: 'document' }, async (body) => {
        const merchantId = await uploadTarget(ctx, request, body);
        const fields = parseBody(documentFieldsSchema, body.fields);
        const file = body.files.document;
        if (file === undefined) throw new HttpError(422, DOCUMENT_REQUIRED, { document: [DOCUMENT_REQUIRED] });
        const row = await ctx.repos.documents.create({
          merchantId,
          documentType: fields.document_type,
          storageKey: file.key,
          originalName: file.originalName,
          mimeType: file.mimeType,
          size: file.size,
          description: fields.description,
        });
        return success('Document uploaded successfully!', toDocument(row, ctx.urls));
      }),
  );

  app.post(
    '/upload/business-logo',
    {
      config: { access: 'upload', multipart: true },
      schema: describeRoute({
        summary: "Upload or replace a merchant's logo",
        tags,
        description:
          'multipart/form-data: `logo` (PNG, JPEG, WebP or GIF, at most 5 MB), `merchant_id`. Accepts the upload token.',
        data: objectOf({ logo: str('Public URL of the logo') }),
        failures: { 403: 'Not the caller’s business', 413: 'Larger than 5 MB', 415: 'Not multipart', 422: 'Invalid' },
      }),
    },
    async (request) =>
      withUpload(ctx, request, { logo: 'image' }, async (body) => {
        const merchantId = await uploadTarget(ctx, request, body);
        const file = body.files.logo;
        if (file === undefined) throw new HttpError(422, LOGO_REQUIRED, { logo: [LOGO_REQUIRED] });
        const found = await onboarding.findMerchant(merchantId);
        if (found === null) throw new HttpError(404, MESSAGES.notFound);
        const updated = await onboarding.updateMerchant(merchantId, { logoKey: file.key }, new Date());
        // The old logo's URL is cached for good by browsers; the file itself is no longer referenced.
        if (found.merchant.logoKey !== null) await ctx.storage.remove(found.merchant.logoKey).catch(() => undefined);
        return success('Logo uploaded successfully!', { logo: ctx.urls.image(updated.logoKey) ?? '' });
      }),
  );

  app.get<{ Params: { id: string } }>(
    '/upload/merchant-documents/:id',
    {
      config: { access: 'authenticated' },
      schema: describeRoute({
        summary: "A merchant's documents (the merchant itself or an admin)",
        tags,
        params: objectOf({ id: { type: 'integer', description: 'Merchant id' } }),
        failures: { 404: 'No such merchant, or not the caller’s' },
      }),
    },
    async (request) => {
      const merchantId = parseId(request.params.id);
      if (!canRead(request, merchantId) || (await onboarding.findMerchant(merchantId)) === null) {
        throw new HttpError(404, MESSAGES.notFound);
      }
      const rows = await ctx.repos.documents.listForMerchant(merchantId);
      return success(
        'Documents retrieved successfully',
        rows.map((row) => toDocument(row, ctx.urls)),
      );
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/upload/document/:id',
    {
      config: { access: 'authenticated' },
      schema: describeRoute({
        summary: 'Delete a document (its merchant or an admin)',
        tags,
        params: objectOf({ id: { type: 'integer', description: 'Document id' } }),
        failures: { 404: 'No such document, or not the caller’s' },
      }),
    },
    async (request) => {
      const id = parseId(request.params.id);
      const document = await ctx.repos.documents.findById(id);
      if (document === null || !canRead(request, document.merchantId)) throw new HttpError(404, MESSAGES.notFound);
      await onboarding.deleteDocument(id);
      await ctx.storage.remove(document.storageKey).catch(() => undefined);
      return success('Document deleted successfully!', null);
    },
  );
}
