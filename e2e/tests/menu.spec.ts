// Product Mgt (/dashboard/menu) in the composed site against the real API, as a smoke test: one category with
// its image created, edited and deleted through the forms, the image re-encoded and served by the server and the
// replaced one gone. The page's own behaviour (the item form, its checks, the dialogs, empty, loading and failing
// states, axe scans) is tested in the remote's own suite (mf-menu/e2e, against its mock API). Tests run in
// parallel against one server, so every name is unique.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { categoryTile, expectMenuPage } from '../../mf-menu/e2e/steps';
import { E2E_ROOT } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { useStoredSession } from '../support/sessions';
import { toastWith } from '../support/toasts';

const DISH_A = path.join(E2E_ROOT, 'fixtures', 'menu', 'dish-a.png');
const DISH_B = path.join(E2E_ROOT, 'fixtures', 'menu', 'dish-b.png');

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
  await expectMenuPage(page);
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
  await expect(page.getByText('Recommended 400x300px and under 2MB, so it loads fast on a phone.')).toBeVisible();
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

  // Dismissed before the next step: on a phone the toast sits over the form's last button, and the pointer resting
  // on it to click holds it (toasts wait while hovered), so the click would wait for ever.
  const updated = toastWith(page, 'Category updated successfully');
  await updated.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(updated).toHaveCount(0);
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
