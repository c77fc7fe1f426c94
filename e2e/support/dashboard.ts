import type { Page } from '@playwright/test';

/** Below the desktop breakpoint (docs/product/constants.md) the sidebar folds behind a menu button. */
const DESKTOP_MIN_WIDTH = 768;

/** The dashboard's menu, opened first when the width folds it away. */
export async function dashboardMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  if ((page.viewportSize()?.width ?? 0) < DESKTOP_MIN_WIDTH)
    await page.getByRole('button', { name: 'Open menu' }).click();
  return nav;
}
