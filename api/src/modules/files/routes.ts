// `/api/files/*`: stored images by their random key (public, cached for good since a key never changes) and
// merchant documents through signed, expiring links.
import type { Readable } from 'node:stream';
import { endpoints } from '@oja/shared/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { success } from '../../http/envelope';
import { errorHandler } from '../../http/errors';
import { linkResultPage, sendPage } from '../../http/page';
import { apiModule, type RouteGroup } from '../module';
import { DOCUMENT_LINK_EXPIRED, filesService } from './service';

/**
 * A document link is opened in a browser tab: a refused one (expired, altered) answers a short page saying what to
 * do, when the browser asks for a page; a script asking for JSON gets the usual envelope.
 */
function documentLinkRefused(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const wantsPage = (request.headers.accept ?? '').includes('text/html');
  if (!(error instanceof AppError) || error.kind !== 'forbidden' || !wantsPage) {
    return errorHandler(error, request, reply);
  }
  const expired = error.message === DOCUMENT_LINK_EXPIRED;
  return sendPage(
    reply,
    linkResultPage({
      ok: false,
      title: expired ? 'This link has expired' : 'This link is not valid',
      message: error.message,
      hint: 'Document links work for 10 minutes. In Oja, press Open Document again: each press gives a fresh link.',
    }),
    403,
  );
}

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A stored file as the answer: its type and length, and the headers its kind asks for. */
function sendFile(
  reply: FastifyReply,
  file: { mimeType: string; size: number; stream: Readable },
  headers: Record<string, string>,
): FastifyReply {
  return reply.type(file.mimeType).header('content-length', String(file.size)).headers(headers).send(file.stream);
}

const fileRoutes: RouteGroup<ReturnType<typeof filesService>> = (route, files) => {
  route(endpoints.files.image, {
    access: 'public',
    summary: 'An uploaded image (logo, category or product image)',
    failures: { 404: 'No such image' },
    // A key never changes: the image is cached for good, and other origins (the apps) may show it.
    handler: async ({ params, reply }) =>
      sendFile(reply, await files.image(params.key), {
        'cache-control': 'public, max-age=31536000, immutable',
        'cross-origin-resource-policy': 'cross-origin',
      }),
  });

  route(endpoints.files.document, {
    access: 'public',
    summary: 'A merchant document through a signed link (valid 10 minutes)',
    description: 'The API hands these links out; they open in a new tab without a bearer token.',
    failures: { 403: 'The link is invalid or has expired (a page saying so to a browser)', 404: 'No such document' },
    errorHandler: documentLinkRefused,
    async handler({ params, query, reply }) {
      const file = await files.document(params.id, query.expires, query.signature);
      return sendFile(reply, file, {
        'content-disposition': contentDisposition(file.name),
        'cache-control': 'private, no-store',
      });
    },
  });

  route(endpoints.files.documentLink, {
    access: 'authenticated',
    summary: 'A fresh signed link to a document (valid 10 minutes), for an admin or its merchant',
    description: 'Asked for as a document is opened, so a page left open longer than a link lives still opens it.',
    failures: { 404: 'No such document, or not yours' },
    handler: async ({ params, principal }) =>
      success('Document link created', await files.documentLink(principal, params.id)),
  });
};

export const filesModule = apiModule('Files', filesService, [fileRoutes]);
