// The admin's request view as the specs that end with an application read it: found by its email among the pending
// requests, selected, with its one ID document behind a signed link that opens the PDF.
import { type Browser, expect } from '@playwright/test';
import { type StoredSession, useStoredSession } from './sessions';

export async function expectApplicationWithId(
  browser: Browser,
  admin: StoredSession,
  application: { email: string; businessName: string },
) {
  const { email, businessName } = application;
  const adminPage = await browser.newPage();
  await useStoredSession(adminPage.context(), admin);
  await adminPage.goto('/dashboard/merchants/requests');
  await adminPage.getByRole('searchbox', { name: 'Search requests' }).fill(email);
  const row = adminPage
    .getByRole('list', { name: 'Pending requests' })
    .getByRole('button', { name: new RegExp(`^${businessName}`) });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await row.click();
  await expect(adminPage.getByRole('heading', { name: businessName, level: 2 })).toBeVisible();
  await expect(adminPage.getByText(email).first()).toBeVisible();
  const openDocument = adminPage.getByRole('link', { name: /^Open Document/ });
  await expect(openDocument).toHaveCount(1);
  const signed = await adminPage.request.get((await openDocument.getAttribute('href')) ?? '');
  expect(signed.headers()['content-type']).toBe('application/pdf');
  await adminPage.close();
}
