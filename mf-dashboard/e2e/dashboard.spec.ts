// The dashboards alone, in their harness with the mock API: each role sees its own.
import { harnessSignIn } from '@oja/harness/e2e';
import { expect, test } from '@playwright/test';

test('a merchant sees the merchant dashboard, marked as samples', async ({ page }) => {
  await page.goto('/dashboard');
  await harnessSignIn(page, 'merchant');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Sample figures until orders start flowing through Oja.')).toBeVisible();
});
