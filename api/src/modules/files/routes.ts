// `/api/files/*`: stored images by their random key (public, cached for good since a key never changes) and
// merchant documents through signed, expiring links (DECISIONS.md).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { checkSignature } from '../../files/signing';
import { mimeTypeOfKey } from '../../files/types';
import { describeRoute, objectOf, str } from '../../http/docs';
import { HttpError, MESSAGES } from '../../http/envelope';
import { parseId } from '../../http/parse';

const tags = ['Files'];

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function filesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get<{ Params: { key: string } }>(
    '/public/:key',
    {
      config: { access: 'public' },
      schema: describeRoute({
        summary: 'An uploaded image (logo, category or product image)',
        tags,
        params: objectOf({ key: str('<32 hex>.<png|jpg|webp|gif>') }),
        failures: { 404: 'No such image' },
      }),
    },
    async (request, reply) => {
      const key = `images/${request.params.key}`;
      const file = await ctx.storage.open(key);
      if (file === null) throw new HttpError(404, MESSAGES.notFound);
      return reply
        .type(mimeTypeOfKey(key))
        .header('content-length', String(file.size))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.stream);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
    '/documents/:id',
    {
      config: { access: 'public' },
      schema: describeRoute({
        summary: 'A merchant document through a signed link (valid 10 minutes)',
        tags,
        description: 'The API hands these links out; they open in a new tab without a bearer token.',
        params: objectOf({ id: { type: 'integer' } }),
        querystring: objectOf({ expires: str('Unix seconds'), signature: str('HMAC-SHA256, base64url') }),
        failures: { 403: 'The link is invalid or has expired', 404: 'No such document' },
      }),
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const check = checkSignature(ctx.keys.signedUrls, id, request.query.expires, request.query.signature);
      if (check === 'invalid') throw new HttpError(403, 'This document link is not valid.');
      if (check === 'expired')
        throw new HttpError(403, 'This document link has expired. Open the document again from the dashboard.');
      const document = await ctx.repos.documents.findById(id);
      const file = document === null ? null : await ctx.storage.open(document.storageKey);
      if (document === null || file === null) throw new HttpError(404, MESSAGES.notFound);
      return reply
        .type(document.mimeType)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(path.basename(document.originalName)))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
}
