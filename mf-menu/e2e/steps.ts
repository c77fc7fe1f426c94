// Product Mgt's checks, shared by this remote's suite (against its mock API) and the composed suite (against the
// real server).
import { expect, type Page } from '@playwright/test';

/** The page is there: its heading and the product table. */
export async function expectMenuPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Menu Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Product List Management' })).toBeVisible();
}

export const categoryTile = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Categories' }).getByRole('listitem').filter({ hasText: name });
