// Where the browser tests run the product: the production server on its own port, with a throwaway data folder
// (fresh database with the demo data, its own mail outbox).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from '@oja/shared/demo';

export const E2E_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const ARTIFACTS_DIR = path.join(E2E_ROOT, 'artifacts');
/** The demo accounts' sessions, signed in once per run by the global setup. */
export const SESSIONS_FILE = path.join(E2E_ROOT, '.tmp', 'sessions.json');
export const FAULTY_REMOTE_DIST = path.join(E2E_ROOT, 'fixtures', 'faulty-remote', 'dist');
/** The skew fixture's two builds (see global-setup.ts). */
export const SKEW_BUILDS = {
  compatible: path.join(E2E_ROOT, '.tmp', 'skew', 'compatible'),
  incompatible: path.join(E2E_ROOT, '.tmp', 'skew', 'incompatible'),
} as const;

/** The browser every test runs in (Debian's Chromium and its flags). */
export { CHROMIUM } from './chromium.mjs';

/** The demo accounts the API seeds (the customer is one of the mobile apps, whom this web app refuses). */
export const ACCOUNTS = DEMO_ACCOUNTS;

/** The mail outbox of the server under test (one .eml per mail). */
export const OUTBOX_DIR = path.join(E2E_ROOT, '.tmp', 'data', 'mail');
