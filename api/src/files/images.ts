// Uploaded pictures (business logos, category and product images) are never stored as sent: the
// bytes are sniffed like every upload, then decoded and written again as WebP by sharp. Re-encoding drops the
// EXIF block (GPS position, camera serial), applies the camera's orientation so the picture stands the right way
// up without it, bounds the size a browser downloads, and leaves nothing of the original file (a polyglot or a
// payload hidden after the image data) on the disk.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { AppError } from '../errors';
import type { FileStorage } from './storage';
import { FILE_RULES } from './types';
import { type AcceptedFile, isFileTooLarge, sniffType } from './upload';

/** Longest side of a stored image: sharp on a 2x screen for the largest place the site shows one. */
export const DISPLAY_MAX_SIDE = 1200;
/** A decoded image bigger than this is refused before it is decoded (a small file can unpack to gigapixels). */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

export const IMAGE_UNREADABLE = 'The image could not be read. Please choose another file.';
export const IMAGE_TOO_MANY_PIXELS = `The image has too many pixels: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;

/** Reads the whole upload into memory (images are at most 5 MB), refusing it as soon as it passes the limit. */
async function readImageUpload(source: AsyncIterable<Uint8Array>, truncated?: () => boolean): Promise<Buffer> {
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
    if (isFileTooLarge(error)) throw new AppError('too-large', rules.tooLarge);
    throw error;
  }
  if (tooLarge || truncated?.() === true) throw new AppError('too-large', rules.tooLarge);
  if (total === 0) throw new AppError('invalid', 'The file is empty.');
  return Buffer.concat(chunks);
}

/** Decodes, orients, strips, resizes and encodes as WebP; a file that is not a readable image is a 422. */
export async function reencodeImage(
  bytes: Buffer,
  maxSide: number = DISPLAY_MAX_SIDE,
): Promise<{ data: Buffer; width: number; height: number }> {
  const mimeType = await sniffType(bytes.subarray(0, 4100));
  if (mimeType === null || FILE_RULES.image.types[mimeType] === undefined) {
    throw new AppError('invalid', FILE_RULES.image.wrongType);
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
  } catch (error) {
    // sharp reads the size from the header and refuses before decoding anything.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('invalid', IMAGE_TOO_MANY_PIXELS);
    }
    throw new AppError('invalid', IMAGE_UNREADABLE);
  }
}

/**
 * Accepts one uploaded image stream: size limit, type from the bytes, re-encoded to WebP, stored under a new
 * random key. Nothing is stored when any step refuses it.
 */
export async function storeUploadedImage(
  storage: FileStorage,
  source: AsyncIterable<Uint8Array>,
  options: { truncated?: () => boolean; maxSide?: number } = {},
): Promise<AcceptedFile & { width: number; height: number }> {
  const bytes = await readImageUpload(source, options.truncated);
  const image = await reencodeImage(bytes, options.maxSide);
  const key = `${FILE_RULES.image.prefix}/${randomBytes(16).toString('hex')}.webp`;
  const size = await storage.write(key, Readable.from([image.data]));
  return { key, mimeType: 'image/webp', size, width: image.width, height: image.height };
}
