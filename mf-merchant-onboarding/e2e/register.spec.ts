// Merchant sign-up alone, in its harness with the mock API: step 1 checks its fields before moving on.
import { expect, test } from '@playwright/test';

test('step 1 refuses to continue with empty fields', async ({ page }) => {
  await page.goto('/merchant/register');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/is required/).first()).toBeVisible();
});
