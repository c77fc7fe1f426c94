// The Playwright configuration of a remote's own browser tests (`pnpm --filter <remote> e2e`): its standalone
// harness on its dev server, with the API answered by the remote's mock handlers (no API server, no database, no
// other remote), in Debian's Chromium at phone and desktop widths. Each remote's playwright.config.ts is
// `export default harnessPlaywrightConfig(import.meta.dirname)`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const chromium = JSON.parse(readFileSync(path.join(workspaceRoot, 'e2e/support/chromium.json'), 'utf8')) as {
  executablePath: string;
  args: string[];
};

/** @param appDir the remote's folder; `HARNESS_PORT` moves its dev server off the declared dev port. */
export function harnessPlaywrightConfig(appDir: string, devPort: number) {
  const port = Number(process.env.HARNESS_PORT ?? devPort);
  const baseURL = `http://localhost:${port}`;
  return defineConfig({
    testDir: path.join(appDir, 'e2e'),
    outputDir: path.join(appDir, 'test-results'),
    // Development builds (unminified, compiled on demand) on a shared 2-core machine: pages take longer to arrive
    // than the composed suite's production build.
    timeout: 60_000,
    expect: { timeout: 15_000 },
    fullyParallel: true,
    workers: 2,
    retries: 0,
    forbidOnly: true,
    reporter: [['list']],
    webServer: {
      command: `oja-webpack serve --mode development --port ${port}`,
      cwd: appDir,
      url: baseURL,
      env: { OJA_MOCK_API: '1' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    use: {
      baseURL,
      launchOptions: { executablePath: process.env.CHROME_PATH ?? chromium.executablePath, args: chromium.args },
      screenshot: 'only-on-failure',
    },
    projects: [
      { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
      {
        name: 'phone',
        use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
        // A test tagged @desktop-only checks what the phone width has no use for (hover, a wide table).
        grepInvert: /@desktop-only/,
      },
    ],
  });
}
