// A merchant whose application reached the server without its ID document (the upload after registration failed and
// the tab was closed, so registration's 30-minute upload token is gone) signs in later, is asked for the ID on the
// review screen, and sends it; the admin then finds it on the application. The screen's own behaviour (wrong picks,
// a failed try, leaving without uploading) is tested in the remote's own suite (mf-auth/e2e, against its mock API).
import {
  fillSignIn,
  idRequest,
  idUploaded,
  NOTHING_STORED,
  openLogin,
  stored,
  uploadMissingId,
} from '../../mf-auth/e2e/steps';
import { PDF } from '../../mf-merchant-onboarding/e2e/steps';
import { expectApplicationWithId } from '../support/admin-requests';
import { seriousViolations } from '../support/axe';
import { useOwnClientAddress } from '../support/client-address';
import { expect, test } from '../support/fixtures';
import { REGISTERED_BUSINESS, registerThroughApi } from '../support/registration';
import { storedSession } from '../support/sessions';

test.beforeEach(async ({ context }, testInfo) => {
  await useOwnClientAddress(context, testInfo);
});

test('a pending merchant without its ID uploads it from the review screen, and the admin finds it', async ({
  page,
  browser,
  request,
  saveScreenshot,
}, testInfo) => {
  // Two sign-ins, an upload, three accessibility scans and the admin's screen: more than 30 s on a busy machine.
  test.setTimeout(120_000);
  // Registered through the API with no ID, as when the upload after registration never arrived.
  const merchant = await registerThroughApi(request, testInfo);

  await openLogin(page);
  await fillSignIn(page, merchant, true);
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/login') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Login' }).click();
  const token = ((await (await answered).json()) as { data: { token: string } }).data.token;
  await expect(page.getByRole('heading', { name: 'Welcome back!', level: 1 })).toBeVisible();
  await expect(page.getByText('Your ID document is missing')).toBeVisible();
  await expect(idRequest(page)).toBeVisible();
  // The token is held in memory only: nothing is stored, and it still opens nothing of the menu.
  expect(await stored(page)).toEqual(NOTHING_STORED);
  const menu = await request.get('/api/categories', { headers: { authorization: `Bearer ${token}` } });
  expect(menu.status()).toBe(403);
  expect(await seriousViolations(page), 'axe, the ID request').toEqual([]);
  await saveScreenshot('login-pending-id-missing');

  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/upload/merchant-document'));
  await uploadMissingId(page, PDF);
  expect((await uploaded).status()).toBe(200);
  await expect(idUploaded(page)).toBeVisible();
  await expect(idRequest(page)).toHaveCount(0);
  // Done with it: the token is revoked.
  await expect
    .poll(async () =>
      (await request.get('/api/auth/profile', { headers: { authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);
  expect(await seriousViolations(page), 'axe, the ID received').toEqual([]);
  await saveScreenshot('login-pending-id-uploaded');

  // The admin's review screen: the application now has its ID to open.
  // (The admin's session from the global setup: the API allows an email only a few sign-ins a minute.)
  const admin = storedSession('admin');
  if (!admin) throw new Error('no admin session');
  await expectApplicationWithId(browser, admin, { email: merchant.email, businessName: REGISTERED_BUSINESS });

  // Signing in again: the ID is there, so the screen is the plain review screen.
  await page.getByRole('button', { name: 'Back to login' }).click();
  await fillSignIn(page, merchant, false);
  const documents = page.waitForResponse((response) => response.url().includes('/api/upload/merchant-documents/'));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back!', level: 1 })).toBeVisible();
  expect((await documents).status()).toBe(200);
  await expect(page.getByText('Your ID document is missing')).toHaveCount(0);
  await expect(idRequest(page)).toHaveCount(0);
});
