// `/api/files/*`: stored images by their random key (public, cached for good since a key never changes) and
// merchant documents through signed, expiring links.
import { endpoints } from '@oja/shared/contract';
import type { ApiModule } from '../module';
import { filesService } from './service';

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const filesModule: ApiModule = {
  tag: 'Files',
  routes(route, ctx) {
    const files = filesService(ctx);

    route(endpoints.files.image, {
      access: 'public',
      summary: 'An uploaded image (logo, category or product image)',
      failures: { 404: 'No such image' },
      async handler({ params, reply }) {
        const file = await files.image(params.key);
        return reply
          .type(file.mimeType)
          .header('content-length', String(file.size))
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(file.stream);
      },
    });

    route(endpoints.files.document, {
      access: 'public',
      summary: 'A merchant document through a signed link (valid 10 minutes)',
      description: 'The API hands these links out; they open in a new tab without a bearer token.',
      failures: { 403: 'The link is invalid or has expired', 404: 'No such document' },
      async handler({ params, query, reply }) {
        const file = await files.document(params.id, query.expires, query.signature);
        return reply
          .type(file.mimeType)
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition(file.name))
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    });
  },
};
