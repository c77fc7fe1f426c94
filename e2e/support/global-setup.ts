// Builds the faulty remote fixture used by the failure-isolation tests (a few seconds, skipped when current).
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { E2E_ROOT, FAULTY_REMOTE_DIST } from './environment';

export default function globalSetup() {
  const fixture = path.join(E2E_ROOT, 'fixtures', 'faulty-remote');
  const manifest = path.join(FAULTY_REMOTE_DIST, 'mf-manifest.json');
  const source = path.join(fixture, 'src', 'throwing-page.tsx');
  if (existsSync(manifest) && statSync(manifest).mtimeMs > statSync(source).mtimeMs) return;
  execFileSync('pnpm', ['--filter', 'faulty-remote', 'run', 'build'], { cwd: E2E_ROOT, stdio: 'inherit' });
}
