// The one lifecycle of an uploaded file, for every route that takes one (logos, documents, menu images):
// 1. stored while the form streams in (`storeUpload`: type from the bytes; images re-encoded, documents as sent);
// 2. kept once the row that points at it is written (`replace`), which then removes the file the row pointed at
//    before;
// 3. removed when the request ends without a row pointing at it (refused, failed, or sent and not wanted) - the
//    route helper does that for every upload that was not kept.
// A file that cannot be removed is logged and left: a failed clean-up never undoes a change already committed.
import type { UploadKind } from '@oja/shared/validation';
import type { FastifyBaseLogger } from 'fastify';
import { storeUploadedImage } from './images';
import type { FileStorage } from './storage';
import { type AcceptedFile, acceptUpload } from './upload';

export interface StoredUpload extends AcceptedFile {
  /** The file name the client gave, cleaned of anything that is not text. */
  originalName: string;
  /** Set once a row points at the file; an upload that is not kept is removed when its request ends. */
  kept: boolean;
}

/** Stores one uploaded stream of `kind`; nothing is stored when it is refused. */
export function storeUpload(
  storage: FileStorage,
  source: AsyncIterable<Uint8Array>,
  kind: UploadKind,
  options: { truncated?: () => boolean } = {},
): Promise<AcceptedFile> {
  return kind === 'image' ? storeUploadedImage(storage, source, options) : acceptUpload(storage, source, kind, options);
}

export interface FileLifecycle {
  /**
   * Writes the row with the file it should point at (`next`, or none), then keeps `next` and removes `current`,
   * the file the row pointed at before. When `write` fails nothing is removed but the new upload.
   */
  replace<T>(current: string | null, next: StoredUpload | null, write: (key: string | null) => Promise<T>): Promise<T>;
  /**
   * An edit form's image: `replace` true puts `next` (or nothing) in place of `current`, false keeps `current` (and
   * leaves the unused upload to be removed); undefined means "replace" when a file was sent.
   */
  update<T>(
    current: string | null,
    next: StoredUpload | undefined,
    replace: boolean | undefined,
    write: (key: string | null) => Promise<T>,
  ): Promise<T>;
  /** Removes a file no row points at any more. */
  discard(key: string | null | undefined): Promise<void>;
  /** Removes the uploads of a request that no row points at. */
  release(uploads: Iterable<StoredUpload>): Promise<void>;
}

export function fileLifecycle(storage: FileStorage, log: Pick<FastifyBaseLogger, 'warn'>): FileLifecycle {
  async function discard(key: string | null | undefined): Promise<void> {
    if (key === null || key === undefined) return;
    try {
      await storage.remove(key);
    } catch (error) {
      log.warn({ err: error, key }, 'files: could not remove a file nothing points at');
    }
  }
  async function replace<T>(
    current: string | null,
    next: StoredUpload | null,
    write: (key: string | null) => Promise<T>,
  ): Promise<T> {
    const result = await write(next?.key ?? null);
    if (next !== null) next.kept = true;
    if (current !== (next?.key ?? null)) await discard(current);
    return result;
  }
  return {
    replace,
    update: (current, next, replaceIt, write) =>
      (replaceIt ?? next !== undefined) ? replace(current, next ?? null, write) : write(current),
    discard,
    async release(uploads) {
      await Promise.all([...uploads].filter((upload) => !upload.kept).map((upload) => discard(upload.key)));
    },
  };
}
