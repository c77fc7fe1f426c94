// Order Mgt on the composed site against the real API: an order placed through the API as the customer app places
// it appears on the merchant's open Order Mgt page without a reload (the live stream), is accepted and marked ready
// there, then claimed, picked up and delivered through the rider app's calls, each move showing on the page; and
// the same with the page offline for ten seconds in the middle, catching up when it is back.
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { useStoredSession } from '../support/sessions';

interface AppSession {
  token: string;
}

async function appLogin(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/app/auth/login', { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: AppSession }).data;
}

const bearer = (session: AppSession) => ({ Authorization: `Bearer ${session.token}` });

/** The customer app's placement: the demo kitchen's first item in stock, delivered near the kitchen. */
async function placeOrder(request: APIRequestContext, merchantId: number) {
  const customer = await appLogin(request, ACCOUNTS.customer);
  const menu = (
    await (await request.get(`/api/app/merchants/${merchantId}/menu`, { headers: bearer(customer) })).json()
  ).data as {
    merchant: { latitude: number; longitude: number };
    categories: { items: { id: number }[] }[];
  };
  const item = menu.categories.flatMap((category) => category.items)[0];
  if (!item) throw new Error('the demo kitchen has no item in stock');
  const response = await request.post('/api/app/orders', {
    headers: { ...bearer(customer), 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      merchant_id: merchantId,
      items: [{ product_id: item.id, quantity: 2, note: 'Less pepper' }],
      delivery: {
        address: '12 Admiralty Road, Lekki Phase 1, Lagos',
        latitude: menu.merchant.latitude + 0.01,
        longitude: menu.merchant.longitude + 0.01,
      },
      payment_method: 'cash',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { order: { id: number; number: string } } }).data.order;
}

/** The demo kitchen: its id, and open all week (its demo hours could close it at the test's hour). */
async function openKitchen(request: APIRequestContext, merchantToken: string) {
  const headers = { Authorization: `Bearer ${merchantToken}` };
  const profile = (await (await request.get('/api/auth/profile', { headers })).json()).data as {
    merchant: { id: number };
  };
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekday) => ({
    weekday,
    closed: false,
    opens_at: '00:00',
    closes_at: '24:00',
  }));
  expect((await request.put('/api/merchant/opening-hours', { headers, data: { days } })).ok()).toBe(true);
  expect((await request.put('/api/merchant/store', { headers, data: { accepting_orders: true } })).ok()).toBe(true);
  return profile.merchant.id;
}

/** The rider app's moves, by the rider of this project (two riders, so the projects never share one's load). */
async function riderMove(request: APIRequestContext, rider: AppSession, orderId: number, move: string) {
  const response = await request.post(`/api/rider/orders/${orderId}/${move}`, { headers: bearer(rider) });
  expect(response.ok(), await response.text()).toBe(true);
}

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\d+$`) });

async function openOrderMgt(
  page: Page,
  sessionOf: (kind: 'merchant') => Promise<{ token: string; user: string } | null>,
) {
  const session = await sessionOf('merchant');
  if (!session) throw new Error('no merchant session');
  await useStoredSession(page.context(), session);
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { name: 'Order Mgt', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  // Set on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { ojaSameDocument: true }));
  return session.token;
}

const sameDocument = (page: Page) => page.evaluate(() => (window as { ojaSameDocument?: boolean }).ojaSameDocument);

test('an order placed by the customer app moves through Order Mgt live, to its delivery by a rider', async ({
  page,
  request,
  sessionOf,
  saveScreenshot,
}, info) => {
  const token = await openOrderMgt(page, sessionOf);
  const merchantId = await openKitchen(request, token);
  const rider = await appLogin(request, info.project.name === 'phone' ? ACCOUNTS.rider2 : ACCOUNTS.rider);

  const order = await placeOrder(request, merchantId);
  const card = page.getByRole('article', { name: order.number });
  await expect(column(page, 'New').getByRole('article', { name: order.number })).toBeVisible({ timeout: 5_000 });
  await expect(card).toContainText('2 ×');
  await expect(page).toHaveTitle(/^\(\d+\) /);

  await card.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog', { name: `Accept ${order.number}` });
  await dialog.getByRole('button', { name: '20 min' }).click();
  await dialog.getByRole('button', { name: 'Accept order' }).click();
  await expect(column(page, 'Preparing').getByRole('article', { name: order.number })).toBeVisible();
  await card.getByRole('button', { name: 'Mark ready' }).click();
  await expect(column(page, 'Ready').getByRole('article', { name: order.number })).toBeVisible();
  await saveScreenshot('order-mgt-ready');

  // The rider app: claimed, picked up (out for delivery on the page), delivered (off the queue).
  await riderMove(request, rider, order.id, 'claim');
  await expect(card).toContainText('is coming for it', { timeout: 5_000 });
  await riderMove(request, rider, order.id, 'picked-up');
  await expect(column(page, 'Out for delivery').getByRole('article', { name: order.number })).toBeVisible({
    timeout: 5_000,
  });
  await riderMove(request, rider, order.id, 'delivered');
  await expect(card).toHaveCount(0, { timeout: 5_000 });
  expect(await sameDocument(page)).toBe(true);

  // History has it, delivered, with its timeline.
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByLabel('Order number').fill(order.number);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('link', { name: new RegExp(order.number) });
  await expect(row).toContainText('Delivered');
  await row.click();
  await expect(page.getByRole('heading', { name: order.number, level: 2 })).toBeVisible();
  await expect(page.getByText(/Delivered\s*by/)).toBeVisible();
});

test('offline for ten seconds: the page says so, and catches up with the order placed meanwhile', async ({
  page,
  context,
  request,
  sessionOf,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|network/i);
  const token = await openOrderMgt(page, sessionOf);
  const merchantId = await openKitchen(request, token);

  await context.setOffline(true);
  await expect(page.getByText('You are offline')).toBeVisible({ timeout: 8_000 });
  const order = await placeOrder(request, merchantId);
  // Ten seconds without the page hearing of it.
  await page.waitForTimeout(10_000);
  await expect(page.getByRole('article', { name: order.number })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toBeHidden({ timeout: 10_000 });
  await expect(column(page, 'New').getByRole('article', { name: order.number })).toBeVisible({ timeout: 5_000 });
  expect(await sameDocument(page)).toBe(true);

  // And it is live again: the merchant answers it.
  const card = page.getByRole('article', { name: order.number });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${order.number}` });
  await dialog.getByLabel('Reason').fill('Testing the catch-up: no cook today');
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(card).toHaveCount(0);
});
