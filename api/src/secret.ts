// The server secret (signed URLs, keyed hashes): OJA_SECRET, or one generated on first start and kept in the
// data folder so links and codes stay valid across restarts. Each use gets its own derived key.
import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function loadSecret(options: { secret: string | undefined; dataDir: string }): Promise<string> {
  if (options.secret !== undefined) return options.secret;
  const file = path.join(options.dataDir, 'secret.key');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  await mkdir(options.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // `wx`: two processes starting at once must not overwrite each other's secret.
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error: unknown) => {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}

export type SecretPurpose = 'signed-urls' | 'reset-codes';

export function deriveKey(secret: string, purpose: SecretPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'oja', purpose, 32));
}
