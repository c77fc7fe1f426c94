// The body of a menu create or update: multipart (spec section 7: text fields plus an optional `image` file), or
// JSON for a client that sends no image. The image is re-encoded and stored while the form streams in; the
// caller owns it from then on and must discard it when the request fails afterwards.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { discardImage, type StoredImage, storeUploadedImage } from '../../files/images';
import { FILE_RULES } from '../../files/types';
import { HttpError } from '../../http/envelope';

export interface MenuForm {
  fields: Record<string, unknown>;
  image: StoredImage | null;
}

const IMAGE_FIELD = 'image';

export async function readMenuForm(request: FastifyRequest, ctx: AppContext): Promise<MenuForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      throw new HttpError(400, 'The request body must be a JSON object.');
    }
    // A JSON body cannot carry a file; an `image` key in it means nothing.
    const { [IMAGE_FIELD]: _ignored, ...fields } = (body ?? {}) as Record<string, unknown>;
    return { fields, image: null };
  }

  const fields: Record<string, unknown> = {};
  let image: StoredImage | null = null;
  const parts = request.parts({ limits: { fileSize: FILE_RULES.image.maxBytes } })[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await parts.next().catch((error: unknown) => {
        throw asClientError(error);
      });
      if (next.done) break;
      const part = next.value;
      if (part.type === 'file') {
        if (part.fieldname !== IMAGE_FIELD || image !== null) {
          // Only one `image`; any other file is read and dropped so the request completes.
          part.file.resume();
          continue;
        }
        image = await storeUploadedImage(ctx.storage, part.file, {
          truncated: () => part.file.truncated,
          onStreamError: asClientError,
        });
      } else if (!(part.fieldname in fields)) {
        // The first value of a field wins. `in` (not hasOwn) also skips `__proto__` and `constructor`, so a field
        // name can never reach the object's prototype. An empty file input arrives as a text part named `image`.
        if (part.fieldname === IMAGE_FIELD) continue;
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await discardImage(ctx.storage, image?.key, (cause) => request.log.warn({ err: cause }, 'menu: discard failed'));
    throw error;
  }
  return { fields, image };
}

const MALFORMED = 'The form could not be read: it is malformed or was cut off.';

/**
 * A failure of the multipart parser is the client's: a broken or truncated form is a 400, and the parser's own
 * refusals (too many parts, a forbidden field name) keep their 4xx. It never becomes a 500.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new HttpError(400, MALFORMED);
}

/** `update_image`: 1 replaces (or, with no file, removes) the image, 0 keeps it; absent means 1 when a file came. */
export function readUpdateImage(value: unknown, fileSent: boolean): boolean {
  if (value === undefined || value === null || value === '') return fileSent;
  if (value === '1' || value === 1 || value === true || value === 'true') return true;
  if (value === '0' || value === 0 || value === false || value === 'false') return false;
  throw new HttpError(422, 'update_image must be 1 or 0', { update_image: ['update_image must be 1 or 0'] });
}
