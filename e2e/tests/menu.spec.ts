// Product Mgt (/dashboard/menu) in the composed site against the real API: categories and products with
// images created, edited and deleted through the forms; back and forward between modes; the empty states of a
// merchant with no menu (the seeded new.merchant@oja.local); and failing loads. Tests run in parallel against
// one server, so every name is unique and nothing depends on counts another test changes.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, E2E_ROOT } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { loginThroughApi, useStoredSession } from '../support/sessions';
import { toastWith } from '../support/toasts';

const DISH_A = path.join(E2E_ROOT, 'fixtures', 'menu', 'dish-a.png');
const DISH_B = path.join(E2E_ROOT, 'fixtures', 'menu', 'dish-b.png');
const NEW_MERCHANT = ACCOUNTS.newMerchant;

/** A 1 x 1 transparent GIF. */
const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(async ({ context, sessionOf }) => {
  await useStoredSession(context, await sessionOf('merchant'));
  // The desktop and phone runs share the demo merchant's menu: a list may show an item the other run deletes a
  // moment later, whose picture then answers 404 (and logs a console error). Such a picture is answered with an
  // empty one here; a picture of this test's own item still comes from the server (its test checks it decodes).
  await context.route('**/api/files/public/**', async (route) => {
    const response = await route.fetch();
    if (response.status() !== 404) return route.fulfill({ response });
    return route.fulfill({ status: 200, contentType: 'image/gif', body: TRANSPARENT_GIF });
  });
});

async function openMenu(page: Page) {
  await page.goto('/dashboard/menu');
  await expect(page.getByRole('heading', { name: 'Menu Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Product List Management' })).toBeVisible();
}

const categoryTile = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Categories' }).getByRole('listitem').filter({ hasText: name });

/** The merchant's bearer token, for setting up through the API what a test is not about. */
async function merchantToken(page: Page): Promise<string> {
  return page.evaluate(() => window.localStorage.getItem('auth_token') ?? '');
}

async function createCategoryThroughApi(request: APIRequestContext, token: string, name: string) {
  const response = await request.post('/api/categories', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { name },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: number; uuid: string } }).data;
}

test('a category is created, edited and deleted with its image, and back and forward move between modes', async ({
  page,
}) => {
  // Many steps against the real server on a shared machine.
  test.slow();
  const name = unique('E2E Pepper Soups');
  const renamed = `${name} and Stews`;
  await openMenu(page);

  await page.getByRole('link', { name: 'Add Category +' }).click();
  await expect(page).toHaveURL('/dashboard/menu/categories/new');
  await expect(page.getByRole('heading', { name: 'Add Category' })).toBeVisible();
  await expect(page.getByText('Recommended 400x300px, max 2MB')).toBeVisible();
  await page.getByLabel('Category Name').fill(name);
  await page.getByLabel('Description').fill('Thick, peppery and made to order');
  await page.getByLabel('Category Image').setInputFiles(DISH_A);
  await expect(page.getByText('dish-a.png')).toBeVisible();
  await page.getByRole('button', { name: 'Create Category' }).click();

  await expect(toastWith(page, 'Category created successfully')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/menu');
  const tile = categoryTile(page, name);
  await expect(tile).toBeVisible();
  // Stored re-encoded by the server, served from its public URL.
  await expect(tile.locator('img')).toHaveAttribute('src', /\/api\/files\/public\/[a-f0-9]{32}\.webp$/);
  // The newest tile is at the end of the scrolling row; pictures load as they come into view.
  await tile.scrollIntoViewIfNeeded();
  await expect
    .poll(() => tile.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 1))
    .toBe(true);

  // Forward reopens the form, empty (saving cleared it); back returns to the list.
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Add Category' })).toBeVisible();
  await expect(page.getByLabel('Category Name')).toHaveValue('');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Menu Management', level: 1 })).toBeVisible();

  const oldImage = await tile.locator('img').getAttribute('src');
  await tile.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/menu\/categories\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { name: 'Edit Category' })).toBeVisible();
  await expect(page.getByLabel('Category Name')).toHaveValue(name);
  await expect(page.getByText('Current image', { exact: true })).toBeVisible();
  await page.getByLabel('Category Name').fill(renamed);
  await page.getByLabel('Category Image').setInputFiles(DISH_B);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(toastWith(page, 'Category updated successfully')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/menu');
  const renamedTile = categoryTile(page, renamed);
  await expect(renamedTile).toBeVisible();
  await expect(renamedTile.locator('img')).not.toHaveAttribute('src', oldImage ?? '');
  // The replaced image is gone from the server.
  expect((await page.request.get(oldImage ?? '')).status()).toBe(404);

  await renamedTile.getByRole('link', { name: `Edit ${renamed}` }).click();
  await page.getByRole('button', { name: 'Delete Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Category?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Category deleted successfully')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/menu');
  await expect(categoryTile(page, renamed)).toHaveCount(0);
});

test('a product is created, edited and deleted with its image; its category cannot go while it is there', async ({
  page,
}) => {
  test.slow();
  await openMenu(page);
  const categoryName = unique('E2E Grills');
  await createCategoryThroughApi(page.request, await merchantToken(page), categoryName);
  const item = unique('E2E Asun');
  await page.reload();

  await page.getByRole('link', { name: 'Add New Item' }).click();
  await expect(page).toHaveURL('/dashboard/menu/items/new');
  await expect(page.getByRole('heading', { name: 'Add New Item' })).toBeVisible();
  await page.getByLabel('Item Name').fill(item);
  await page.getByLabel('Category').selectOption({ label: categoryName });
  const price = page.getByLabel('Price');
  await price.pressSequentially('1e3');
  await expect(price).toHaveValue('13');
  await price.fill('');
  await price.pressSequentially('2500.505');
  await expect(price).toHaveValue('2500.50');
  const discount = page.getByLabel('Discount');
  await discount.pressSequentially('150');
  await expect(discount).toHaveValue('100');
  await discount.fill('');
  await discount.pressSequentially('15');
  await expect(page.getByLabel('Status')).toHaveValue('in_stock');
  await page.getByLabel('Status').selectOption({ label: 'Coming Soon' });
  await page.getByLabel('Item Image').setInputFiles(DISH_A);
  await page.getByRole('button', { name: 'Add Item' }).click();

  await expect(toastWith(page, 'Product created successfully')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/menu');
  const row = page.getByRole('row').filter({ hasText: item });
  await expect(row).toContainText('₦2,500.50');
  await expect(row).toContainText('15%');
  await expect(row).toContainText('Coming Soon');
  await expect(row).toContainText(categoryName);
  await expect(row.locator('img')).toHaveAttribute('src', /\.webp$/);

  // Edit: a new price and status, the image kept.
  const image = await row.locator('img').getAttribute('src');
  await row.getByRole('link', { name: `Edit ${item}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Item' })).toBeVisible();
  await expect(page.getByLabel('Price')).toHaveValue('2500.50');
  await expect(page.getByLabel('Status')).toHaveValue('coming_soon');
  await page.getByLabel('Price').fill('3000');
  await page.getByLabel('Status').selectOption({ label: 'In Stock' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Product updated successfully')).toBeVisible();
  await expect(row).toContainText('₦3,000');
  await expect(row).toContainText('In Stock');
  await expect(row.locator('img')).toHaveAttribute('src', image ?? '');

  // The category still holds the product: the dialog says why it cannot be deleted.
  await categoryTile(page, categoryName)
    .getByRole('link', { name: `Edit ${categoryName}` })
    .click();
  await page.getByRole('button', { name: 'Delete Category' }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByText('This category still has 1 product. Move or delete it first, then delete the category.'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Back to Menu Management' }).click();

  await row.getByRole('link', { name: `Edit ${item}` }).click();
  await page.getByRole('button', { name: 'Delete Item' }).click();
  await page.getByRole('dialog', { name: 'Delete Item?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Product deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: item })).toHaveCount(0);
  expect((await page.request.get(image ?? '')).status()).toBe(404);
});

test('the server refuses what the form would not send, and the form shows the messages', async ({ page }) => {
  await page.goto('/dashboard/menu/items/new');
  await expect(page.getByRole('heading', { name: 'Add New Item' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('Item name is required')).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();
  await expect(page.getByText('Price is required')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/menu/items/new');
});

test.describe('a merchant with no menu yet', () => {
  test.beforeEach(async ({ context, page }) => {
    // The seeded new.merchant@oja.local replaces the demo merchant's session for these tests.
    const { token, user } = await loginThroughApi(page.request, NEW_MERCHANT);
    await context.addInitScript(
      (stored) => {
        window.localStorage.setItem('auth_token', stored.token);
        window.localStorage.setItem('user', stored.user);
      },
      { token, user: JSON.stringify(user) },
    );
  });

  test('sees the loading texts, then the empty states and the ways to start', async ({ page }) => {
    // Held back a moment so the loading texts can be seen.
    for (const pattern of ['**/api/categories/with-count', '**/api/products']) {
      await page.route(pattern, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
    }
    await page.goto('/dashboard/menu');
    await expect(page.getByText('Loading categories...')).toBeVisible();
    await expect(page.getByText('Loading products...')).toBeVisible();
    await expect(page.getByText('No categories found. Create your first category!')).toBeVisible();
    await expect(page.getByText('No products found. Create your first product!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Category +' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Item' })).toBeVisible();
  });
});

test.describe('failing loads', () => {
  test('both lists failing: "Failed to load data", each list says so, and Try again recovers', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    const fail = (route: import('@playwright/test').Route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Server error. Please try again later' } });
    await page.route('**/api/categories/with-count', fail);
    await page.route('**/api/products', fail);
    await page.goto('/dashboard/menu');
    await expect(toastWith(page, 'Failed to load data')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load categories' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load products' })).toBeVisible();

    await page.unroute('**/api/categories/with-count');
    await page.unroute('**/api/products');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Failed to load products' })
      .getByRole('button', { name: 'Try again' })
      .click();
    await expect(page.getByRole('table', { name: 'Product List Management' })).toBeVisible();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Failed to load categories' })
      .getByRole('button', { name: 'Try again' })
      .click();
    await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();
  });

  test('one list failing names that list', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 500/);
    await page.route('**/api/products', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'x' } }),
    );
    await page.goto('/dashboard/menu');
    await expect(toastWith(page, 'Failed to load products')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();
    await expect(toastWith(page, 'Failed to load data')).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  async function seriousViolations(page: Page) {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }

  test('the list, the item form and the delete dialog pass an axe scan', async ({ page }) => {
    test.slow();
    await openMenu(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Add New Item' }).click();
    await expect(page.getByRole('heading', { name: 'Add New Item' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Item name is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back to Menu Management' }).click();
    await page
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: /^Edit / })
      .click();
    await page.getByRole('button', { name: 'Delete Item' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Item?' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });
});
