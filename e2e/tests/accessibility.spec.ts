// The shell's own screens pass an axe scan (WCAG 2.1 A and AA rules) with no serious or critical violations: the
// dashboard chrome, the not-found page and a remote's failure state. Each remote's pages are scanned by its issue.
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { useStoredSession } from '../support/sessions';

test('the dashboard chrome', async ({ page, context, sessionOf }) => {
  await useStoredSession(context, await sessionOf('admin'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a remote's failure state", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/mf_auth|Failed to load resource|ERR_|RUNTIME-/);
  await page.route('**/remotes/auth/**', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
