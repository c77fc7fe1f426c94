// Product Mgt alone, in its harness with the mock API (fresh for each test): the lists, the category and item
// forms with their checks, the delete dialogs, the empty and loading states, failing loads, and axe scans. The
// category round trip (created, edited, deleted with its image; back and forward between modes) is the composed
// suite's, against the real server, which also re-encodes, serves and replaces the image.
import { harnessSignIn, mockTest, seriousViolations, startSignedIn, toastWith } from '@oja/harness/e2e';
import type { Page } from '@playwright/test';
import createMockApi, { SAMPLE_IMAGE } from '../src/mocks/api';
import { categoryTile, expectMenuPage } from './steps';

const test = mockTest(createMockApi);
const { expect } = test;

// Product Mgt is for approved merchants: the harness, like the site, shows it to nobody else.
test.beforeEach(async ({ page }) => {
  await startSignedIn(page, 'merchant');
});

/** A 1 x 1 PNG, as a picked file. */
const picture = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMB/QfXgQAAAABJRU5ErkJggg==',
    'base64',
  ),
});

async function openMenu(page: Page) {
  await page.goto('/dashboard/menu');
  await harnessSignIn(page, 'merchant');
  await expectMenuPage(page);
}

test('a taken category name is refused with the server message under the field', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 422/);
  await openMenu(page);
  await page.getByRole('link', { name: 'Add Category +' }).click();
  await page.getByLabel('Category Name').fill('sample soups');
  await page.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByText('You already have a category with this name').first()).toBeVisible();
  await expect(page).toHaveURL('/dashboard/menu/categories/new');
});

test('a product is created, edited and deleted; its category cannot go while it is there', async ({
  page,
  mockApi,
}) => {
  await mockApi.request('POST /categories', { name: 'Sample Grills' });
  const categoryName = 'Sample Grills';
  const item = 'Sample Asun';
  await openMenu(page);

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
  await page.getByLabel('Item Image').setInputFiles(picture('dish-a.png'));
  await page.getByRole('button', { name: 'Add Item' }).click();

  await expect(toastWith(page, 'Product created successfully')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/menu');
  const row = page.getByRole('row').filter({ hasText: item });
  await expect(row).toContainText('N2,500.50');
  await expect(row).toContainText('15%');
  await expect(row).toContainText('Coming Soon');
  await expect(row).toContainText(categoryName);
  await expect(row.locator('img')).toHaveAttribute('src', SAMPLE_IMAGE);

  // Edit: a new price and status, the image kept (the form says not to replace it).
  await row.getByRole('link', { name: `Edit ${item}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Item' })).toBeVisible();
  await expect(page.getByLabel('Price')).toHaveValue('2500.50');
  await expect(page.getByLabel('Status')).toHaveValue('coming_soon');
  await page.getByLabel('Price').fill('3000');
  await page.getByLabel('Status').selectOption({ label: 'In Stock' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Product updated successfully')).toBeVisible();
  await expect(row).toContainText('N3,000');
  await expect(row).toContainText('In Stock');
  await expect(row.locator('img')).toHaveAttribute('src', SAMPLE_IMAGE);
  expect(mockApi.bodies[mockApi.calls.findLastIndex((call) => call.startsWith('POST /products/'))]).toMatchObject({
    update_image: '0',
  });

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
});

test('the item form refuses what it would not send, and says why under each field', async ({ page, mockApi }) => {
  await page.goto('/dashboard/menu/items/new');
  await harnessSignIn(page, 'merchant');
  await expect(page.getByRole('heading', { name: 'Add New Item' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('Item name is required')).toBeVisible();
  await expect(page.getByText('Category is required')).toBeVisible();
  await expect(page.getByText('Price is required')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/menu/items/new');
  expect(mockApi.calls).not.toContain('POST /products');
});

test('a submit with errors on a short phone screen takes the merchant to the first one', async ({ page }) => {
  // A 390 x 640 phone (the desktop run keeps its own size): the form's first field is below the fold.
  if ((page.viewportSize()?.width ?? 0) < 768) await page.setViewportSize({ width: 390, height: 640 });
  await page.goto('/dashboard/menu/items/new');
  await harnessSignIn(page, 'merchant');
  await expect(page.getByRole('heading', { name: 'Add New Item' })).toBeVisible();
  const name = page.getByLabel('Item Name', { exact: true });
  await name.fill('Sample Jollof');
  await page.getByRole('button', { name: 'Add Item' }).click();
  // Category is the first field in error: it has the focus and is on screen.
  const category = page.getByLabel('Category', { exact: true });
  await expect(category).toBeFocused();
  await expect(category).toBeInViewport();
  await expect(page.getByText('Price is required')).toBeAttached();
});

test.describe('a merchant with no menu yet', () => {
  test.beforeEach(async ({ mockApi }) => {
    await mockApi.request('DELETE /products/1');
    await mockApi.request('DELETE /categories/1');
    await mockApi.request('DELETE /categories/2');
  });

  test('sees the loading texts, then the empty states and the ways to start', async ({ page, mockApi }) => {
    // Held back until the loading texts have been seen.
    const releaseCategories = mockApi.hold('GET /categories/with-count');
    const releaseProducts = mockApi.hold('GET /products');
    await page.goto('/dashboard/menu');
    await expect(page.getByText('Loading categories...')).toBeVisible();
    await expect(page.getByText('Loading products...')).toBeVisible();
    releaseCategories();
    releaseProducts();
    await expect(page.getByText('No categories found. Create your first category!')).toBeVisible();
    await expect(page.getByText('No products found. Create your first product!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Category +' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Item' })).toBeVisible();
  });
});

test.describe('failing loads', () => {
  test('both lists failing: "Failed to load data", each list says so, and Try again recovers', async ({
    page,
    mockApi,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    await mockApi.fail('GET /categories/with-count', { status: 500 });
    await mockApi.fail('GET /products', { status: 500 });
    await page.goto('/dashboard/menu');
    await expect(toastWith(page, 'Failed to load data')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load categories' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load products' })).toBeVisible();

    await mockApi.heal();
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

  test('one list failing names that list', async ({ page, mockApi, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 500/);
    await mockApi.fail('GET /products', { status: 500 });
    await page.goto('/dashboard/menu');
    await expect(toastWith(page, 'Failed to load products')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();
    await expect(toastWith(page, 'Failed to load data')).toHaveCount(0);
  });

  test('a dropped connection is a failed load too', async ({ page, mockApi, allowConsoleErrors }) => {
    allowConsoleErrors(/ERR_FAILED|Failed to load resource/);
    await mockApi.fail('GET /categories/with-count', { status: 0 });
    await page.goto('/dashboard/menu');
    const listAlert = page
      .getByRole('alert')
      .filter({ hasText: 'Failed to load categories' })
      .filter({ has: page.getByRole('button', { name: 'Try again' }) });
    await expect(listAlert).toBeVisible();
    await expect(page.getByRole('table', { name: 'Product List Management' })).toBeVisible();
  });
});

test('the list, the item form and the delete dialog pass an axe scan', async ({ page }) => {
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

test('leaving a form with unsaved changes asks first; keeping on editing keeps the changes', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('link', { name: 'Add Category +' }).click();
  await page.getByLabel('Category Name').fill('Sample Pepper Soups');
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });

  await page.getByRole('button', { name: 'Back to Menu Management' }).click();
  await expect(ask).toBeVisible();
  expect(await seriousViolations(page), 'axe, the question').toEqual([]);
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL('/dashboard/menu/categories/new');
  await expect(page.getByLabel('Category Name')).toHaveValue('Sample Pepper Soups');

  // The browser's own back button is held the same way.
  await page.goBack();
  await expect(ask).toBeVisible();
  // Held: the router puts the form's address back before asking (a settled state to act on).
  await expect(page).toHaveURL('/dashboard/menu/categories/new');
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL('/dashboard/menu');
  await expectMenuPage(page);

  // Nothing changed: no question.
  await page.getByRole('link', { name: 'Add New Item' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/dashboard/menu');
  await expect(ask).toBeHidden();
});

test('closing the tab with unsaved changes gets the browser’s question', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('link', { name: 'Add New Item' }).click();
  await page.getByLabel('Item Name').fill('Sample Egusi');
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});

test('"Add Category +" shows one plus sign, and arrows show that more categories exist at 390 and 1280 px', async ({
  page,
  mockApi,
}) => {
  for (const name of [
    'Sample Grills',
    'Sample Drinks',
    'Sample Swallow',
    'Sample Rice',
    'Sample Snacks',
    'Sample Sides',
  ])
    await mockApi.request('POST /categories', { name });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await openMenu(page);
    const add = page.getByRole('link', { name: 'Add Category +' });
    expect(((await add.textContent()) ?? '').match(/\+/g)).toHaveLength(1);
    await expect(add.locator('svg')).toHaveCount(0);

    const more = page.getByRole('button', { name: 'More categories' });
    const previous = page.getByRole('button', { name: 'Previous categories' });
    await expect(more).toBeEnabled();
    await expect(previous).toBeDisabled();
    await expect(page.getByRole('list', { name: 'Categories' })).toHaveAttribute('data-more', 'true');
    await expect(categoryTile(page, 'Sample Sides')).not.toBeInViewport();
    await more.click();
    // The smooth scroll settles, then the arrows follow where the row stands.
    await expect(previous).toBeEnabled();
    const list = page.getByRole('list', { name: 'Categories' });
    await list.evaluate((row) => row.scrollTo({ left: row.scrollWidth, behavior: 'instant' }));
    await expect(more).toBeDisabled();
    await expect(categoryTile(page, 'Sample Sides')).toBeInViewport();
    await expect(list).not.toHaveAttribute('data-more');
  }
});

test('below desktop width the product cards keep the table’s column names as labels', async ({ page }) => {
  for (const width of [390, 800]) {
    await page.setViewportSize({ width, height: 800 });
    await openMenu(page);
    const card = page.getByRole('row').nth(1);
    for (const label of ['Item ID', 'Status', 'Discount', 'Price'])
      await expect(card.locator('[data-card-label]').filter({ hasText: label })).toBeVisible();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('columnheader', { name: 'Price' })).toBeVisible();
  // The product's column names as written, on screen too (not in capitals).
  await expect(page.getByRole('columnheader')).toHaveText(
    ['Item ID', 'Image', 'Item Name', 'Status', 'Discount', 'Price', 'Action'],
    { useInnerText: true },
  );
  await expect(page.locator('[data-card-label]').first()).toBeHidden();
});

test('an admin is sent away from the merchants-only page as the site sends it, and no menu call is made', async ({
  page,
  mockApi,
}) => {
  await startSignedIn(page, 'admin');
  await page.goto('/dashboard/menu');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('The site would show its own page at /')).toBeVisible();
  expect(mockApi.calls.filter((call) => call.includes('/categories') || call.includes('/products'))).toEqual([]);
});
