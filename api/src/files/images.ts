// Uploaded pictures (category and product images, and any later image upload) are never stored as sent: the
// bytes are sniffed like every upload, then decoded and written again as WebP by sharp. Re-encoding drops the
// EXIF block (GPS position, camera serial), applies the camera's orientation so the picture stands the right way
// up without it, bounds the size a browser downloads, and leaves nothing of the original file (a polyglot or a
// payload hidden after the image data) on the disk.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { HttpError } from '../http/envelope';
import type { FileStorage } from './storage';
import { FILE_RULES } from './types';
import { sniffType } from './upload';

/** Longest side of a stored image: sharp on a 2x screen for the largest place the site shows one. */
export const DISPLAY_MAX_SIDE = 1200;
/** A decoded image bigger than this is refused before it is decoded (a small file can unpack to gigapixels). */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

export const IMAGE_UNREADABLE = 'The image could not be read. Please choose another file.';

export interface StoredImage {
  key: string;
  width: number;
  height: number;
  size: number;
}

function isFileTooLarge(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Reads the whole upload into memory (images are at most 5 MB), refusing it as soon as it passes the limit. */
async function readImageUpload(
  source: AsyncIterable<Uint8Array>,
  truncated?: () => boolean,
  onStreamError?: (error: unknown) => unknown,
): Promise<Buffer> {
  const rules = FILE_RULES.image;
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooLarge = false;
  try {
    for await (const chunk of source) {
      total += chunk.length;
      // Keep reading (and dropping) the rest so the client receives the answer instead of a reset connection.
      if (total > rules.maxBytes) tooLarge = true;
      else chunks.push(chunk);
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new HttpError(413, rules.tooLarge);
    throw onStreamError ? onStreamError(error) : error;
  }
  if (tooLarge || truncated?.() === true) throw new HttpError(413, rules.tooLarge);
  if (total === 0) throw new HttpError(422, 'The file is empty.');
  return Buffer.concat(chunks);
}

/** Decodes, orients, strips, resizes and encodes as WebP; a file that is not a readable image is a 422. */
export async function reencodeImage(
  bytes: Buffer,
  maxSide: number = DISPLAY_MAX_SIDE,
): Promise<{ data: Buffer; width: number; height: number }> {
  const mimeType = await sniffType(bytes.subarray(0, 4100));
  if (mimeType === null || FILE_RULES.image.types[mimeType] === undefined) {
    throw new HttpError(422, FILE_RULES.image.wrongType);
  }
  try {
    // No withMetadata(): sharp writes no EXIF, XMP or ICC of the source. rotate() with no angle applies the EXIF
    // orientation first, since that tag is about to be dropped.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(422, IMAGE_UNREADABLE);
  }
}

/**
 * Accepts one uploaded image stream: size limit, type from the bytes, re-encoded to WebP, stored under a new
 * random key. Nothing is stored when any step refuses it.
 */
export async function storeUploadedImage(
  storage: FileStorage,
  source: AsyncIterable<Uint8Array>,
  options: {
    truncated?: () => boolean;
    maxSide?: number;
    /** What a failing source becomes (a broken multipart stream is the client's fault, not the server's). */
    onStreamError?: (error: unknown) => unknown;
  } = {},
): Promise<StoredImage> {
  const bytes = await readImageUpload(source, options.truncated, options.onStreamError);
  const image = await reencodeImage(bytes, options.maxSide);
  const key = `${FILE_RULES.image.prefix}/${randomBytes(16).toString('hex')}.webp`;
  const size = await storage.write(key, Readable.from([image.data]));
  return { key, width: image.width, height: image.height, size };
}

/**
 * Removes a stored image that no row points at any more. A failure here must not undo the change the caller
 * already committed, so it is reported to `onError` (the log) and otherwise ignored.
 */
export async function discardImage(
  storage: FileStorage,
  key: string | null | undefined,
  onError: (error: unknown) => void,
): Promise<void> {
  if (key === null || key === undefined) return;
  try {
    await storage.remove(key);
  } catch (error) {
    onError(error);
  }
}
