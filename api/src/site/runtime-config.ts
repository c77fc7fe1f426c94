// The runtime config names the origins the shell loads remotes (and calls the API) from; the Content Security
// Policy must allow exactly those. The file can change without a restart (a remote redeployed elsewhere), so it
// is re-read when its modification time changes.
import { watchedFile } from './watched-file';

function collectOrigins(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (!/^https?:\/\//i.test(value)) return;
    try {
      into.add(new URL(value).origin);
    } catch {
      // Not a URL after all: nothing to allow.
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collectOrigins(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) collectOrigins(item, into);
  }
}

/** Every absolute http(s) origin named anywhere in the config, whatever its shape. */
export function originsOf(config: unknown): string[] {
  const origins = new Set<string>();
  collectOrigins(config, origins);
  return [...origins].sort();
}

export function watchRuntimeOrigins(file: string): () => string[] {
  // Missing or unreadable config: only the site's own origin is allowed.
  const origins = watchedFile(
    () => file,
    (text) => originsOf(JSON.parse(text)),
  );
  return () => origins() ?? [];
}
