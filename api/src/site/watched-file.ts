// A file the running server re-reads when it changes (a remote redeployed, the runtime config edited), without a
// restart and without touching the disk on every request.
import { readFileSync, statSync } from 'node:fs';

const RECHECK_MS = 1_000;

/**
 * The parsed content of a file, read again only when its name or modification time changes (checked at most once a
 * second). A missing or unreadable file, or one `parse` rejects, gives null.
 */
export function watchedFile<T>(file: () => string | null, parse: (text: string) => T | null): () => T | null {
  let checkedAt = 0;
  let key = '';
  let value: T | null = null;
  return () => {
    const now = Date.now();
    if (now - checkedAt < RECHECK_MS) return value;
    checkedAt = now;
    const name = file();
    try {
      if (name === null) throw new Error('no file');
      const nextKey = `${name}:${statSync(name).mtimeMs}`;
      if (nextKey !== key) {
        key = nextKey;
        value = parse(readFileSync(name, 'utf8'));
      }
    } catch {
      key = '';
      value = null;
    }
    return value;
  };
}
