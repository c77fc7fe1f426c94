// Where the service's own files are, found from this module's location (the source file under tsx, the bundle
// in dist/ under plain node), never from the working directory, so `node api/dist/main.js` works from anywhere.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findApiRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null && 'name' in parsed && parsed.name === 'api') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the api package above ${start}`);
    dir = parent;
  }
}

export const API_ROOT = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = path.dirname(API_ROOT);
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
export const ARTWORK_DIR = path.join(API_ROOT, 'src', 'seed', 'artwork');
