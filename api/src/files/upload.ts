// Accepting one uploaded file: the type is read from its first bytes, the size is counted as it streams, and a
// file that is refused, too large or cut off is never left in storage.
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors';
import type { FileStorage } from './storage';
import { FILE_RULES, type FileKind } from './types';

/** file-type reads at most this many bytes to recognise a format. */
const SNIFF_BYTES = 4100;

export interface AcceptedFile {
  key: string;
  mimeType: string;
  size: number;
}

export async function sniffType(head: Uint8Array): Promise<string | null> {
  return (await fileTypeFromBuffer(head))?.mime ?? null;
}

export function isFileTooLarge(error: unknown): boolean {
  // @fastify/multipart's own limit (its `fileSize`), surfacing as an error on the file stream.
  return error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

export async function acceptUpload(
  storage: FileStorage,
  source: AsyncIterable<Uint8Array>,
  kind: FileKind,
  options: { truncated?: () => boolean } = {},
): Promise<AcceptedFile> {
  const rules = FILE_RULES[kind];
  const iterator = source[Symbol.asyncIterator]();
  const headChunks: Uint8Array[] = [];
  let headLength = 0;
  let ended = false;
  try {
    while (headLength < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      headChunks.push(next.value);
      headLength += next.value.length;
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new AppError('too-large', rules.tooLarge);
    throw error;
  }
  const head = Buffer.concat(headChunks);
  if (head.length === 0) throw new AppError('invalid', 'The file is empty.');
  if (head.length > rules.maxBytes) throw new AppError('too-large', rules.tooLarge);

  const mimeType = await sniffType(head);
  const extension = mimeType === null ? undefined : rules.types[mimeType];
  if (mimeType === null || extension === undefined) {
    // Read the rest so the request completes and the client gets the 422 (the bytes go nowhere).
    if (!ended) for (let next = await iterator.next(); !next.done; next = await iterator.next());
    throw new AppError('invalid', rules.wrongType);
  }

  const key = `${rules.prefix}/${randomBytes(16).toString('hex')}.${extension}`;
  let total = 0;
  async function* body(): AsyncGenerator<Uint8Array> {
    total += head.length;
    yield head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      total += next.value.length;
      if (total > rules.maxBytes) throw new AppError('too-large', rules.tooLarge);
      yield next.value;
    }
  }

  let size: number;
  try {
    size = await storage.write(key, body());
  } catch (error) {
    if (isFileTooLarge(error)) throw new AppError('too-large', rules.tooLarge);
    throw error;
  }
  if (options.truncated?.() === true) {
    await storage.remove(key);
    throw new AppError('too-large', rules.tooLarge);
  }
  return { key, mimeType, size };
}
