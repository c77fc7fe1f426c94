// Order Mgt on the composed site against the real API: an order placed through the API as the customer app places
// it appears on the merchant's open Order Mgt page without a reload (the live stream), is accepted and marked ready
// there, then claimed, picked up and delivered through the rider app's calls, each move showing on the page; and
// the same with the page offline for ten seconds in the middle, catching up when it is back. Each test opens its own
// kitchen (registered, approved, one dish on its menu): the demo kitchen's dashboard stays without orders for the
// specs that check the spec's samples, and parallel tests never see each other's queue. The admin's Food Order then
// lists the delivered order. The store's opening hours and pause switch, set in Settings, are Order Mgt's, and back.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { ACCOUNTS } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { approveThroughApi, registerThroughApi } from '../support/registration';
import { loginThroughApi, useStoredSession } from '../support/sessions';
import { toastWith } from '../support/toasts';

// Each test is a whole business day in one: a kitchen registered, approved and stocked, an order placed and moved through
// every state, then read on three other pages. On a loaded machine that is well over the default 30 s.
test.describe.configure({ timeout: 120_000 });

interface AppSession {
  token: string;
}

async function appLogin(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/app/auth/login', { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: AppSession }).data;
}

const bearer = (session: AppSession) => ({ Authorization: `Bearer ${session.token}` });

/** A customer of the app of its own: a test placing several orders keeps the demo customer's 10 in 10 minutes. */
async function newCustomer(request: APIRequestContext, info: TestInfo) {
  const email = `e2e-customer-${info.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@oja.local`;
  const password = 'Customer@123';
  const response = await request.post('/api/app/auth/register', {
    data: { name: 'Chidi Eze', email, password, password_confirmation: password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: AppSession }).data;
}

/** The customer app's placement: the demo kitchen's first item in stock, delivered near the kitchen. */
async function placeOrder(request: APIRequestContext, merchantId: number, by?: AppSession) {
  const customer = by ?? (await appLogin(request, ACCOUNTS.customer));
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

/** A kitchen of its own: registered, approved, with one dish in stock (its price is the order's line price). */
async function newKitchen(request: APIRequestContext, info: TestInfo) {
  const registered = await registerThroughApi(request, info, { businessName: 'Sample Amala Corner' });
  await approveThroughApi(request, registered.merchantId);
  const merchant = await loginThroughApi(request, registered);
  const headers = { Authorization: `Bearer ${merchant.token}` };
  const category = await request.post('/api/categories', { headers, data: { name: 'Soups' } });
  expect(category.ok(), await category.text()).toBe(true);
  const categoryId = ((await category.json()) as { data: { id: number } }).data.id;
  const product = await request.post('/api/products', {
    headers,
    data: { name: 'Amala and Ewedu', category_id: categoryId, price: '2500', status: 'in_stock', discount: 0 },
  });
  expect(product.ok(), await product.text()).toBe(true);
  return { merchantId: registered.merchantId, session: { token: merchant.token, user: JSON.stringify(merchant.user) } };
}

/** The rider app's moves, by the rider of this project (two riders, so the projects never share one's load). */
async function riderMove(request: APIRequestContext, rider: AppSession, orderId: number, move: string) {
  const response = await request.post(`/api/rider/orders/${orderId}/${move}`, { headers: bearer(rider) });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * How long a live change may take to show here. While the page says Live it neither polls nor refetches on focus, so
 * a change that shows at all came through the stream, with no reload (`sameDocument`); how fast it comes (the 2 s
 * target) is measured by a benchmark, not here: on a loaded machine the event and the refetch after it take seconds.
 */
const LIVE = { timeout: 15_000 };

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\d+$`) });

async function openOrderMgt(page: Page, session: { token: string; user: string }) {
  await useStoredSession(page.context(), session);
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { name: 'Order Mgt', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  // Set on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { ojaSameDocument: true }));
}

/** The order's row in a list says it was delivered; opened, its timeline says who delivered it. */
async function openDelivered(page: Page, number: string) {
  const row = page.getByRole('link', { name: new RegExp(number) });
  await expect(row).toContainText('Delivered');
  await row.click();
  await expect(page.getByRole('heading', { name: number, level: 2 })).toBeVisible();
  await expect(page.getByText(/Delivered\s*by/)).toBeVisible();
}

/** A new kitchen's Order Mgt open on the page, and the rider of this project signed in to the rider app. */
async function kitchenAtOrderMgt(page: Page, request: APIRequestContext, info: TestInfo) {
  const { merchantId, session } = await newKitchen(request, info);
  await openOrderMgt(page, session);
  const rider = await appLogin(request, info.project.name === 'phone' ? ACCOUNTS.rider2 : ACCOUNTS.rider);
  return { merchantId, rider };
}

const sameDocument = (page: Page) => page.evaluate(() => (window as { ojaSameDocument?: boolean }).ojaSameDocument);

test('an order placed by the customer app moves through Order Mgt live, to its delivery by a rider', async ({
  page,
  request,
  saveScreenshot,
}, info) => {
  const { merchantId, rider } = await kitchenAtOrderMgt(page, request, info);

  const order = await placeOrder(request, merchantId);
  const card = page.getByRole('article', { name: order.number });
  await expect(column(page, 'New').getByRole('article', { name: order.number })).toBeVisible(LIVE);
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
  await expect(card).toContainText('is coming for it', LIVE);
  await riderMove(request, rider, order.id, 'picked-up');
  await expect(column(page, 'Out for delivery').getByRole('article', { name: order.number })).toBeVisible(LIVE);
  await riderMove(request, rider, order.id, 'delivered');
  await expect(card).toHaveCount(0, LIVE);
  expect(await sameDocument(page)).toBe(true);

  // History has it, delivered, with its timeline.
  await page.getByRole('link', { name: 'History' }).click();
  await page.getByLabel('Order number').fill(order.number);
  await page.getByRole('button', { name: 'Search' }).click();
  await openDelivered(page, order.number);

  // The merchant's dashboard counts it: its own figures now, no longer the samples.
  await page.goto('/dashboard');
  const stats = page.getByRole('region', { name: 'Orders and revenue' });
  await expect(stats.getByRole('article')).toHaveText([
    /Total Orders\s*1/,
    /Orders Delivered\s*1/,
    /Orders Cancelled\s*0/,
    /Total Revenue\s*N5,000/,
  ]);
  await expect(stats.getByText('Sample', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Most Ordered Menu' })).toContainText('Amala and Ewedu');

  // The admin's dashboard counts the platform's orders, its own figures too.
  const admin = await loginThroughApi(request, ACCOUNTS.admin);
  await page.evaluate(
    (stored) => {
      localStorage.setItem('auth_token', stored.token);
      localStorage.setItem('user', stored.user);
    },
    { token: admin.token, user: JSON.stringify(admin.user) },
  );
  await page.goto('/dashboard');
  const platform = page.getByRole('region', { name: 'Platform activity' });
  await expect(platform.getByRole('article').first()).toHaveText(/Total Orders\s*[1-9]/);
  await expect(platform.getByText('Sample', { exact: true })).toHaveCount(0);

  // The admin's Food Order lists it, delivered, under this kitchen (the merchant filter kept in the address).
  await page.goto(`/dashboard/food-orders?merchant=${merchantId}`);
  await expect(page.getByRole('heading', { name: 'Food Order', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Merchant')).toHaveValue(String(merchantId));
  await expect(page.getByRole('link', { name: new RegExp(order.number) })).toContainText('Amala and Ewedu');
  await openDelivered(page, order.number);
  await expect(page.getByRole('button', { name: `Cancel order ${order.number}` })).toHaveCount(0);
  await saveScreenshot('food-order-delivered');
});

test("the store's hours set in Settings are Order Mgt's, and a pause in Order Mgt is Settings'", async ({
  page,
  request,
}, info) => {
  const { session } = await newKitchen(request, info);
  await useStoredSession(page.context(), session);
  await page.goto('/dashboard/settings#store-availability');
  const availability = page.getByRole('region', { name: 'Store availability' });
  const week = availability.getByRole('form', { name: 'Opening hours' });
  await week.getByRole('switch', { name: /^Sunday/ }).click();
  await week.getByLabel('Monday, Opens at').fill('07:30');
  await week.getByLabel('Monday, Closes at').fill('21:00');
  await week.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(toastWith(page, 'Opening hours saved successfully!')).toBeVisible();
  // The server holds them.
  const held = await request.get('/api/merchant/opening-hours', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const { days } = ((await held.json()) as { data: { days: { weekday: string }[] } }).data;
  expect(days[0]).toEqual({ weekday: 'monday', closed: false, opens_at: '07:30', closes_at: '21:00' });
  expect(days[6]).toMatchObject({ weekday: 'sunday', closed: true });

  // Order Mgt's Hours tab shows the same week; its pause switch then pauses the store.
  await page.goto('/dashboard/orders');
  await page.getByRole('link', { name: 'Hours' }).click();
  const hours = page.getByRole('form', { name: 'Opening hours' });
  await expect(hours.getByLabel('Monday, Opens at')).toHaveValue('07:30');
  await expect(hours.getByLabel('Monday, Closes at')).toHaveValue('21:00');
  await expect(hours.getByRole('switch', { name: /^Sunday/ })).not.toBeChecked();
  await page.getByRole('switch', { name: /Pause new orders/ }).click();
  await expect(page.getByRole('switch', { name: /Paused: customers see you closed/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  await page.goto('/dashboard/settings');
  await expect(
    page.getByRole('region', { name: 'Store availability' }).getByRole('switch', { name: /Pause new orders/ }),
  ).toBeChecked();
});

test('offline for ten seconds: the page says so, and catches up with the order placed meanwhile', async ({
  page,
  context,
  request,
  allowConsoleErrors,
}, info) => {
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|network/i);
  const { merchantId, session } = await newKitchen(request, info);
  await openOrderMgt(page, session);

  await context.setOffline(true);
  await expect(page.getByText('You are offline')).toBeVisible({ timeout: 8_000 });
  const order = await placeOrder(request, merchantId);
  // Ten seconds without the page hearing of it.
  await page.waitForTimeout(10_000);
  await expect(page.getByRole('article', { name: order.number })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toBeHidden({ timeout: 10_000 });
  await expect(column(page, 'New').getByRole('article', { name: order.number })).toBeVisible(LIVE);
  expect(await sameDocument(page)).toBe(true);

  // And it is live again: the merchant answers it.
  const card = page.getByRole('article', { name: order.number });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${order.number}` });
  await dialog.getByLabel('Reason').fill('Testing the catch-up: no cook today');
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(card).toHaveCount(0);
});

test('the queue holds an order in each state at once, each in its column with its own next step', async ({
  page,
  request,
  saveScreenshot,
}, info) => {
  const { merchantId, rider } = await kitchenAtOrderMgt(page, request, info);
  const customer = await newCustomer(request, info);
  const [onItsWay, ready, preparing, fresh] = [
    await placeOrder(request, merchantId, customer),
    await placeOrder(request, merchantId, customer),
    await placeOrder(request, merchantId, customer),
    await placeOrder(request, merchantId, customer),
  ];
  for (const order of [onItsWay, ready, preparing]) {
    const card = page.getByRole('article', { name: order.number });
    await card.getByRole('button', { name: 'Accept' }).click();
    const dialog = page.getByRole('dialog', { name: `Accept ${order.number}` });
    await dialog.getByRole('button', { name: '30 min' }).click();
    await dialog.getByRole('button', { name: 'Accept order' }).click();
    await expect(column(page, 'Preparing').getByRole('article', { name: order.number })).toBeVisible();
  }
  for (const order of [onItsWay, ready]) {
    await page.getByRole('article', { name: order.number }).getByRole('button', { name: 'Mark ready' }).click();
    await expect(column(page, 'Ready').getByRole('article', { name: order.number })).toBeVisible();
  }
  await riderMove(request, rider, onItsWay.id, 'claim');
  await riderMove(request, rider, onItsWay.id, 'picked-up');

  const expected = { New: fresh, Preparing: preparing, Ready: ready, 'Out for delivery': onItsWay };
  for (const [name, order] of Object.entries(expected)) {
    await expect(column(page, name).getByRole('article')).toHaveCount(1, LIVE);
    const card = column(page, name).getByRole('article', { name: order.number });
    await expect(card).toBeVisible();
    // Each card within its column: on the board, none spills over its neighbour.
    const [outer, inner] = [await column(page, name).boundingBox(), await card.boundingBox()];
    expect(inner && outer && inner.x + inner.width <= outer.x + outer.width + 1).toBe(true);
  }
  await expect(page.getByRole('article', { name: fresh.number }).getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: preparing.number }).getByRole('button', { name: 'Mark ready' }),
  ).toBeVisible();
  // Settled for the picture: the moves' toasts gone (3 s each), the page at its top.
  await expect(toastWith(page, 'Order')).toHaveCount(0);
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await saveScreenshot('order-mgt-every-state');
  // The rider's round ends, so the riders are free for the next test.
  await riderMove(request, rider, onItsWay.id, 'delivered');
});
