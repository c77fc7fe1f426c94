// The test fixture every spec uses: it fails a test on any page error or console error the test did not
// expect, and saves named screenshots as artefacts (e2e/artifacts/screenshots/<project>/<name>.png).

import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { ARTIFACTS_DIR } from './environment';
import { type SessionKind, type StoredSession, storedSession } from './sessions';

interface Fixtures {
  /** A stored session of each kind (see sessions.ts). */
  sessionOf: (kind: SessionKind) => Promise<StoredSession | null>;
  /** Console errors matching one of these are expected by the test (e.g. a remote that is down on purpose). */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  saveScreenshot: (name: string, page?: Page) => Promise<void>;
  allowedErrors: RegExp[];
  consoleGuard: undefined;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  sessionOf: async ({}, use) => {
    await use(async (kind) => storedSession(kind));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  allowedErrors: async ({}, use) => {
    await use([]);
  },
  allowConsoleErrors: async ({ allowedErrors }, use) => {
    await use((...patterns) => {
      allowedErrors.push(...patterns);
    });
  },
  consoleGuard: [
    async ({ page, allowedErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      await use(undefined);
      const unexpected = problems.filter((problem) => !allowedErrors.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'unexpected errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
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
