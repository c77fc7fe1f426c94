// Sign-in and password reset alone, in their harness with the mock API.
import { expect, test } from '@playwright/test';

test('an approved merchant signs in; the page leaves for the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('merchant@oja.local');
  await page.getByLabel('Password', { exact: true }).fill('Merchant@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
  expect(await page.evaluate(() => window.sessionStorage.getItem('auth_token'))).toBeTruthy();
});

test('the reset page asks for an email first', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
});
