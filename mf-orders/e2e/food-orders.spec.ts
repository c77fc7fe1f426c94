// Food Order alone, in its harness with the mock API and a served admin stream: every order with the filters kept in
// the address, an order's details with its timeline, cancelling with a reason, a new order arriving live, axe.
import { seriousViolations, startSignedIn, toastWith } from '@oja/harness/e2e';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { placeLiveOrder, serveLiveStream } from './live-stream';

async function openFoodOrders(page: Page) {
  await startSignedIn(page, 'admin');
  const stream = await serveLiveStream(page, '/api/admin/orders/events');
  await page.goto('/dashboard/food-orders');
  await expect(page.getByRole('heading', { name: 'Food Order', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /OJA-000104/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  return stream;
}

test('every order, filtered in the address, live; axe finds nothing', async ({ page, mockApi }, info) => {
  const stream = await openFoodOrders(page);
  await page.getByLabel('Status').selectOption({ label: 'Open orders' });
  await expect(page).toHaveURL(/status=active/);
  await expect(page.getByRole('link', { name: /OJA-000090/ })).toHaveCount(0);
  const { number } = await placeLiveOrder(mockApi, stream);
  await expect(page.getByRole('link', { name: new RegExp(number) })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('active');
  await page.screenshot({ path: info.outputPath(`food-orders-${info.project.name}.png`), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

test('an order cancelled with a reason', async ({ page }) => {
  await openFoodOrders(page);
  await page.getByRole('link', { name: /OJA-000102/ }).click();
  await expect(page.getByRole('heading', { name: 'OJA-000102', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel OJA-000102' });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The customer asked support to cancel');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(toastWith(page, 'Order cancelled')).toBeVisible();
  await expect(page.getByText('by Oja support')).toBeVisible();
  await page.getByRole('link', { name: 'Back to all orders' }).click();
  await expect(page).toHaveURL('/dashboard/food-orders');
});
