import type { Page } from '@playwright/test';

/** A toast on screen (the viewport also repeats its text in a hidden live region for screen readers). */
export function toastWith(page: Page, text: string) {
  return page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: text });
}
