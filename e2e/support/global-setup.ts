// Runs once, after the web server is up: builds the faulty remote fixture (skipped when current) and signs the
// demo accounts in once for the whole run, so the tests never trip the API's sign-in rate limit.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request } from '@playwright/test';
import { ACCOUNTS, BASE_URL, E2E_ROOT, FAULTY_REMOTE_DIST, SESSIONS_FILE } from './environment';
import { loginThroughApi } from './sessions';

function buildFaultyRemote() {
  const fixture = path.join(E2E_ROOT, 'fixtures', 'faulty-remote');
  const manifest = path.join(FAULTY_REMOTE_DIST, 'mf-manifest.json');
  const source = path.join(fixture, 'src', 'throwing-page.tsx');
  if (existsSync(manifest) && statSync(manifest).mtimeMs > statSync(source).mtimeMs) return;
  execFileSync('pnpm', ['--filter', 'faulty-remote', 'run', 'build'], { cwd: E2E_ROOT, stdio: 'inherit' });
}

export default async function globalSetup() {
  buildFaultyRemote();
  const api = await request.newContext({ baseURL: BASE_URL });
  const sessions: Record<string, { token: string; user: string }> = {};
  for (const [kind, account] of [
    ['admin', ACCOUNTS.admin],
    ['merchant', ACCOUNTS.merchant],
    ['pending-merchant', ACCOUNTS.pendingMerchant],
  ] as const) {
    const { token, user } = await loginThroughApi(api, account);
    sessions[kind] = { token, user: JSON.stringify(user) };
  }
  await api.dispose();
  mkdirSync(path.dirname(SESSIONS_FILE), { recursive: true });
  writeFileSync(SESSIONS_FILE, JSON.stringify(sessions));
}
