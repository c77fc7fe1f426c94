// The landing page alone, in its harness: it renders whole and its links lead into the site.
import { expect, test } from '@playwright/test';

test('the landing page shows its hero and its sections', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Smarter delivery');
  await expect(page.locator('[data-landing-section]')).toHaveCount(11);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute('href', '/login');
});
