// The test fixture every spec uses: it fails a test on any page error or console error the test did not
// expect, and saves named screenshots as artefacts (e2e/artifacts/screenshots/<project>/<name>.png).

import path from 'node:path';
import { guardedTest } from '@oja/harness/e2e';
import { expect, type Page } from '@playwright/test';
import { ARTIFACTS_DIR } from './environment';
import { type SessionKind, type StoredSession, storedSession } from './sessions';

interface Fixtures {
  /** A stored session of each kind (see sessions.ts). */
  sessionOf: (kind: SessionKind) => Promise<StoredSession | null>;
  saveScreenshot: (name: string, page?: Page) => Promise<void>;
}

// The console guard (and `allowConsoleErrors`) comes from the harness, shared with the remotes' own suites.
export const test = guardedTest.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  sessionOf: async ({}, use) => {
    await use(async (kind) => storedSession(kind));
  },
  saveScreenshot: async ({ page }, use, testInfo) => {
    await use(async (name, target = page) => {
      const file = path.join(ARTIFACTS_DIR, 'screenshots', testInfo.project.name, `${name}.png`);
      // A full-page capture does not scroll: parts a page lets the browser skip until they near the viewport
      // (`content-visibility: auto`, the landing page's lower sections) would come out blank.
      await target.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      await target.screenshot({ path: file, fullPage: true });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },
});

export { expect };
