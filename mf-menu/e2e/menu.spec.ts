// Product Mgt alone, in its harness with the mock API: the list loads, a category is added and shows.
import { harnessSignIn } from '@oja/harness/e2e';
import { expect, test } from '@playwright/test';

test('a merchant adds a category and sees it in the list', async ({ page }) => {
  await page.goto('/dashboard/menu');
  await harnessSignIn(page, 'merchant');
  await expect(page.getByText('Sample Egusi').first()).toBeVisible();
  await page.getByRole('link', { name: /Add Category/ }).click();
  await expect(page).toHaveURL('/dashboard/menu/categories/new');
  await page.getByLabel('Category Name').fill('Sample Grills');
  await page
    .getByRole('button', { name: /Save|Add Category|Create/ })
    .last()
    .click();
  await expect(page).toHaveURL('/dashboard/menu');
  await expect(page.getByText('Sample Grills').first()).toBeVisible();
});
