// Runs once, after the web server is up: builds the fixture remotes (each skipped when current) and signs the
// demo accounts in once for the whole run, so the tests never trip the API's sign-in rate limit.
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { request } from '@playwright/test';
import { ACCOUNTS, BASE_URL, E2E_ROOT, FAULTY_REMOTE_DIST, SESSIONS_FILE, SKEW_BUILDS } from './environment';
import { loginThroughApi } from './sessions';

function buildFaultyRemote() {
  const fixture = path.join(E2E_ROOT, 'fixtures', 'faulty-remote');
  const manifest = path.join(FAULTY_REMOTE_DIST, 'mf-manifest.json');
  const source = path.join(fixture, 'src', 'throwing-page.tsx');
  if (existsSync(manifest) && statSync(manifest).mtimeMs > statSync(source).mtimeMs) return;
  execFileSync('pnpm', ['--filter', 'faulty-remote', 'run', 'build'], { cwd: E2E_ROOT, stdio: 'inherit' });
}

/** When a file under the folder last changed. */
const newestIn = (dir: string): number =>
  Math.max(...readdirSync(dir, { recursive: true }).map((file) => statSync(path.join(dir, String(file))).mtimeMs));

/** What the skew fixture's copies of @oja/shared add to the contract's endpoints.ts (with its own imports). */
const NEXT_CONTRACT_ADDITION = `
import { endpoint as nextEndpoint } from './declare';
import { countryModel as nextCountryModel } from './records';
import * as nextValibot from 'valibot';

/** Added by the e2e global setup to this copy only: an endpoint of the next version's contract. */
export const nextContractEndpoints = {
  countries: nextEndpoint({
    access: 'public',
    method: 'GET',
    path: '/phone/countries',
    response: nextValibot.array(nextCountryModel),
  }),
};
`;

/**
 * The skew fixture, built twice against copies of @oja/shared with other versions than the live shell's, as two
 * teams would have built it at other times: `compatible` with the next minor (it asks only for the shell's own
 * version), `incompatible` with the next major (and asks for it).
 */
function buildSkewRemotes() {
  const sharedDir = path.join(E2E_ROOT, '..', 'shared');
  const live = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as { version: string };
  const [major = 0, minor = 0] = live.version.split('.').map(Number);
  const fixture = path.join(E2E_ROOT, 'fixtures', 'skew-remote');
  const builds = {
    compatible: { version: `${major}.${minor + 1}.0`, range: `^${live.version}` },
    incompatible: { version: `${major + 1}.0.0`, range: `^${major + 1}.0.0` },
  };
  // The shared package's version is in its package.json: a new version alone makes other builds.
  const sources = Math.max(
    newestIn(path.join(fixture, 'src')),
    newestIn(path.join(sharedDir, 'src')),
    statSync(path.join(sharedDir, 'package.json')).mtimeMs,
  );
  for (const [name, build] of Object.entries(builds)) {
    const out = SKEW_BUILDS[name as keyof typeof SKEW_BUILDS];
    const manifest = path.join(out, 'mf-manifest.json');
    if (existsSync(manifest) && statSync(manifest).mtimeMs > sources) continue;
    const copy = path.join(E2E_ROOT, '.tmp', 'skew', `shared-${build.version}`);
    rmSync(copy, { recursive: true, force: true });
    cpSync(path.join(sharedDir, 'src'), path.join(copy, 'src'), { recursive: true });
    const sharedPackage = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
    writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ ...sharedPackage, version: build.version }));
    // The next version's contract declares an endpoint the live shell's copy does not: the fixture's page calls it
    // (its own call, in its src/data), which works only because the contract travels inside the remote's build.
    appendFileSync(path.join(copy, 'src', 'contract', 'endpoints.ts'), NEXT_CONTRACT_ADDITION);
    execFileSync('pnpm', ['--filter', 'skew-remote', 'run', 'build'], {
      cwd: E2E_ROOT,
      stdio: 'inherit',
      env: { ...process.env, SKEW_SHARED_DIR: copy, SKEW_SHARED_RANGE: build.range, SKEW_OUT: out },
    });
  }
}

export default async function globalSetup() {
  buildFaultyRemote();
  buildSkewRemotes();
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
