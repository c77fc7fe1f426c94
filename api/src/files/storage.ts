// Where uploaded files live. The service talks to `FileStorage` only; the default keeps files on the local disk
// under <data dir>/uploads, outside any folder the site serves.

import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { STORAGE_KEY } from './types';

export interface FileStorage {
  /** Writes the whole source under `key` and returns its size; on any failure nothing is left behind. */
  write(key: string, source: AsyncIterable<Uint8Array>): Promise<number>;
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async write(key: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed at the end, so a reader never sees half a file.
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    let size = 0;
    try {
      await pipeline(
        source,
        async function* count(chunks: AsyncIterable<Uint8Array>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(partial, { flags: 'wx', mode: 0o640 }),
      );
      await rename(partial, target);
      return size;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    if (!STORAGE_KEY.test(key)) return null;
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { stream: createReadStream(file), size: info.size };
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
