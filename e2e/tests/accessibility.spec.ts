// The shell's own screens pass an axe scan (WCAG 2.1 A and AA rules) with no serious or critical violations: the
// dashboard chrome, the not-found page and a remote's failure state. Each remote's pages are scanned by its issue.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { useStoredSession } from '../support/sessions';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

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
