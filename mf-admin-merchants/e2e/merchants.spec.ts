// Merchants Mgt alone, in its harness with the mock API: an admin sees the approved merchants and the requests.
import { harnessSignIn } from '@oja/harness/e2e';
import { expect, test } from '@playwright/test';

test('an admin sees the sample merchants and opens the requests', async ({ page }) => {
  await page.goto('/dashboard/merchants');
  await harnessSignIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Merchants Mgt', level: 1 })).toBeVisible();
  await expect(page.getByText('Sample Approved Kitchen').first()).toBeVisible();
  await expect(page.getByText('Sample Pending Store').first()).toBeVisible();
});
